// contracts' amount writing (the API's messages, the pages and the VIP wording share it); contracts has no runner of its own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupDigits } from '@hanpan/contracts/amounts';

test('amounts are grouped by thousands, a minus kept', () => {
  assert.equal(groupDigits(0), '0');
  assert.equal(groupDigits(999), '999');
  assert.equal(groupDigits(700_000), '700,000');
  assert.equal(groupDigits(-1234567n), '-1,234,567');
  assert.equal(groupDigits(400_000_000_000_000n), '400,000,000,000,000');
});
