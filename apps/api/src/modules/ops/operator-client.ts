import { existsSync, readFileSync } from 'node:fs';

/**
 * Switches maintenance on a running server through its loopback operator endpoint, with the key
 * it wrote to `operatorFile` at start. False when no server is running there.
 */
export async function switchRunningServer(operatorFile: string, on: boolean): Promise<boolean> {
  if (!existsSync(operatorFile)) return false;
  const { port, key } = JSON.parse(readFileSync(operatorFile, 'utf8')) as { port: number; key: string };
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/internal/maintenance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': key },
      body: JSON.stringify({ on }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`server answered ${response.status}`);
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false; // not running: connection refused
    throw error;
  }
}
