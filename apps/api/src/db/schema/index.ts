export * from './catalog';
export * from './commerce';
export * from './content';
export * from './geo';
export * from './identity';
export * from './relations';
export * from './support';
