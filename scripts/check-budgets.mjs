#!/usr/bin/env node
// npm run check:budgets — compares bench/results/bundle.json (npm run bench:bundle) with each
// package's size-budget.json; exits 1 when a figure is over budget.
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGES, ROOT, readJson } from './lib/deploy-lib.mjs';

const file = path.resolve(ROOT, process.env.BENCH_OUT || 'bench/results/bundle.json');
const bench = readJson(file, null);
if (!bench) {
  console.error(`✘ ${path.relative(ROOT, file)} 없음: 먼저 npm run bench:bundle`);
  process.exit(1);
}
// which measurement this is (the file stays from the last bench:bundle, whatever was built since)
const measuredAt = bench.measuredAt ? new Date(bench.measuredAt) : null;
const age = measuredAt ? Math.round((Date.now() - measuredAt.getTime()) / 60_000) : null;
console.log(`${path.relative(ROOT, file)}: ${measuredAt ? `${measuredAt.toISOString()}에 잰 빌드 (${age}분 전)` : '잰 시각 없음'} — 지금 빌드를 재려면 먼저 npm run bench:bundle`);
const KB = 1024;
const rows = [];
for (const pkg of PACKAGES) {
  const budget = readJson(path.join(ROOT, pkg, 'size-budget.json'), null);
  if (!budget) {
    rows.push({ pkg, what: 'size-budget.json', actual: '없음', limit: '-', ok: false });
    continue;
  }
  const page = bench.pages.find((p) => p.page === budget.page);
  if (!page) {
    rows.push({ pkg, what: `page ${budget.page}`, actual: '측정 없음', limit: '-', ok: false });
    continue;
  }
  const kbRow = (what, bytes, limitKB) => rows.push({ pkg, what, actual: `${(bytes / KB).toFixed(1)} KB`, limit: `${limitKB} KB`, ok: bytes <= limitKB * KB });
  if (budget.maxPageJsGzipKB) kbRow(`${budget.page} JS gzip`, page.jsGzip, budget.maxPageJsGzipKB);
  // platform = everything loaded before the remote's own code; own = the remote's first-route code
  if (budget.maxPlatformJsGzipKB) kbRow(`${budget.page} platform gzip`, page.platformJsGzip, budget.maxPlatformJsGzipKB);
  if (budget.maxOwnJsGzipKB) kbRow(`${budget.page} own code gzip`, page.ownJsGzip, budget.maxOwnJsGzipKB);
  if (budget.maxPageScripts) rows.push({ pkg, what: `${budget.page} scripts`, actual: String(page.scripts), limit: String(budget.maxPageScripts), ok: page.scripts <= budget.maxPageScripts });
  if (budget.maxRemoteEntryGzipKB) {
    const entry = bench.remoteEntries.find((r) => r.package === pkg);
    rows.push({ pkg, what: 'remoteEntry.js gzip', actual: entry ? `${(entry.gzip / KB).toFixed(1)} KB` : '없음', limit: `${budget.maxRemoteEntryGzipKB} KB`, ok: !!entry && entry.gzip <= budget.maxRemoteEntryGzipKB * KB });
  }
}
for (const r of rows) console.log(`${r.ok ? '✔' : '✘'} ${r.pkg.padEnd(11)} ${r.what.padEnd(24)} ${String(r.actual).padStart(10)} / ${r.limit}`);
const failed = rows.filter((r) => !r.ok);
if (failed.length) {
  console.error(`\n예산 초과 ${failed.length}건`);
  process.exit(1);
}
console.log('\n모든 패키지가 예산 안에 있습니다.');
