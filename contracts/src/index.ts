// Barrel of API contracts. The api imports schemas; frontends import types only (`import type`).
export * from './common';
export * from './constants';
export * from './membership';
export * from './mileage';
export * from './transfer';
export * from './vip';
export * from './hpc';
export * from './events';
export * from './member';
export * from './contents';
export * from './games';
export * from './inventory';
export * from './restriction';
export * from './services';
export * from './shop';
export * from './rankings';
export * from './overMoney';
