export * from './calls';
export * from './client';
export * from './constants';
export * from './entities';
export * from './envelope';
export * from './normalize';
export * from './rules';
