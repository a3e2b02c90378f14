// Routes of the e2e suite, registered only when the server runs with E2E=1 (never in production):
// POST /api/e2e/members { like } → a new member in the demo account's state (cloneMember.ts);
// GET /api/e2e/axe.min.js → the accessibility checker the suite runs in pages (E2E_AXE_SCRIPT).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withParticle } from '@hanpan/contracts/korean';
import { ok } from '../lib/envelope.js';
import { ApiError } from '../lib/errors.js';
import { cloneMember } from './cloneMember.js';

const CloneBody = Type.Object({ like: Type.String({ pattern: '^[a-z][a-z0-9-]{1,19}$', title: '데모 계정' }) }, { additionalProperties: false });

export async function e2eRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/api/e2e/members', { schema: { body: CloneBody } }, async (req) => {
    const stem = req.body.like.replace(/[^a-z0-9]/g, '').slice(0, 10);
    const loginId = `${stem}${randomBytes(5).toString('hex')}`.slice(0, 20);
    const member = await cloneMember(app.db, req.body.like, loginId);
    if (!member) throw new ApiError(404, `데모 계정 ${withParticle(req.body.like, '이')} 없습니다.`);
    return ok(member, '테스트 회원을 만들었습니다.');
  });
  // axe-core from a cached URL: the browser keeps it and its compiled code between pages, where
  // sending it in through the DevTools protocol cost each checked page about a second on CI hosts
  const axeScript = process.env.E2E_AXE_SCRIPT;
  if (axeScript) {
    const source = readFileSync(axeScript);
    app.get('/api/e2e/axe.min.js', async (_req, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(source));
  }
}
