// npm run jobs [-- <name>] (node api/scripts/run.mjs jobs [<name>]; a production install:
// node api/dist/jobs.js [<name>]): without a name lists the scheduled jobs; with one runs it now
// against DATABASE_URL or the embedded folder (API_DATA_DIR) through the runner a server uses — the
// same advisory lock on PostgreSQL, the same transactions — and prints one Korean line: exit 0 when
// it ran or another process was running it, 1 when it failed or the database cannot be opened (an
// embedded folder a running server holds is refused before anything is opened), 2 for an unknown
// name. The server's member read cache notices the change within MEMBER_READS_TTL_MS.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.js';
import { embeddedDataDir, openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { startupFailure } from '../startup-failure.js';
import { withLocalSecrets } from '../lib/localSecrets.js';
import { JOBS } from './index.js';
import { outcomeText, periodText, runJob, secondsText } from './runner.js';

/** The result line says it all; the runner's log lines would only repeat it. */
const quiet = { info: () => undefined, debug: () => undefined, warn: () => undefined };

async function main(name: string | undefined): Promise<number> {
  if (!name) {
    const width = Math.max(...JOBS.map((j) => j.name.length));
    console.log('예약 작업 (지금 실행: npm run jobs -- <이름>):');
    for (const j of JOBS) console.log(`  ${j.name.padEnd(width)}  ${periodText(j.everyMs).padEnd(6)}  ${j.title}`);
    return 0;
  }
  const job = JOBS.find((j) => j.name === name);
  if (!job) {
    console.error(`알 수 없는 작업입니다: ${name} — 다음 중 하나: ${JOBS.map((j) => j.name).join(', ')}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(withLocalSecrets(process.env));
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    return 1;
  }
  // a folder that is not there is a wrong API_DATA_DIR: opening it would make an empty database
  const folder = config.databaseUrl ? null : embeddedDataDir(config.dataDir ?? undefined);
  if (folder && !folder.startsWith('memory://') && !fs.existsSync(path.join(folder, 'PG_VERSION'))) {
    console.error(`✘ ${job.name} 실행 안 함: 내장 데이터베이스 폴더 ${folder} 에 데이터베이스가 없습니다. API_DATA_DIR(또는 DATABASE_URL)을 확인해 주세요.`);
    return 1;
  }
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl ?? undefined, dataDir: folder ?? undefined });
    try {
      // a database that cannot be reached or entered is said as db:migrate says it, not as a failed job
      await database.db.execute(sql`select 1`);
      const run = await runJob(job, { db: database.db, config, kind: database.kind, log: quiet });
      const line = `${job.name} (${job.title}): ${outcomeText(run)} (${secondsText(run.durationMs)}, ${database.kind})`;
      if (run.outcome === 'failed') {
        console.error(`✘ ${line}`);
        return 1;
      }
      console.log(`✔ ${line}`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (e) {
    // a running server holds the embedded folder (it runs this job itself): refused, nothing opened
    if (e instanceof DataDirLockedError) {
      console.error(`✘ ${job.name} 실행 안 함: ${e.message}`);
      return 1;
    }
    const line = startupFailure(e, `${job.name} 실행 실패`);
    if (line === null) throw e;
    console.error(`✘ ${line}`);
    return 1;
  }
}

process.exitCode = await main(process.argv[2]);
