// Operations routes mounted by the server beside the portal: health and readiness, the shared
// remotes manifest (deploy endpoint, change events), the versions page (/__versions).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.js';
import { deployRoutes } from './deploy-routes.js';
import { eventRoutes } from './events.js';
import { RemotesManifest } from './remotes.js';
import { versionsRoutes } from './versions-page.js';

export interface OpsOptions {
  deployDir: string;
}

export async function registerOps(app: FastifyInstance, { deployDir }: OpsOptions) {
  const manifest = new RemotesManifest(app.db, path.join(deployDir, 'remotes'));
  await manifest.importPublished(deployDir);
  manifest.startPolling(app.config.remotesPollMs);
  app.addHook('onClose', async () => manifest.stopPolling());
  await healthRoutes(app, { deployDir });
  await deployRoutes(app, { manifest });
  await eventRoutes(app, { manifest });
  await versionsRoutes(app, { manifest, deployDir });
  return { manifest };
}
