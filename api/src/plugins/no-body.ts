// A POST sent without a body (the free recharge as its page sends it, a VIP claim without its
// platform) is validated as `{}`: a schema whose fields are all optional accepts it, one with a
// required field names that field — never a refusal of the missing body itself ('본문 …').
// App-wide, so no route has to remember it (a `Type.Optional` body schema does not do this).
import type { FastifyInstance } from 'fastify';

export function registerNoBodyAsEmpty(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if ((req.body === undefined || req.body === null) && req.routeOptions.schema?.body) req.body = {};
  });
}
