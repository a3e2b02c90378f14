// Common jest settings: SWC transform, jsdom with the globals react-router needs.
const path = require('path');
module.exports = (dir, overrides = {}) => ({
  rootDir: dir,
  testEnvironment: path.join(__dirname, 'scripts/jest/jsdom-env.cjs'),
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {
      // class fields as the bundles compile them (scripts/swc-options.cjs: useDefineForClassFields false)
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' }, useDefineForClassFields: false }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  moduleNameMapper: {
    '\\.(css|woff2?|svg|png)$': path.join(__dirname, 'scripts/jest/file-stub.cjs'),
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest/busy-machine.cjs')],
  ...overrides,
});
