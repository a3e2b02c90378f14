// A new build's id, to the second (a build takes longer): the same form whoever builds — `npm run
// build` (webpack-base.cjs), `npm start` or a deploy (deploy-lib.mjs) — so a page's bytes (the id
// is in every chunk's global) do not depend on which of them built it.
function newBuildId() {
  const d = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `b${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

// A build's output.uniqueName: its chunk-loading global is written in every chunk, so a short
// digest of the build id stands in for the id (unique per build all the same: a redeploy's chunks
// never reuse the old build's global).
function chunkNamespace(name, buildId) {
  return `${name}_${require('crypto').createHash('sha256').update(buildId).digest('hex').slice(0, 8)}`;
}

module.exports = { newBuildId, chunkNamespace };
