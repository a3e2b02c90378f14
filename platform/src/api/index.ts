export * from './errors';
export * from './client';
export * from './queryClient';
export * from './platformQueries';
export * from './ruleErrorText';
export * from './hooks';
