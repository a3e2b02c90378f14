import { parentCookieDomain, rememberAdClickId } from './adClick';
import { readCookie } from './cookies';

describe('ad click cookie', () => {
  afterEach(() => {
    document.cookie = 'HANPAN_GCLID=; max-age=0; path=/';
  });
  it('stores a new gclid for guests only', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    expect(rememberAdClickId('?gclid=abc', { loggedIn: true, hostname: 'localhost' })).toBe(false);
    expect(rememberAdClickId('?gclid=abc', { loggedIn: false, hostname: 'localhost' })).toBe(true);
    expect(readCookie('HANPAN_GCLID')).toBe('abc');
    expect(set.mock.calls[0][0]).toMatch(/max-age=7776000/);
    expect(set.mock.calls[0][0]).toMatch(/samesite=Lax/);
    expect(set.mock.calls[0][0]).toMatch(/path=\//);
    expect(rememberAdClickId('?gclid=abc', { loggedIn: false, hostname: 'localhost' })).toBe(false);
    expect(rememberAdClickId('?gclid=xyz', { loggedIn: false, hostname: 'portal.example.com', skipHosts: ['portal.example.com'] })).toBe(false);
    expect(rememberAdClickId('', { loggedIn: false, hostname: 'localhost' })).toBe(false);
    set.mockRestore();
  });
  it('uses the parent domain', () => {
    expect(parentCookieDomain('www.hanpan.example')).toBe('.hanpan.example');
    expect(parentCookieDomain('m.localhost')).toBeNull();
    expect(parentCookieDomain('127.0.0.1')).toBeNull();
  });
});
