import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';

/** What a running server writes for the commands of this machine. */
export interface OperatorFile {
  port: number;
  /** The loopback operator key (`x-operator-key`). */
  key: string;
  /** The server's process (null in a file written by hand). */
  pid: number | null;
}

const isInMemory = (dataDir: string) => dataDir === 'memory' || dataDir.startsWith('memory://');

/**
 * Where a running server writes its port and loopback operator key, and where the commands
 * (`operator`, `maintenance`, `restock`, `seed`) look for it: `operator.json` inside DATA_DIR
 * (by default `apps/api/.data/pglite/operator.json`), so that stores with sibling data
 * directories keep one each. None for an in-memory database: no other process could open it.
 */
export function operatorFilePath(config: Pick<AppConfig, 'dataDir'>): string | null {
  return isInMemory(config.dataDir) ? null : join(config.dataDir, 'operator.json');
}

/** The running server's file, or null when there is none (or it cannot be read). */
export function readOperatorFile(path: string | null): OperatorFile | null {
  if (!path || !existsSync(path)) return null;
  try {
    const data = JSON.parse(readFileSync(path, 'utf8')) as Partial<OperatorFile>;
    if (typeof data.port !== 'number' || typeof data.key !== 'string') return null;
    return { port: data.port, key: data.key, pid: typeof data.pid === 'number' ? data.pid : null };
  } catch {
    return null;
  }
}
