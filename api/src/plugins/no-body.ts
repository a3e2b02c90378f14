// A POST sent without a body (the free recharge as its page sends it, a VIP claim without its
// platform) is validated as `{}`: a schema whose fields are all optional accepts it, one with a
// required field names that field — never a refusal of the missing body itself ('본문 …', '요청 본문이
// 비어 있습니다.'). App-wide, so no route has to remember it; also when a client labels the empty
// body JSON or text (QA: every such call was refused).
import type { FastifyInstance } from 'fastify';

export function registerNoBodyAsEmpty(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => (body === '' ? done(null, undefined) : json(req, String(body), done)));
  app.addHook('preValidation', async (req) => {
    if ((req.body === undefined || req.body === null || req.body === '') && req.routeOptions.schema?.body) req.body = {};
  });
}
