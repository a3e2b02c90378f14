// contracts' member-number rule (the shell's transfer, gift and recipient fields share it); contracts has no runner of its own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { INT4_MAX, parseMemberNo } from '@hanpan/contracts/member-no';

test('a member number is 1–10 digits within int4, spaces around allowed', () => {
  assert.equal(parseMemberNo('10000103'), 10000103);
  assert.equal(parseMemberNo(' 10000103 '), 10000103);
  assert.equal(parseMemberNo('007'), 7);
  // a Korean IME in full-width mode types these
  assert.equal(parseMemberNo('１００００１０３'), 10000103);
  assert.equal(parseMemberNo(String(INT4_MAX)), INT4_MAX);
});

test('anything else is no member number', () => {
  for (const text of ['', ' ', '0', '-1', '1.5', '1e3', '１２ ３', '12 34', 'abc', String(INT4_MAX + 1), '12345678901']) {
    assert.equal(parseMemberNo(text), null, JSON.stringify(text));
  }
});
