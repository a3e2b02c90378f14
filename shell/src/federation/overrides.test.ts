import { activeOverrides, clearOverrides, isOverrideUrl, readOverrides, takeOverrideParams } from './overrides';
import { applyOverrides } from './registry';
import { overrideNamed } from './overrideNamed';

beforeEach(() => localStorage.clear());

describe('team overrides', () => {
  it('reads hanpan:override:<remote> entries of known remotes with http(s) or same-origin URLs only', () => {
    localStorage.setItem('hanpan:override:mfe_shop', 'http://localhost:3001/mf-manifest.json');
    localStorage.setItem('hanpan:override:mfe_vip', 'javascript:alert(1)');
    localStorage.setItem('hanpan:override:evil', 'http://x/mf-manifest.json');
    localStorage.setItem('hanpan:override:mfe_hpc', '/remotes/mfe-hpc/1.0.0-b2/mf-manifest.json');
    localStorage.setItem('other', 'x');
    expect(readOverrides(localStorage)).toEqual({
      mfe_shop: 'http://localhost:3001/mf-manifest.json',
      mfe_hpc: '/remotes/mfe-hpc/1.0.0-b2/mf-manifest.json',
    });
    expect(isOverrideUrl('data:text/javascript,1')).toBe(false);
  });

  it("is named by the address or by a stored entry only — no other browser loads the override code", () => {
    expect(overrideNamed('?a=1', localStorage)).toBe(false);
    expect(overrideNamed('?hanpan-override=reset', localStorage)).toBe(true);
    expect(overrideNamed('', null)).toBe(false);
    localStorage.setItem('hanpan:override:evil', 'x'); // an invalid one too: the bar offers to clear it
    expect(overrideNamed('', localStorage)).toBe(true);
  });

  it('?hanpan-override=mfe_shop=<url> is stored and removed from the address; empty value and reset clear', () => {
    const cleaned = takeOverrideParams('http://localhost/shop?a=1&hanpan-override=mfe_shop%3Dhttp%3A%2F%2Flocalhost%3A3001%2Fmf-manifest.json#top', localStorage);
    expect(cleaned).toBe('/shop?a=1#top');
    expect(localStorage.getItem('hanpan:override:mfe_shop')).toBe('http://localhost:3001/mf-manifest.json');
    expect(takeOverrideParams('http://localhost/shop', localStorage)).toBeNull();
    takeOverrideParams('http://localhost/?hanpan-override=mfe_shop=', localStorage);
    expect(localStorage.getItem('hanpan:override:mfe_shop')).toBeNull();
    localStorage.setItem('hanpan:override:mfe_vip', '/v.js');
    takeOverrideParams('http://localhost/?hanpan-override=reset', localStorage);
    expect(readOverrides(localStorage)).toEqual({});
  });

  it('a link is not stored where the server allows no override (a player in production), yet leaves the address; clearing still works', () => {
    const link = 'http://localhost/shop?hanpan-override=mfe_shop%3Dhttps%3A%2F%2Fevil.example%2Fmf-manifest.json';
    expect(takeOverrideParams(link, localStorage, false)).toBe('/shop');
    expect(localStorage.length).toBe(0);
    localStorage.setItem('hanpan:override:mfe_shop', '/x/mf-manifest.json');
    takeOverrideParams('http://localhost/?hanpan-override=reset', localStorage, false);
    expect(localStorage.length).toBe(0);
  });

  it('replaces the entry and marks the version; keeps the deployed declarations', () => {
    const served = { mfe_shop: { entry: '/remotes/mfe-shop/1/mf-manifest.json', version: '1' }, mfe_vip: { entry: '/v', version: '2' } };
    expect(applyOverrides(served, { mfe_shop: 'http://localhost:3001/mf-manifest.json' })).toEqual({
      mfe_shop: { entry: 'http://localhost:3001/mf-manifest.json', version: 'override:http://localhost:3001/mf-manifest.json' },
      mfe_vip: served.mfe_vip,
    });
  });

  it('not allowed by the server (production, not staff): none is used; clear removes them all', () => {
    localStorage.setItem('hanpan:override:mfe_shop', '/x/mf-manifest.json');
    expect(activeOverrides(false, localStorage)).toEqual({});
    expect(activeOverrides(true, localStorage)).toEqual({ mfe_shop: '/x/mf-manifest.json' });
    clearOverrides(localStorage);
    expect(localStorage.length).toBe(0);
  });
});
