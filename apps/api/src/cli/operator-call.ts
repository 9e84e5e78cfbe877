/**
 * How the commands reach the operator API: the server running on this machine over loopback, with
 * the key it wrote to `operator.json` inside DATA_DIR (the embedded database cannot be opened
 * twice, and the sandboxes' outbox lives in that process); a remote server with a token; or, when
 * none answers, the app built in this process on the configured database and called in memory.
 */
import { randomBytes } from 'node:crypto';
import { type AppConfig, loadConfig } from '../config';
import { operatorFilePath, readOperatorFile } from './operator-file';

export type OperatorRequest = { method: 'GET' | 'POST'; path: string; body?: unknown };

export interface OperatorAnswer {
  status: number;
  body: { success?: boolean; message?: string; data?: unknown };
}

type Language = 'ar' | 'en';

/** `request` sent to `base` (`/api` + its path); null when nothing listens there. */
export async function callOverHttp(
  base: string,
  headers: Record<string, string>,
  request: OperatorRequest,
  language: Language,
): Promise<OperatorAnswer | null> {
  try {
    const response = await fetch(`${base}/api${request.path}`, {
      method: request.method,
      headers: {
        language,
        ...headers,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(60_000),
    });
    return { status: response.status, body: (await response.json()) as OperatorAnswer['body'] };
  } catch (error) {
    if (error instanceof TypeError) return null; // not running: connection refused
    throw error;
  }
}

/** `request` answered by the app built in this process, with a key of its own. */
export async function callInProcess(
  request: OperatorRequest,
  language: Language,
  config: AppConfig = loadConfig(),
): Promise<OperatorAnswer> {
  const { buildServer } = await import('../server');
  const operatorKey = randomBytes(24).toString('base64url');
  const app = await buildServer({
    config: { ...config, preloadCatalog: false, catalogPollMs: 0 },
    operatorKey,
    logger: { level: 'error' },
  });
  try {
    const response = await app.inject({
      method: request.method,
      url: `/api${request.path}`,
      headers: { language, 'x-operator-key': operatorKey },
      ...(request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json() as OperatorAnswer['body'] };
  } finally {
    await app.close();
  }
}

/** The server running on this machine (its `operator.json`), else the app in this process. */
export async function callLocalOperatorApi(
  request: OperatorRequest,
  language: Language,
  config: AppConfig = loadConfig(),
): Promise<OperatorAnswer> {
  const running = readOperatorFile(operatorFilePath(config));
  const answer = running
    ? await callOverHttp(`http://127.0.0.1:${running.port}`, { 'x-operator-key': running.key }, request, language)
    : null;
  return answer ?? (await callInProcess(request, language, config));
}
