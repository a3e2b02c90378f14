export * from './types';
export * from './hanpanStore';
export * from './selectors';
export * from './environment';
export * from './loginGate';
export * from './globalMemberState';
export * from './shortcutApp';
export * from './useSingleAction';
