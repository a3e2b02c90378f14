// The remotes manifest shared by every server process: the current version per remote
// (remote_manifest), every published version with its build facts (remote_versions) and the
// deploy/rollback log (remote_deployments, its id is the manifest revision processes watch).
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const remoteVersions = pgTable(
  'remote_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Container name (mfe_shop). */
    remote: text('remote').notNull(),
    /** Package folder (mfe-shop). */
    package: text('package').notNull(),
    version: text('version').notNull(),
    entry: text('entry').notNull(),
    buildId: text('build_id'),
    builtAt: timestamp('built_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remote_versions_remote_version').on(t.remote, t.version)],
);

export const remoteManifest = pgTable('remote_manifest', {
  remote: text('remote').primaryKey(),
  package: text('package').notNull(),
  version: text('version').notNull(),
  entry: text('entry').notNull(),
  previousVersion: text('previous_version'),
  deployedAt: timestamp('deployed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const remoteDeployments = pgTable(
  'remote_deployments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: text('remote').notNull(),
    action: text('action').notNull(), // 'deploy' | 'rollback'
    version: text('version').notNull(),
    previousVersion: text('previous_version'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_deployments_remote').on(t.remote, t.id)],
);

export type RemoteManifestRow = typeof remoteManifest.$inferSelect;
export type RemoteVersionRow = typeof remoteVersions.$inferSelect;
