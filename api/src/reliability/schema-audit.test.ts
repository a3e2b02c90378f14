// Every request parameter of every registered route is bounded in its schema: numbers on both
// ends (ids inside int4), strings by length (and NUL refused). A new route that forgets fails here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test/harness.js';
import { fields, leaves, unbounded, type JsonSchema } from './schema-walk.js';

describe('route schema audit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('bounds every numeric and string parameter of every route', () => {
    const problems: string[] = [];
    for (const r of t.app.routeCatalog) {
      for (const part of ['querystring', 'params', 'body'] as const) {
        for (const leaf of leaves(r.schema[part] as JsonSchema | undefined)) {
          const why = unbounded(leaf);
          if (why) problems.push(`${r.method} ${r.url} ${part}.${leaf.path}: ${why}`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  // A 400 names the field it refuses by this title ('페이지가 올바르지 않습니다.'), never by its API name.
  it('names every request field of every route in Korean (a title with Hangul)', () => {
    const problems: string[] = [];
    for (const r of t.app.routeCatalog) {
      for (const part of ['querystring', 'params', 'body'] as const) {
        for (const f of fields(r.schema[part] as JsonSchema | undefined)) {
          const title = f.schema.title;
          if (typeof title !== 'string' || !/[가-힣]/.test(title)) problems.push(`${r.method} ${r.url} ${part}.${f.path.join('.')}${typeof title === 'string' ? ` (title '${title}')` : ''}`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  it('knows the routes (the catalog is filled)', () => {
    assert.ok(t.app.routeCatalog.length > 80, `only ${t.app.routeCatalog.length} routes`);
    assert.ok(t.app.routeCatalog.some((r) => r.method === 'PUT' && r.url === '/api/money-transfer'));
  });
});
