// The remotes manifest in the database, shared by every server process. A deploy or rollback is
// one transaction (advisory lock per remote: two deploys of one remote queue, of two remotes run
// side by side, both land). Each process reads the manifest revision (the last deployment id) on
// every manifest read and reloads when it moved; a poller tells open pages (RemotesEvents).
import { EventEmitter } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { lockNames } from '../db/advisory-lock.js';
import { remoteDeployments, remoteManifest, remoteVersions, type RemoteManifestRow, type RemoteVersionRow } from '../db/schema/index.js';
import { ApiError } from '../lib/errors.js';

export interface ManifestEntry {
  entry: string;
  version: string;
}
export type Manifest = Record<string, ManifestEntry>;

export interface PublishedVersion {
  remote: string;
  package: string;
  version: string;
  buildId?: string | null;
  builtAt?: string | null;
}

export const PACKAGE_RE = /^mfe-[a-z0-9-]{1,40}$/;
export const REMOTE_RE = /^[A-Za-z_$][A-Za-z0-9_$]{0,60}$/;
export const VERSION_RE = /^[A-Za-z0-9._+-]{1,80}$/;

export const entryOf = (pkg: string, version: string) => `/remotes/${pkg}/${version}/mf-manifest.json`;

async function switchTo(tx: Tx, action: 'deploy' | 'rollback', pkg: string, remote: string, version: string) {
  const [current] = await tx.select().from(remoteManifest).where(eq(remoteManifest.remote, remote));
  const previous = current?.version ?? null;
  const row = { remote, package: pkg, version, entry: entryOf(pkg, version), previousVersion: previous, deployedAt: new Date() };
  await tx.insert(remoteManifest).values(row).onConflictDoUpdate({ target: remoteManifest.remote, set: row });
  await tx.insert(remoteDeployments).values({ remote, action, version, previousVersion: previous });
  return { version, previous };
}

/** Records a published version and makes it current, in one transaction. */
export async function deployVersion(db: Db, v: PublishedVersion) {
  return db.transaction(async (tx) => {
    await lockNames(tx, `remote:${v.remote}`);
    await tx
      .insert(remoteVersions)
      .values({ remote: v.remote, package: v.package, version: v.version, entry: entryOf(v.package, v.version), buildId: v.buildId ?? null, builtAt: v.builtAt ? new Date(v.builtAt) : null })
      .onConflictDoNothing();
    return switchTo(tx, 'deploy', v.package, v.remote, v.version);
  });
}

/**
 * The remote's activations, oldest first, replayed from its deploy log: a deploy adds one; a rollback
 * to a version on the list returns to its latest activation and drops the ones after it (they were
 * rolled away from); a rollback `--to` a version not on it adds one, as a deploy would.
 */
export function activationHistory(log: readonly { action: string; version: string }[]): string[] {
  const stack: string[] = [];
  for (const { action, version } of log) {
    const at = action === 'rollback' ? stack.lastIndexOf(version) : -1;
    if (at >= 0) stack.length = at + 1;
    else stack.push(version);
  }
  return stack;
}

type Available = (pkg: string, version: string) => Promise<boolean>;

/**
 * Where a plain rollback of `remote` goes: the version active before the current activation (then
 * the one before that, …) whose files are still there — never one that was rolled away from.
 */
async function previousActivation(tx: DbOrTx, remote: string, current: string, available: Available): Promise<RemoteVersionRow | null> {
  const log = await tx.select({ action: remoteDeployments.action, version: remoteDeployments.version }).from(remoteDeployments).where(eq(remoteDeployments.remote, remote)).orderBy(asc(remoteDeployments.id));
  const stack = activationHistory(log);
  if (stack.at(-1) === current) stack.pop();
  const published = new Map((await tx.select().from(remoteVersions).where(eq(remoteVersions.remote, remote))).map((v) => [v.version, v]));
  for (const version of stack.reverse()) {
    const target = published.get(version);
    if (version !== current && target && (await available(target.package, version))) return target;
  }
  return null;
}

/** The remote's published versions whose files are still there, newest first (for a refusal's message). */
async function availableVersions(tx: DbOrTx, remote: string, available: Available): Promise<string[]> {
  const rows = await tx.select().from(remoteVersions).where(eq(remoteVersions.remote, remote)).orderBy(desc(remoteVersions.id));
  const out: string[] = [];
  for (const r of rows) if (await available(r.package, r.version)) out.push(r.version);
  return out;
}

/** What a plain rollback of each remote would switch to now (null: nothing to go back to); reads only. */
export async function rollbackTargets(db: Db, remotes: readonly { remote: string; version: string }[], available: Available): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  for (const r of remotes) out.set(r.remote, (await previousActivation(db, r.remote, r.version, available))?.version ?? null);
  return out;
}

/**
 * Points the remote back, in one transaction: to the version that was active before the current
 * activation (repeated rollbacks walk further back through the activations, see activationHistory),
 * or to `to`, any published version whose files are still there.
 */
export async function rollbackVersion(db: Db, remote: string, { to, available }: { to?: string; available: Available }) {
  return db.transaction(async (tx) => {
    await lockNames(tx, `remote:${remote}`);
    const [current] = await tx.select().from(remoteManifest).where(eq(remoteManifest.remote, remote));
    if (!current) throw new ApiError(404, `${remote}: 배포된 버전이 없습니다.`);
    const listed = async () => {
      const versions = await availableVersions(tx, remote, available);
      return versions.length ? `게시된 버전(최근 순): ${versions.join(', ')}` : '게시된 버전이 없습니다';
    };
    if (to !== undefined) {
      if (to === current.version) throw new ApiError(409, `${remote}: ${to}은(는) 이미 현재 버전입니다.`);
      const [target] = await tx.select().from(remoteVersions).where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, to)));
      if (!target) throw new ApiError(404, `${remote}: ${to}은(는) 게시된 버전이 아닙니다. ${await listed()} (/__versions).`);
      if (!(await available(target.package, to))) throw new ApiError(409, `${remote}: ${to}의 파일이 배포 폴더에 없습니다. ${await listed()}.`);
      return switchTo(tx, 'rollback', target.package, remote, to);
    }
    const target = await previousActivation(tx, remote, current.version, available);
    if (target) return switchTo(tx, 'rollback', target.package, remote, target.version);
    throw new ApiError(409, `${remote}: 되돌릴 이전 버전이 없습니다 (현재 ${current.version}). 다른 버전으로는 --to <버전> — ${await listed()}.`);
  });
}

/**
 * Moves on every committed deploy and rollback: the last deployment id plus how many there are (rows
 * are only added). The id alone can miss one: two deploys of different remotes take ids 10 and 11, 11
 * commits first and is read, then 10 commits — the highest id is still 11, and this process would
 * keep the old version of 10's remote (and tell no page) until the next deploy.
 */
export async function manifestRevision(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(remoteDeployments.id), n: count() }).from(remoteDeployments);
  return (row?.id ?? 0) + Number(row?.n ?? 0);
}

export async function readManifestRows(db: Db): Promise<RemoteManifestRow[]> {
  return db.select().from(remoteManifest).orderBy(remoteManifest.remote);
}

/**
 * This process's view of the manifest: reloaded when the revision moved (one indexed query per
 * read, so a deploy through any process is served on the next read), and a poller that emits
 * 'change' for the event stream.
 */
export class RemotesManifest extends EventEmitter {
  private revision = -1;
  private rows: RemoteManifestRow[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly remotesDir: string,
  ) {
    super();
    this.setMaxListeners(0);
  }

  /** The manifest rows, fresh as of this call. */
  async currentRows(): Promise<RemoteManifestRow[]> {
    const revision = await manifestRevision(this.db);
    if (revision !== this.revision) {
      this.rows = await readManifestRows(this.db);
      const changed = this.revision !== -1;
      this.revision = revision;
      if (changed) this.emit('change', revision);
    }
    return this.rows;
  }

  async current(): Promise<Manifest> {
    return Object.fromEntries((await this.currentRows()).map((r) => [r.remote, { entry: r.entry, version: r.version }]));
  }

  get lastRevision() {
    return this.revision;
  }

  /** Looks for changes made by other processes every `ms` (emits 'change'). */
  startPolling(ms: number) {
    this.stopPolling();
    this.timer = setInterval(() => void this.currentRows().catch(() => undefined), ms);
    this.timer.unref();
  }

  stopPolling() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async available(pkg: string, version: string): Promise<boolean> {
    if (!PACKAGE_RE.test(pkg) || !VERSION_RE.test(version)) return false;
    return (await fs.stat(path.join(this.remotesDir, pkg, version, 'mf-manifest.json')).catch(() => null)) !== null;
  }

  async deploy(v: PublishedVersion) {
    if (!(await this.available(v.package, v.version))) throw new ApiError(404, `${v.package} ${v.version}: 배포 폴더에 파일이 없습니다.`);
    const res = await deployVersion(this.db, v);
    await this.currentRows();
    return res;
  }

  async rollback(remote: string, to?: string) {
    const res = await rollbackVersion(this.db, remote, { to, available: (p, v) => this.available(p, v) });
    await this.currentRows();
    return res;
  }

  /**
   * Deploys and rollbacks recorded in the deploy dir while no server took them (npm start, e2e
   * set-up, a deploy with the server off or unreachable, rollback --offline): history/<pkg>.json
   * names the current version and since when (`currentAt`, scripts/lib/deploy-lib.mjs markCurrent).
   * Applied when that record is later than the database's last switch of the remote — a version
   * seen before too (a redeploy, a rollback) — never over a switch made here after it. A history
   * file without `currentAt` (written before it existed) is applied only for a version the database
   * has never seen, as before. Returns what was switched, and from which record; a record that
   * cannot be applied (unreadable, naming a version whose files are not there) is told to `skipped`.
   */
  async importPublished(deployDir: string, skipped: (record: string, reason: string) => void = () => undefined): Promise<ImportedRecord[]> {
    const historyDir = path.join(deployDir, 'history');
    const files = await fs.readdir(historyDir).catch(() => [] as string[]);
    const applied: ImportedRecord[] = [];
    for (const file of files.filter((f) => f.endsWith('.json')).sort()) {
      const at = path.join(historyDir, file);
      try {
        const history = JSON.parse(await fs.readFile(at, 'utf8')) as HistoryFile;
        const pkg = history.package;
        const version = history.current;
        if (!pkg || !version || !PACKAGE_RE.test(pkg)) {
          skipped(at, 'names no package and current version');
          continue;
        }
        if (!(await this.available(pkg, version))) {
          skipped(at, `its current version ${version} has no files in remotes/${pkg}/${version}`);
          continue;
        }
        const mf = JSON.parse(await fs.readFile(path.join(this.remotesDir, pkg, version, 'mf-manifest.json'), 'utf8')) as { name?: string; id?: string };
        const remote = mf.name ?? mf.id;
        if (!remote || !REMOTE_RE.test(remote)) {
          skipped(at, `the mf-manifest.json of ${pkg} ${version} names no remote`);
          continue;
        }
        const meta = history.versions?.find((v) => v.version === version);
        const published: PublishedVersion = { remote, package: pkg, version, buildId: meta?.buildId, builtAt: meta?.builtAt };
        const record = recordOf(history);
        const res = await importRecord(this.db, published, record);
        // (the action the switch was recorded with: a file from before `currentAt` is a deploy)
        if (res) applied.push({ remote, ...res, action: record?.action ?? 'deploy', record: at, recordedAt: record?.at.toISOString() ?? null });
      } catch (e) {
        // (the other records are still applied; the deploy script reports its own errors)
        skipped(at, `failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    return applied;
  }
}

/** A switch start-up made from the deploy dir: the remote, its version and the one before, the record it came from. */
export interface ImportedRecord {
  remote: string;
  version: string;
  previous: string | null;
  action: 'deploy' | 'rollback';
  /** the history file (history/<pkg>.json in the deploy dir) */
  record: string;
  /** its `currentAt` (null: a file written before it existed) */
  recordedAt: string | null;
}

interface HistoryFile {
  package?: string;
  current?: string;
  currentAt?: string;
  versions?: { version: string; buildId?: string; builtAt?: string }[];
  log?: { action?: string; version?: string; at?: string }[];
}

/** When history/<pkg>.json named its current version, and how (null: a file from before `currentAt`). */
function recordOf(history: HistoryFile): { at: Date; action: 'deploy' | 'rollback' } | null {
  const at = history.currentAt ? new Date(history.currentAt) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  const entry = [...(history.log ?? [])].reverse().find((e) => e.version === history.current && e.at === history.currentAt);
  return { at, action: entry?.action === 'rollback' ? 'rollback' : 'deploy' };
}

/**
 * One history record at start-up, in one transaction: switches the remote to `v` when the record is
 * later than the database's last switch of it (or, `record` null, when the database has never seen
 * the version). A version it skips is still listed as published (rollback --to, /__versions).
 */
async function importRecord(db: Db, v: PublishedVersion, record: { at: Date; action: 'deploy' | 'rollback' } | null) {
  return db.transaction(async (tx) => {
    await lockNames(tx, `remote:${v.remote}`);
    const [current] = await tx.select().from(remoteManifest).where(eq(remoteManifest.remote, v.remote));
    if (current?.version === v.version) return null;
    const inserted = await tx
      .insert(remoteVersions)
      .values({ remote: v.remote, package: v.package, version: v.version, entry: entryOf(v.package, v.version), buildId: v.buildId ?? null, builtAt: v.builtAt ? new Date(v.builtAt) : null })
      .onConflictDoNothing()
      .returning({ id: remoteVersions.id });
    const apply = record ? !current || current.deployedAt.getTime() < record.at.getTime() : inserted.length > 0;
    if (!apply) return null;
    return switchTo(tx, record?.action ?? 'deploy', v.package, v.remote, v.version);
  });
}
