// Bare portal server (no database): the portal plugin alone on a Fastify. For platform work
// and quick looks at a deploy dir; the full server is api/src/server.ts.
//   PORT=8101 DEPLOY_DIR=.deploy npx tsx scripts/portal-server.mts
import path from 'node:path';
import Fastify from 'fastify';
import { portalPlugin } from '../api/src/portal/index.js';

const root = path.resolve(import.meta.dirname, '..');
const app = Fastify({ logger: false });
await app.register(portalPlugin, { deployDir: path.resolve(root, process.env.DEPLOY_DIR ?? '.deploy') });
const port = Number(process.env.PORT ?? 8080);
await app.listen({ port, host: '::' });
console.log(`portal (bare): http://localhost:${port}/`);
