import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const MAINTENANCE_KEY = 'web_app_maintenance';

/** The maintenance switch: stored in `settings`, forced on by MAINTENANCE_MODE=1. */
export class MaintenanceService {
  private stored = false;
  private loadedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly override: boolean,
    private readonly pollMs: number,
  ) {}

  async load(): Promise<void> {
    const rows = await this.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, MAINTENANCE_KEY));
    this.stored = rows[0]?.value === true;
    this.loadedAt = Date.now();
  }

  /** The switch when known without a query, else undefined (stale cache). */
  peek(): boolean | undefined {
    if (this.override) return true;
    if (this.pollMs > 0 && Date.now() - this.loadedAt > this.pollMs) return undefined;
    return this.stored;
  }

  async isOn(): Promise<boolean> {
    if (this.override) return true;
    if (this.pollMs > 0 && Date.now() - this.loadedAt > this.pollMs) await this.load();
    return this.stored;
  }

  async set(on: boolean): Promise<void> {
    await setMaintenance(this.db, on);
    this.stored = on;
    this.loadedAt = Date.now();
  }
}

export async function setMaintenance(db: Db, on: boolean): Promise<void> {
  await db
    .insert(settings)
    .values({ key: MAINTENANCE_KEY, value: on })
    .onConflictDoUpdate({ target: settings.key, set: { value: on, updatedAt: new Date() } });
}

const OPEN_DURING_MAINTENANCE = ['/api/common/', '/api/docs', '/api/media/', '/api/internal/', '/api/operator/'];

const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/**
 * While in maintenance every call except common, docs and media answers 503 'Under Maintenance'.
 * `POST /api/internal/maintenance` lets the operator command switch a running server (the
 * embedded database cannot be opened by two processes); loopback only, with the operator key.
 */
export function maintenanceRoutes(app: FastifyInstance, operatorKey: string | undefined): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url;
    if (!url.startsWith('/api/') || OPEN_DURING_MAINTENANCE.some((p) => url.startsWith(p))) return done();
    const known = app.maintenance.peek();
    if (known !== undefined) return done(known ? new AppError(503, 'under_maintenance') : undefined);
    app.maintenance.isOn().then(
      (on) => done(on ? new AppError(503, 'under_maintenance') : undefined),
      (error: Error) => done(error),
    );
  });

  if (!operatorKey) return;
  const expected = Buffer.from(operatorKey);
  app.post(
    '/api/internal/maintenance',
    { schema: { hide: true, body: z.object({ on: z.boolean() }) } },
    async (request) => {
      const given = Buffer.from(String(request.headers['x-operator-key'] ?? ''));
      if (!isLoopback(request.ip) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError(403, 'forbidden');
      }
      const { on } = request.body as { on: boolean };
      await app.maintenance.set(on);
      return {
        success: true,
        statusCode: 200,
        message: app.t(request.lang, 'ok'),
        data: { is_web_app_maintenance: on },
      };
    },
  );
}
