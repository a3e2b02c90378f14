// A PostgreSQL database made for one run (unique name) and dropped afterwards, on the server of
// `baseUrl`: the multi-process and smoke tests never share tables with anything else.
import crypto from 'node:crypto';
import pg from 'pg';

export async function withScratchDatabase(baseUrl, tag, fn) {
  const name = `hanpan_${tag}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString(), name);
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch((e) => console.error(`drop ${name}: ${e.message}`));
    await admin.end();
  }
}
