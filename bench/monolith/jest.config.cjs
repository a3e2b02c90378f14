// The monolith build's module mapping, checked against the remotes' webpack configs (node: the
// test loads those configs).
module.exports = require('../../jest.preset.cjs')(__dirname, { displayName: 'monolith', testEnvironment: 'node', testMatch: ['<rootDir>/*.test.ts'] });
