// Dev server ports (`npm run dev`), from the ownership table. DEV_PORT moves the whole block.
module.exports = require('../areas.cjs').devPorts();
