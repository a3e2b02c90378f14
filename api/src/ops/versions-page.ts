// GET /__versions — what this portal serves now, in Korean: the shell and each remote with its
// version, build time, deploy time, the version before it, where a plain rollback would go and
// whether its entry answers right now; and this process's scheduled jobs (jobs/runner.ts): each
// one's last run (start, duration, what it did, its error, or skipped) and next due time.
// Open on the embedded demo; in production only for staff (members marked by npm run staff), others get a 404 (a job's
// error may name tables and values).
import fs from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { remoteVersions } from '../db/schema/index.js';
import { esc, page } from '../lib/html.js';
import { ApiError } from '../lib/errors.js';
import { koreaParts } from '../lib/time.js';
import { internalRequestHeaders } from '../plugins/access-log.js';
import { outcomeText, periodText, secondsText, type JobStatus } from '../jobs/runner.js';
import { rollbackTargets, type RemotesManifest } from './remotes.js';
import { isStaff } from './staff.js';

export interface VersionRow {
  name: string;
  version: string;
  builtAt: Date | null;
  deployedAt: Date | null;
  previous: string | null;
  /** What `npm run rollback -- <pkg>` would switch to now (after a rollback: not `previous`). */
  rollbackTo: string | null;
  entry: string;
  answers: boolean;
}

const two = (n: number) => String(n).padStart(2, '0');
/** 2026-11-25 08:15:02 (Korea time). */
export function when(d: Date | null): string {
  if (!d) return '—';
  const k = koreaParts(d);
  return `${k.year}-${two(k.month)}-${two(k.day)} ${two(k.hours)}:${two(k.minutes)}:${two(k.seconds)}`;
}

/** This process's jobs as a table; null: it runs none (JOBS=0). */
function jobsSection(jobs: JobStatus[] | null): string {
  const head = `<h2>예약 작업</h2>
<p class="notice">이 응답을 보낸 서버 프로세스(pid ${process.pid})의 예약 작업입니다. 프로세스마다 따로 돌고, PostgreSQL에서는 같은 작업을 한 번에 한 프로세스만 실행합니다('건너뜀': 그때 다른 프로세스가 실행 중). 지금 실행: <code>npm run jobs -- &lt;이름&gt;</code>.</p>`;
  if (!jobs) return `${head}\n<p data-testid="jobs-off">이 프로세스는 예약 작업을 돌리지 않습니다 (<code>JOBS=0</code>).</p>`;
  const result = (j: JobStatus) => {
    if (j.runningSince) return `<td class="running">실행 중 (${esc(when(j.runningSince))}부터)</td>`;
    if (!j.last) return `<td>${j.queued ? '대기 중' : '아직 실행 전'}</td>`;
    return `<td class="${j.last.outcome === 'failed' ? 'down' : j.last.outcome === 'done' ? 'ok' : 'skipped'}">${esc(outcomeText(j.last))}</td>`;
  };
  return `${head}
<table data-testid="jobs-table"><thead><tr><th>작업</th><th>주기</th><th>마지막 실행</th><th>걸린 시간</th><th>결과</th><th>다음 예정</th></tr></thead><tbody>
${jobs
  .map(
    (j) =>
      `<tr data-job="${esc(j.name)}"><td><code>${esc(j.name)}</code><br>${esc(j.title)}</td><td>${esc(periodText(j.everyMs))}</td><td>${esc(when(j.last?.startedAt ?? null))}</td><td>${j.last ? esc(secondsText(j.last.durationMs)) : '—'}</td>${result(j)}<td>${esc(when(j.nextDueAt))}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`;
}

export interface VersionsOptions {
  manifest: RemotesManifest;
  deployDir: string;
  /** This process's jobs (null: JOBS=0); without it the page has no jobs section. */
  jobs?: () => JobStatus[] | null;
}

export async function versionsRoutes(app: FastifyInstance, { manifest, deployDir, jobs }: VersionsOptions) {
  // each entry check is part of the page's request (its id, a debug access line)
  async function answers(req: FastifyRequest, url: string) {
    const res = await app.inject({ method: 'GET', url, headers: internalRequestHeaders('versions', req) }).catch(() => null);
    return res?.statusCode === 200;
  }

  async function collect(req: FastifyRequest): Promise<VersionRow[]> {
    const shellDir = path.join(deployDir, 'shell');
    const info = JSON.parse(await fs.readFile(path.join(shellDir, 'build-info.json'), 'utf8').catch(() => 'null')) as { buildId?: string; builtAt?: string } | null;
    const index = await fs.stat(path.join(shellDir, 'index.html')).catch(() => null);
    const rows: VersionRow[] = [
      {
        name: 'shell',
        version: info?.buildId ?? '(배포 전)',
        builtAt: info?.builtAt ? new Date(info.builtAt) : null,
        deployedAt: index?.mtime ?? null,
        previous: null,
        rollbackTo: null,
        entry: '/shell/index.html',
        answers: !!index && (await answers(req, '/shell/index.html')),
      },
    ];
    const current = await manifest.currentRows();
    const builds = current.length
      ? await app.db.select().from(remoteVersions).where(inArray(remoteVersions.remote, current.map((r) => r.remote)))
      : [];
    const targets = await rollbackTargets(app.db, current, (p, v) => manifest.available(p, v));
    for (const r of current) {
      const build = builds.find((b) => b.remote === r.remote && b.version === r.version);
      rows.push({ name: r.remote, version: r.version, builtAt: build?.builtAt ?? null, deployedAt: r.deployedAt, previous: r.previousVersion, rollbackTo: targets.get(r.remote) ?? null, entry: r.entry, answers: await answers(req, r.entry) });
    }
    return rows;
  }

  app.get('/__versions', async (req, reply) => {
    if (app.config.production && !isStaff(req.member)) throw new ApiError(404, '페이지를 찾을 수 없습니다.');
    const rows = await collect(req);
    const body = `<style>main{max-width:1040px}table{width:100%;border-collapse:collapse;font-size:14px}th,td{padding:8px;border-bottom:1px solid #e5e7ee;text-align:left;vertical-align:top}th{color:#666;font-weight:600}code{font-size:12px;word-break:break-all}.ok{color:#1a7f37;font-weight:700}.down{color:#b3261e;font-weight:700}.running{color:#9a6700;font-weight:700}h2{margin-top:32px}</style>
<h1>배포 버전</h1>
<p class="notice">이 포털이 지금 내보내는 셸과 원격 앱입니다. 시각은 한국 시간입니다. 원격 버전은 모든 서버 프로세스가 같은 데이터베이스에서 읽습니다. '이전 버전'은 지금 버전으로 바꾸기 직전의 버전, '롤백하면'은 <code>npm run rollback -- &lt;패키지&gt;</code>가 돌아갈 버전(지금 버전을 켜기 전에 쓰이던 버전, 롤백으로 떠난 버전은 아님)입니다.</p>
<table data-testid="versions-table"><thead><tr><th>이름</th><th>버전</th><th>빌드 시각</th><th>배포 시각</th><th>이전 버전</th><th>롤백하면</th><th>진입점 응답</th></tr></thead><tbody>
${rows
  .map(
    (r) => `<tr data-name="${esc(r.name)}"><td>${esc(r.name)}</td><td><code>${esc(r.version)}</code></td><td>${esc(when(r.builtAt))}</td><td>${esc(when(r.deployedAt))}</td><td>${r.previous ? `<code>${esc(r.previous)}</code>` : '—'}</td><td>${r.rollbackTo ? `<code>${esc(r.rollbackTo)}</code>` : '—'}</td><td class="${r.answers ? 'ok' : 'down'}">${r.answers ? '정상' : '응답 없음'}</td></tr>`,
  )
  .join('\n')}
</tbody></table>
${jobs ? jobsSection(jobs()) : ''}
<div class="row"><a class="btn secondary" href="/">홈으로</a></div>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page('배포 버전', body));
  });
}
