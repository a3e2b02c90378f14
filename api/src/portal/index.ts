import type { FastifyPluginAsync } from 'fastify';

// Serves the shell and the deployed remotes (filled by the platform work).
export const portalPlugin: FastifyPluginAsync<{ deployDir: string }> = async () => {};
