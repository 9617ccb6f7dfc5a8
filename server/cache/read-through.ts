// A map of rows read from the database, kept in this server's memory for a few seconds. Entries
// are dropped by `forget` when the row changes (server/db/changes.ts), and none is served or kept
// while `serving` is off (the server is not listening for other servers' changes).
//
// An entry holds the read's promise from the moment it starts, so concurrent requests share one
// read, and a `forget` during that read removes it: a read that may have seen the row before a
// change is never handed to a request that arrives after the change.

export interface ReadThroughOptions {
  ttlMs: number;
  maxEntries: number;
  /** Milliseconds on a clock that only goes forward. */
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V | null>;
  expiresAt: number;
  /** Its read is done. */
  settled: boolean;
}

export class ReadThroughCache<V> {
  readonly #entries = new Map<number, Entry<V>>();
  readonly #options: Required<ReadThroughOptions>;
  #serving = false;

  constructor(options: ReadThroughOptions) {
    this.#options = { now: () => performance.now(), ...options };
  }

  /** The kept row, or `load()`'s, which is kept when found (a missing row is read every time). */
  get(id: number, load: () => Promise<V | null>): Promise<V | null> {
    if (!this.#serving) return load();
    const now = this.#options.now();
    const kept = this.#entries.get(id);
    if (kept && kept.expiresAt > now) return kept.value;
    if (kept) this.#entries.delete(id);
    const value = load();
    const entry: Entry<V> = { value, expiresAt: now + this.#options.ttlMs, settled: false };
    if (this.#entries.size >= this.#options.maxEntries) this.#dropOldest();
    this.#entries.set(id, entry);
    const leave = () => {
      if (this.#entries.get(id) === entry) this.#entries.delete(id);
    };
    value.then((row) => {
      entry.settled = true;
      if (row === null) leave();
    }, leave);
    return value;
  }

  /** The kept row when its read is done, without reading or waiting; else undefined. */
  peek(id: number): Promise<V | null> | undefined {
    const kept = this.#serving ? this.#entries.get(id) : undefined;
    return kept?.settled && kept.expiresAt > this.#options.now() ? kept.value : undefined;
  }

  forget(id: number): void {
    this.#entries.delete(id);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** On: rows are kept and served. Off: every `get` reads the database; everything kept goes. */
  serve(on: boolean): void {
    this.#entries.clear();
    this.#serving = on;
  }

  #dropOldest(): void {
    // A Map iterates in insertion order: the first key is the one kept longest.
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }
}
