import { satisfiesRange } from '@hanpan/platform';
import { compatibilityPlugin } from './compatibility';
import { RemoteIncompatibleError } from './failures';

describe('compatibility plugin', () => {
  const ranges: Record<string, string> = { mfe_shop: '^1.0.0', mfe_vip: '^2.0.0', mfe_plus: '^1.4.0' };
  const plugin = compatibilityPlugin({ platformVersion: '1.2.0', requiredRange: (r) => ranges[r], satisfies: satisfiesRange });
  const beforeRequest = plugin.beforeRequest as unknown as (args: { id: string }) => unknown;

  it('lets a remote built for the same major (and an older minor) through', () => {
    expect(beforeRequest({ id: 'mfe_shop/lifecycles' })).toEqual({ id: 'mfe_shop/lifecycles' });
    expect(beforeRequest({ id: 'mfe_hpc/lifecycles' })).toEqual({ id: 'mfe_hpc/lifecycles' });
  });

  it('refuses another major or a newer minor, naming both versions', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => beforeRequest({ id: 'mfe_vip/lifecycles' })).toThrow(RemoteIncompatibleError);
    expect(() => beforeRequest({ id: 'mfe_plus/layers' })).toThrow(/\^1\.4\.0.*1\.2\.0/);
    expect(error.mock.calls[0][0]).toMatch(/mfe_vip.*\^2\.0\.0.*1\.2\.0/);
    error.mockRestore();
  });
});
