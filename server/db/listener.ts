// LISTEN on a PostgreSQL channel through a connection of its own (a pooled one is handed to
// other queries and would miss notifications between them). When that connection fails it is
// reported at once and opened again with a growing delay until `stop()`.
import pg from 'pg';

export interface ListenHandlers {
  /** A notification's payload. */
  notify(payload: string): void;
  /** LISTEN is in place: from now on no notification is missed (again after a reconnection). */
  listening(): void;
  /** The connection failed or could not be opened: notifications may be lost until `listening`. */
  lost(error: unknown): void;
}

export interface RetryDelays {
  /** Delay before the first new attempt, doubled on each failure up to `maxMs`. */
  firstMs: number;
  maxMs: number;
}

export const LISTEN_RETRY: RetryDelays = { firstMs: 100, maxMs: 5_000 };

/** Starts listening; resolves after the first attempt, whatever its outcome, with `stop`. */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  retry: RetryDelays = LISTEN_RETRY,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, error: unknown) => {
    if (current !== client) return;
    current = null;
    client.removeAllListeners('notification');
    // An 'error' the client emits while ending must not become an uncaught exception.
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (stopped) return;
    handlers.lost(error);
    const delay = Math.min(retry.maxMs, retry.firstMs * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => void connect(), delay * (0.5 + Math.random() / 2));
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: url,
      application_name: 'opositor cache',
      // A peer that vanished without closing (a network cut) is noticed by TCP keep-alive.
      keepAlive: true,
    });
    current = client;
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('la conexión de LISTEN se cerró')));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (current !== client || stopped) return;
    failures = 0;
    handlers.listening();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    if (client) await client.end().catch(() => undefined);
  };
}
