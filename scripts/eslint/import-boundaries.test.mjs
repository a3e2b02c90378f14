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
/** Each of `codes` gets exactly one refusal, matching `said`. */
const refusedEach = async (codes, said) => {
  for (const code of codes) {
    const messages = await lintAsRemote(code);
    assert.equal(messages.length, 1, code);
    assert.match(messages[0], said, code);
  }
};

test('a remote reaching another remote is refused however it is written', async () => {
  await refusedEach(
    [
      "import { SHOP_ROUTES } from 'mfe-shop/src/routes';\nexport { SHOP_ROUTES };",
      "export * from 'mfe-plus';",
      "export const x = import('mfe-vip');",
      "export const r = require('mfe-plus/src/routes');",
      "import shop = require('mfe-shop');\nexport { shop };",
      "export type T = import('mfe-vip').Thing;",
    ],
    /must not import mfe-/,
  );
});

test('nor by a template literal, require.resolve / require.context, jest, a reference or an absolute path (DX review: the shell was bundled into a remote)', async () => {
  await refusedEach(
    [
      'export const t = () => import(`../../shell/src/siteTitle`);',
      'export const t = (n: string) => import(`../../../shell/src/${n}`);',
      'export const t = () => import(`mfe-shop/src/routes`);',
      "export const p = require.resolve('../../shell/src/App');",
      "export const c = require.context('../../shell/src', true);",
      "jest.mock('../../shell/src/App');",
      "export const a = jest.requireActual('../../mfe-shop/src/routes');",
      '/// <reference path="../../shell/src/App.tsx" />\nexport const x = 1;',
      "import { App } from '/work/main/shell/src/App';\nexport { App };",
    ],
    /outside mfe-hpc|must not import mfe-/,
  );
});

test("another remote's exposed module is named as such, with the way to load it", async () => {
  const [message] = await lintAsRemote("export const m = () => import('mfe_shop/mobile');");
  assert.match(message, /loaded at run time, never imported — loadRemoteModule\('mfe_shop', '\.\/mobile'\)/);
});

test('its own code and the platform pass', async () => {
  assert.deepEqual(await lintAsRemote("import { Button } from '@hanpan/platform';\nexport const r = require('./routes');\nexport { Button };"), []);
  assert.deepEqual(await lintAsRemote('export const page = (n: string) => import(`./pages/${n}`);\njest.mock(\'./routes\');\nexport const any = (n: string) => import(`${n}`);'), []);
});
