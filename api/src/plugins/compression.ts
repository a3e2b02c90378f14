// Brotli or gzip for every text response produced at request time (HTML pages, JSON envelopes,
// /remotes.json). Static files are compressed once at publish time (scripts/lib/deploy-lib.mjs
// writes .br and .gz beside each file; @fastify/static sends them), so they are not compressed here.
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    // small envelopes cost more to compress than to send
    threshold: 1024,
    // per-request work: brotli's default quality (11) costs milliseconds per response, 4 does not
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
