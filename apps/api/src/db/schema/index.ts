export * from './catalog';
export * from './commerce';
export * from './content';
export * from './geo';
export * from './identity';
export * from './orders';
export * from './relations';
export * from './support';
