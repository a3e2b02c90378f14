// POST /__deploy/remotes/:package — the deploy scripts switch the shared manifest through any
// server process: {action:'deploy', remote, version, buildId?, builtAt?} after the version folder
// was published to the deploy dir, or {action:'rollback', remote, to?}. Bearer DEPLOY_TOKEN (off
// when unset in production); machine calls, no cookies, hence no CSRF token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../lib/errors.js';
import type { RemotesManifest } from './remotes.js';

export const DEPLOY_PREFIX = '/__deploy/';

// compared as digests of one length: the time taken says nothing of the token, its length included
const digest = (v: string) => createHash('sha256').update(v).digest();
const sameToken = (given: string, token: string) => timingSafeEqual(digest(given), digest(token));

export async function deployRoutes(root: FastifyInstance, { manifest }: { manifest: RemotesManifest }) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const token = app.config.deployToken;
  if (!token) return;
  app.post(
    '/__deploy/remotes/:package',
    {
      // the token first: an anonymous caller learns nothing of the body's fields from their 400s
      onRequest: async (req) => {
        const auth = req.headers.authorization ?? '';
        if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), token)) throw new ApiError(401, '배포 토큰이 올바르지 않습니다.');
      },
      schema: {
        params: Type.Object({ package: Type.String({ pattern: '^mfe-[a-z0-9-]{1,40}$', title: '패키지' }) }),
        body: Type.Object({
          action: Type.Union([Type.Literal('deploy'), Type.Literal('rollback')], { title: '작업' }),
          remote: Type.String({ pattern: '^[A-Za-z_$][A-Za-z0-9_$]{0,60}$', title: '리모트 이름' }),
          version: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._+-]{1,80}$', title: '버전' })),
          to: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._+-]{1,80}$', title: '되돌릴 버전' })),
          buildId: Type.Optional(Type.String({ maxLength: 80, title: '빌드 번호' })),
          builtAt: Type.Optional(Type.String({ format: 'date-time', title: '빌드 시각' })),
        }),
      },
    },
    async (req) => {
      const b = req.body;
      const result =
        b.action === 'deploy'
          ? await manifest.deploy({
              remote: b.remote,
              package: req.params.package,
              version: b.version ?? (() => { throw new ApiError(400, 'version이 필요합니다.'); })(),
              buildId: b.buildId,
              builtAt: b.builtAt,
            })
          : await manifest.rollback(b.remote, b.to);
      // who switched which remote when: found by its event, like the security events
      req.log.info({ event: 'remote_switched', deploy: { package: req.params.package, ...b, ...result } }, 'remotes manifest changed');
      return { header: { isSuccessful: true, resultCode: 0, resultMessage: 'SUCCESS' }, body: { ...result, revision: manifest.lastRevision } };
    },
  );
}
