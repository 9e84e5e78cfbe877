// Everything, for the server and tests. Browser code imports the zod-free modules by path
// (`@hadiya/contract/client`, `/constants`, `/region`, `/normalize`) to keep zod out of its bundle.
export * from './calls';
export * from './client';
export * from './constants';
export * from './entities';
export * from './envelope';
export * from './field-labels';
export * from './fill-message';
export * from './format';
export * from './messages';
export * from './normalize';
export * from './region';
export * from './routes';
export * from './rules';
export * from './slot-time';
