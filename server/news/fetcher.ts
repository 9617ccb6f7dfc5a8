// Reads the configured news feeds every `intervalMs` (30 minutes by default), all at once and
// each with its own deadline, and keeps what it read in the database. It never delays the
// server's start: the first read begins once the server is listening, in the background.
import type { FastifyBaseLogger } from 'fastify';
import type { NewsFeed, NewsSettings } from '../config';
import type { Db } from '../db';
import { recordFeedFailure, replaceFeedItems } from '../db/repositories/news';
import type { ParsedItem } from './parse';
import { parseNewsFeed } from './parse';
import { readFeed } from './read-feed';

export interface FeedResult {
  feed: NewsFeed;
  ok: boolean;
  items: number;
  error: string | null;
}

export interface NewsFetcher {
  /** Reads every feed once; resolves when all have been read or have failed. */
  refreshAll(): Promise<FeedResult[]>;
  start(): void;
  stop(): Promise<void>;
}

export function createNewsFetcher(
  db: Db,
  settings: Pick<NewsSettings, 'feeds' | 'intervalMs' | 'timeoutMs'>,
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): NewsFetcher {
  const stopping = new AbortController();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<FeedResult[]> | null = null;

  /** Downloads and parses one feed; no database work, so a slow write never eats a deadline. */
  async function read(feed: NewsFeed): Promise<ParsedItem[]> {
    const text = await readFeed(feed.url, settings.timeoutMs, stopping.signal);
    return parseNewsFeed(text);
  }

  async function store(
    feed: NewsFeed,
    outcome: PromiseSettledResult<ParsedItem[]>,
  ): Promise<FeedResult> {
    if (outcome.status === 'fulfilled') {
      try {
        await replaceFeedItems(db, feed.lista, feed.url, outcome.value);
        return { feed, ok: true, items: outcome.value.length, error: null };
      } catch (error) {
        return failed(feed, error);
      }
    }
    return failed(feed, outcome.reason);
  }

  async function failed(feed: NewsFeed, reason: unknown): Promise<FeedResult> {
    const message = reason instanceof Error ? reason.message : String(reason);
    if (!stopping.signal.aborted) {
      await recordFeedFailure(db, feed.lista, feed.url, message).catch(() => undefined);
      log?.warn(
        { feed: feed.url, error: message },
        'noticias: no se pudo leer el feed; se sirve la última copia buena',
      );
    }
    return { feed, ok: false, items: 0, error: message };
  }

  async function round(): Promise<FeedResult[]> {
    // Feeds are read at once; their writes go one at a time (embedded PGlite is a single
    // connection), each as soon as its feed has answered, so a hanging feed holds back no other.
    let writes: Promise<unknown> = Promise.resolve();
    return Promise.all(
      settings.feeds.map(async (feed) => {
        const [outcome] = await Promise.allSettled([read(feed)]);
        const stored = writes.then(() => store(feed, outcome));
        writes = stored;
        return stored;
      }),
    );
  }

  function refreshAll(): Promise<FeedResult[]> {
    // One round at a time: a slow round is not stacked on by the next tick.
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    refreshAll,
    start() {
      if (timer || stopping.signal.aborted) return;
      setImmediate(() => void refreshAll());
      timer = setInterval(() => void refreshAll(), settings.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running?.catch(() => undefined);
    },
  };
}
