// One schema for PGlite and PostgreSQL. Part 2 adds its tables in part2*.ts and re-exports them below.
export * from './core.js';
export * from './games.js';
export * from './shop.js';
export * from './member-data.js';
export * from './content.js';
export * from './part2.js';
export * from './ops.js';
