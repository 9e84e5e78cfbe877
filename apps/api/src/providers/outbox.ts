import type { DevOutbox, OutboxChannel, OutboxEntry } from './types';

/** Digits only for phone numbers (`+966…`, `00966…`, `966…` are one recipient); e-mail lower-cased; a push endpoint as is. */
export function normaliseRecipient(to: string): string {
  const trimmed = to.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed; // a push endpoint
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  const digits = trimmed.replace(/\D/g, '');
  return digits.startsWith('00') ? digits.slice(2) : digits;
}

/** The sandboxes' record of every message, in memory, bounded, newest first. */
export class MemoryOutbox implements DevOutbox {
  private entries: OutboxEntry[] = [];

  constructor(readonly capacity = 500) {}

  record(entry: OutboxEntry): void {
    this.entries.unshift(entry);
    if (this.entries.length > this.capacity) this.entries.length = this.capacity;
  }

  async list(filter: { to?: string; channel?: OutboxChannel } = {}): Promise<OutboxEntry[]> {
    const to = filter.to ? normaliseRecipient(filter.to) : undefined;
    return this.entries.filter(
      (entry) => (!filter.channel || entry.channel === filter.channel) && (!to || normaliseRecipient(entry.to) === to),
    );
  }

  clear(): void {
    this.entries = [];
  }
}
