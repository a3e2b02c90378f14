export * from './http';
export * from './messages';
export * from './games';
export * from './gameInfo';
export * from './membership';
export * from './business';
export * from './channels';
export * from './ranks';
