// Operations routes mounted by the server beside the portal: health and readiness.
import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.js';

export interface OpsOptions {
  deployDir: string;
}

export async function registerOps(app: FastifyInstance, { deployDir }: OpsOptions) {
  await healthRoutes(app, { deployDir });
  return {};
}
