// buildApp({ db, config }) → the Fastify instance with every API plugin and domain route.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import { createLogger } from './logger.js';
import { accessLogController, registerAccessLog, requestId } from './plugins/access-log.js';
import { registerCompression } from './plugins/compression.js';
import { registerContext } from './plugins/context.js';
import { registerTypedInput } from './plugins/typed-input.js';
import { registerCsrf } from './plugins/csrf.js';
import { registerShownMemberCheck } from './plugins/shown-member.js';
import { registerReplayMarker } from './lib/idempotency.js';
import { clientError, frameworkErrors, registerErrors } from './plugins/errors.js';
import { registerDomains } from './domains/index.js';
import { registerNoBodyAsEmpty } from './plugins/no-body.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerMemberReadDrops, registerMemberReads } from './plugins/member-reads.js';
import { registerRateLimits } from './plugins/rate-limit.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import type { RouteSchemaEntry } from './plugins/types.js';
import './plugins/types.js';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** The logger (server.ts makes it before the database; tests capture lines); default: createLogger(config.logLevel). */
  logger?: FastifyBaseLogger;
}

export type App = FastifyInstance;

export async function buildApp({ db, config, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    // x-forwarded-* only from trusted proxies: none by default, or N hops, or listed addresses
    trustProxy: typeof config.trustProxy === 'number' ? (_addr: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    bodyLimit: 256 * 1024,
    // access log: one line per request from registerAccessLog, with the id from requestId
    logController: accessLogController(),
    requestIdHeader: false,
    genReqId: requestId,
    frameworkErrors: (err, req, rep) => frameworkErrors(err, req, rep),
    clientErrorHandler: (err, socket) => clientError(err, socket, config.secureCookies),
  }).withTypeProvider<TypeBoxTypeProvider>();
  // (before any route: each route's schemas are compiled with it)
  registerTypedInput(app);
  app.decorate('db', db);
  app.decorate('config', config);
  // Every registered route with its request schemas: the fuzz suite and the schema audit read it.
  const routeCatalog: RouteSchemaEntry[] = [];
  app.decorate('routeCatalog', routeCatalog);
  app.addHook('onRoute', (r) => {
    const methods = (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD');
    for (const method of methods) routeCatalog.push({ method, url: r.url, schema: (r.schema ?? {}) as RouteSchemaEntry['schema'] });
  });
  registerAccessLog(app);
  await app.register(cookie);
  await app.register(formbody);
  await registerCompression(app);
  await registerSecurityHeaders(app);
  await registerRateLimits(app);
  registerErrors(app);
  // before the context: the session lookup of reads goes through this cache
  await registerMemberReads(app, config);
  registerContext(app);
  registerCsrf(app);
  registerShownMemberCheck(app);
  registerNoBodyAsEmpty(app);
  registerInputGuard(app);
  registerReplayMarker(app);
  // after every check above: only a member's write that passed them all drops the member reads
  registerMemberReadDrops(app);
  await registerDomains(app);
  return app;
}
