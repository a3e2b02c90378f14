// Barrel of API contracts. The api imports schemas; frontends import types only (`import type`).
export * from './common';
