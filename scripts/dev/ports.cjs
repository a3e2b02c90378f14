// Dev server ports (`npm run dev`). DEV_PORT moves the whole block.
const base = Number(process.env.DEV_PORT || 3000);
module.exports = {
  shell: base,
  api: base + 9,
  remotes: { mfe_shop: base + 1, mfe_plus: base + 2, mfe_vip: base + 3, mfe_hpc: base + 4, mfe_mobile: base + 5 },
};
