// GET /__events/remotes — server-sent events for open pages: `remotes` with the manifest revision
// whenever a deploy or rollback lands (this process, or another one seen by the poller), so the
// shell re-reads /remotes.json at its next navigation instead of waiting for its TTL.
import type { FastifyInstance } from 'fastify';
import type { RemotesManifest } from './remotes.js';

const HEARTBEAT_MS = 25_000;

export async function eventRoutes(app: FastifyInstance, { manifest }: { manifest: RemotesManifest }) {
  const streams = new Set<{ end(): void }>();
  app.addHook('preClose', async () => {
    for (const s of streams) s.end(); // a draining server does not wait for open pages
  });

  app.get('/__events/remotes', async (req, reply) => {
    await manifest.currentRows();
    const headers = { ...(reply.getHeaders() as Record<string, string>) };
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: a compressing proxy in front (compression middleware) passes events on at once
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (revision: number) => res.write(`event: remotes\ndata: ${JSON.stringify({ revision })}\n\n`);
    res.write(`retry: 3000\n`);
    send(manifest.lastRevision);
    const onChange = (revision: number) => send(revision);
    manifest.on('change', onChange);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const stream = {
      end() {
        cleanup();
        res.end();
      },
    };
    function cleanup() {
      clearInterval(heartbeat);
      manifest.off('change', onChange);
      streams.delete(stream);
    }
    streams.add(stream);
    req.raw.on('close', cleanup);
  });
}
