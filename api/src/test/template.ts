// Builds the PGlite test template once per test run: migrate + seed, then dump the data dir.
// Each test file loads it instead of running initdb + migrations + seed (PGlite start-up dominates).
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../db/client.js';
import { seedAll } from '../db/seed/index.js';

const out = process.argv[2];
if (!out) throw new Error('usage: template.ts <out.tar>');
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await seedAll(database.db);
const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
// uncompressed (44 MB, not 5): each file's load skips the gunzip, 0.85 → 0.46 s
const dump = await client.dumpDataDir('none');
writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
await database.close();
