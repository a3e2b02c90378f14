// The server render of the frame (src/ssr/renderFrame.tsx) as dist/ssr/frame.cjs, deployed with
// the browser bundle (scripts/lib/ssr-build.mjs; the build script runs it after webpack). The
// API's tests build their own copy with buildFrameRenderer.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerRenderer } from '../scripts/lib/ssr-build.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export function buildFrameRenderer(outfile) {
  return buildServerRenderer({ cwd: dir, entry: 'src/ssr/renderFrame.tsx', outfile });
}
