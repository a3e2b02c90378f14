// Operations routes mounted by the server beside the portal: health and readiness, the shared
// remotes manifest (deploy endpoint, change events), the versions page (/__versions, with this
// process's scheduled jobs).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { JobStatus } from '../jobs/runner.js';
import { healthRoutes } from './health.js';
import { deployRoutes } from './deploy-routes.js';
import { eventRoutes } from './events.js';
import { RemotesManifest } from './remotes.js';
import { versionsRoutes } from './versions-page.js';

export interface OpsOptions {
  deployDir: string;
  /** This process's scheduled jobs for /__versions (null: JOBS=0). */
  jobs?: () => JobStatus[] | null;
  /** Where start-up says what it applied from the deploy dir (default: the app's log). */
  log?: { info(obj: Record<string, unknown>, msg: string): void; warn(obj: Record<string, unknown>, msg: string): void };
}

export async function registerOps(app: FastifyInstance, { deployDir, jobs, log = app.log }: OpsOptions) {
  const manifest = new RemotesManifest(app.db, path.join(deployDir, 'remotes'));
  // a deploy or rollback recorded while no server took it switches the remote now: said, as a
  // deploy through a running server is (nothing when there was nothing to apply)
  const notApplied = (record: string, reason: string) => log.warn({ record, reason }, 'start-up: a deploy record in the deploy dir was not applied');
  for (const a of await manifest.importPublished(deployDir, notApplied)) {
    log.info({ remote: a.remote, version: a.version, previous: a.previous, action: a.action, record: a.record, recordedAt: a.recordedAt }, 'start-up: applied a deploy recorded in the deploy dir');
  }
  manifest.startPolling(app.config.remotesPollMs);
  app.addHook('onClose', async () => manifest.stopPolling());
  await healthRoutes(app, { deployDir });
  await deployRoutes(app, { manifest });
  await eventRoutes(app, { manifest });
  await versionsRoutes(app, { manifest, deployDir, jobs });
  return { manifest };
}
