export { type BuildOptions, buildServer } from './server';
export { type AppConfig, loadConfig } from './config';
export { openDatabase, type Database } from './db/client';
