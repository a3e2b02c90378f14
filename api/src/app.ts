// buildApp({ db, config }) → the Fastify instance with every API plugin and domain route.
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import { registerContext } from './plugins/context.js';
import { registerCsrf } from './plugins/csrf.js';
import { registerErrors } from './plugins/errors.js';
import { registerDomains } from './domains/index.js';
import './plugins/types.js';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
}

export type App = FastifyInstance;

export async function buildApp({ db, config }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]'] },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('db', db);
  app.decorate('config', config);
  await app.register(cookie);
  await app.register(formbody);
  registerErrors(app);
  registerContext(app);
  registerCsrf(app);
  await registerDomains(app);
  return app;
}
