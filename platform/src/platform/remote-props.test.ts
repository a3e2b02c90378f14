import { createShellNavigator, type ShellNavigate } from './remote-props';

describe('createShellNavigator', () => {
  it('forwards every move to the shell navigate', () => {
    const calls: unknown[][] = [];
    const navigate = ((...args: unknown[]) => calls.push(args)) as unknown as ShellNavigate;
    const nav = createShellNavigator(navigate);
    nav.push('/plus/me', { a: 1 });
    nav.replace({ pathname: '/vip', search: '?x=1' }, null);
    nav.go(-1);
    expect(calls).toEqual([
      ['/plus/me', { state: { a: 1 } }],
      [{ pathname: '/vip', search: '?x=1' }, { replace: true, state: null }],
      [-1],
    ]);
    expect(nav.createHref({ pathname: '/shop', search: '?q=1', hash: '#h' })).toBe('/shop?q=1#h');
  });
});
