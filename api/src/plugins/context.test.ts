// The publisher and device of a request, by its host.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectSite } from './context.js';

describe('detectSite', () => {
  const config = { partnerHosts: ['partner.localhost'], mobileHosts: ['m.localhost'] };

  it('names the partner and the mobile site by host, whatever its case, port or root dot (QA: partner.localhost. served the portal)', () => {
    for (const host of ['partner.localhost', 'PARTNER.localhost:8080', 'partner.localhost.', 'partner.localhost.:8080']) {
      assert.deepEqual(detectSite(host, config), { publisher: 'partner', mobile: false, host: 'partner.localhost' }, host);
    }
    assert.deepEqual(detectSite('m.localhost.', config), { publisher: 'hanpan', mobile: true, host: 'm.localhost' });
    assert.deepEqual(detectSite('localhost:8080', config), { publisher: 'hanpan', mobile: false, host: 'localhost' });
  });
});
