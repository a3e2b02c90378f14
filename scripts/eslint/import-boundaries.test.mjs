// The import-boundary rule on every way TypeScript reaches a module, linted as a file of mfe-hpc
// with the repo's own ESLint config (node --test; run by `npm run lint`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const eslint = new ESLint();
const lintAsRemote = async (code) => {
  const [result] = await eslint.lintText(code, { filePath: 'mfe-hpc/src/boundaryProbe.ts' });
  return result.messages.filter((m) => m.ruleId === 'hanpan/import-boundaries').map((m) => m.message);
};

test('a remote reaching another remote is refused however it is written', async () => {
  for (const code of [
    "import { SHOP_ROUTES } from 'mfe-shop/src/routes';\nexport { SHOP_ROUTES };",
    "export * from 'mfe-plus';",
    "export const x = import('mfe-vip');",
    "export const r = require('mfe-plus/src/routes');",
    "import shop = require('mfe-shop');\nexport { shop };",
    "export type T = import('mfe-vip').Thing;",
  ]) {
    const messages = await lintAsRemote(code);
    assert.equal(messages.length, 1, code);
    assert.match(messages[0], /must not import mfe-/, code);
  }
});

test('its own code and the platform pass', async () => {
  assert.deepEqual(await lintAsRemote("import { Button } from '@hanpan/platform';\nexport const r = require('./routes');\nexport { Button };"), []);
});
