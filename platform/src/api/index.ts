export * from './errors';
export * from './client';
export * from './queryClient';
export * from './queryKeys';
