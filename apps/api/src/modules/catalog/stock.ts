import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/** Stock of one product: its own (products without colours) and each colour's. */
export interface StockLevel {
  stock: number;
  colors: ReadonlyMap<number, number>;
}

/**
 * The stock the catalogue shows, kept apart from the cached catalogue records: every server polls
 * `stock_changes` (written by a database trigger on any change of `products.stock` or
 * `product_colors.stock`) and keeps the current level of each product that changed since the
 * records were read. A sale or restock is therefore shown by every instance within one poll
 * interval, and never invalidates the catalogue. Cart and order decisions do not use this: they
 * read (and lock) the rows themselves.
 */
export class StockBook {
  private readonly levels = new Map<number, StockLevel>();
  private version = -1;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<number> | null = null;
  /** Called after a poll saw changes (the catalogue drops its serialised responses). */
  onChange: (productIds: number[]) => void = () => {};

  constructor(private readonly db: Db) {}

  /** The current level when a poll saw a change of the product, else undefined (use the record's). */
  get(productId: number): StockLevel | undefined {
    return this.levels.get(productId);
  }

  /** Reads the changes since the last poll (one statement); returns how many products changed. */
  poll(): Promise<number> {
    this.polling ??= this.readChanges().finally(() => {
      this.polling = null;
    });
    return this.polling;
  }

  private async readChanges(): Promise<number> {
    if (this.version < 0) {
      const [row] = await queryRows<{ version: string | number }>(
        this.db,
        sql`select coalesce((select version from stock_version where id = 1), 0) as version`,
      );
      this.version = Number(row?.version ?? 0);
      return 0;
    }
    const rows = await queryRows<{
      id: number;
      stock: number;
      version: string | number;
      colors: { id: number; stock: number }[] | string;
    }>(
      this.db,
      sql`select p.id, p.stock, sc.version,
            coalesce((select json_agg(json_build_object('id', c.id, 'stock', c.stock))
                      from product_colors c where c.product_id = p.id), '[]'::json) as colors
          from stock_changes sc join products p on p.id = sc.product_id
          where sc.version > ${this.version}`,
    );
    if (rows.length === 0) return 0;
    for (const row of rows) {
      const colors =
        typeof row.colors === 'string' ? (JSON.parse(row.colors) as { id: number; stock: number }[]) : row.colors;
      this.levels.set(row.id, { stock: row.stock, colors: new Map(colors.map((c) => [c.id, c.stock])) });
      this.version = Math.max(this.version, Number(row.version));
    }
    this.onChange(rows.map((r) => r.id));
    return rows.length;
  }

  /** Polls every `intervalMs` (unref'd) until `stop`. */
  start(intervalMs: number, onError: (error: unknown) => void): void {
    this.stop();
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => {
      this.poll().catch(onError);
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
