import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loggedUrl } from './access-log.js';

describe('access log', () => {
  it('never writes a launch token or other secret query value; the rest of the URL stays as it came', () => {
    assert.equal(loggedUrl('/game-client?token=eyJtIjoxLCJnIjoicG9rZXI3In0.c2ln'), '/game-client?token=***');
    assert.equal(loggedUrl('/idp/callback?state=abc&code=xyz&TOKEN=1'), '/idp/callback?state=abc&code=***&TOKEN=***');
    assert.equal(loggedUrl('/shop?category=AVATAR&page=2'), '/shop?category=AVATAR&page=2');
    assert.equal(loggedUrl('/faq'), '/faq');
    assert.equal(loggedUrl('/x?%74oken=secret&%zz=1'), '/x?%74oken=***&%zz=1');
  });
});
