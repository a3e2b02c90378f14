// Browser builds: stands in for axios' fetch adapter (lib/adapters/fetch.js, ~6 KB gzip with its
// stream helpers). axios tries its adapters in the order xhr → http → fetch, and every browser we
// serve has XMLHttpRequest, so the fetch adapter is never picked; `false` tells axios "not
// supported here" should it ever be asked. Node (jest, tsx) keeps the real module.
export const getFetch = () => false;
export default false;
