export { type AppConfig, loadConfig } from './config';
export { type Database, openDatabase } from './db/client';
export { type BuildOptions, buildServer } from './server';
export { type StartOptions, startServer } from './start';
