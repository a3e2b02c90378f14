import { defineRoutes } from '@hanpan/platform/routing';
import type { RemotesManifest } from '../federation/manifest';
import { areaRoutesOf, resolveRoute, routeOf } from './resolveRoute';
import { SHELL_ROUTES } from './shellRoutes';

const HPC = defineRoutes('mfe_hpc', [
  { path: '/hpc', layout: 'hpc', title: 'HPC 챔피언십', subTitle: '일정과 순위', menu: 'HPC 홈' },
  { path: '/hpc/info', layout: 'hpc', title: '대회 안내', subTitle: '규정', menu: '대회 안내' },
]);
const manifest: RemotesManifest = {
  mfe_hpc: { entry: '/remotes/mfe-hpc/1/mf-manifest.json', version: '1', declarations: { name: 'mfe_hpc', platform: { builtWith: '1.0.0', requires: '^1.0.0' }, routes: HPC, layers: [] } },
};

describe('areaRoutesOf', () => {
  it("a remote's page and a mistyped path in its area both get the area's routes (the 404 keeps the menu)", () => {
    expect(areaRoutesOf(resolveRoute('/hpc/info', manifest, true), manifest)).toBe(HPC);
    const typo = resolveRoute('/hpc/inof', manifest, true);
    expect(typo).toEqual({ kind: 'notFound', remote: 'mfe_hpc' });
    expect(areaRoutesOf(typo, manifest)).toBe(HPC);
  });

  it('a path outside every area has none; a shell page has the shell pages', () => {
    const nowhere = resolveRoute('/no/such/page', manifest, true);
    expect(nowhere).toEqual({ kind: 'notFound' });
    expect(areaRoutesOf(nowhere, manifest)).toEqual([]);
    expect(areaRoutesOf(resolveRoute('/faq', manifest, true), manifest)).toBe(SHELL_ROUTES);
  });
});

describe('routeOf', () => {
  it("a shell page's and a remote's declared page's route; nothing while the manifest is read or for a 404", () => {
    expect(routeOf(resolveRoute('/hpc/info', manifest, true))).toBe(HPC[1]);
    expect(routeOf(resolveRoute('/faq', manifest, true))?.path).toBe('/faq');
    expect(routeOf(resolveRoute('/hpc/info', {}, false))).toBeNull();
    expect(routeOf(resolveRoute('/hpc/inof', manifest, true))).toBeNull();
    expect(routeOf(resolveRoute('/no/such/page', manifest, true))).toBeNull();
  });
});
