// The monolith's stand-in for the federation containers: every module a remote exposes (the
// `exposes` of mfe-*/webpack.config.js), as a static import() of its source. webpack bundles them
// into the one app as ordinary lazy chunks. remote-modules.test.ts fails when a remote exposes a
// module that is missing here (or points elsewhere).
export const REMOTE_MODULES: Record<string, () => Promise<unknown>> = {
  'mfe_shop/lifecycles': () => import('../../mfe-shop/src/lifecycles'),
  'mfe_shop/layers': () => import('../../mfe-shop/src/layers/components'),
  'mfe_shop/mobile': () => import('../../mfe-shop/src/mobile/index'),
  'mfe_plus/lifecycles': () => import('../../mfe-plus/src/lifecycles'),
  'mfe_plus/layers': () => import('../../mfe-plus/src/layers/components'),
  'mfe_plus/mobile': () => import('../../mfe-plus/src/mobile/index'),
  'mfe_vip/lifecycles': () => import('../../mfe-vip/src/lifecycles'),
  'mfe_vip/layers': () => import('../../mfe-vip/src/layers/components'),
  'mfe_vip/mobile': () => import('../../mfe-vip/src/mobile'),
  'mfe_hpc/lifecycles': () => import('../../mfe-hpc/src/lifecycles'),
  'mfe_hpc/layers': () => import('../../mfe-hpc/src/layers/components'),
  'mfe_mobile/lifecycles': () => import('../../mfe-mobile/src/lifecycles'),
};
