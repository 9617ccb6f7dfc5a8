// Work done after the answer has left, one job at a time in arrival order: today the password
// recovery (look the address up, make the link, send the mail), so that `recover` answers in
// the same time whether an account exists or not (a slower answer for a real address would tell
// who has an account) and a slow SMTP server delays nobody. A job that fails is tried again
// after each of `retryDelaysMs`; after the last it is logged and dropped. Kept in memory: jobs
// still waiting when the process stops are lost (a user who gets no mail asks again).
import type { FastifyBaseLogger } from 'fastify';

export interface JobQueue {
  push(name: string, job: () => Promise<void>): void;
  /** Resolves when no job is waiting or running (tests, shutdown). */
  idle(): Promise<void>;
  /** Drops the jobs not started and the pending retries. */
  close(): void;
}

export const RETRY_DELAYS_MS = [1_000, 10_000, 60_000];

export function createJobQueue(
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): JobQueue {
  const waiting: { name: string; job: () => Promise<void>; attempt: number }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let running = false;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  function settleIdle() {
    if (running || waiting.length > 0 || timers.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async function drain() {
    if (running) return;
    running = true;
    for (let next = waiting.shift(); next && !closed; next = waiting.shift()) {
      try {
        await next.job();
      } catch (error) {
        const delay = retryDelaysMs[next.attempt];
        if (delay === undefined) {
          log.error(
            { err: error, job: next.name, attempts: next.attempt + 1 },
            'tarea en segundo plano abandonada',
          );
          continue;
        }
        log.warn(
          { err: error, job: next.name, retryInMs: delay },
          'tarea en segundo plano fallida: se reintentará',
        );
        const retry = { ...next, attempt: next.attempt + 1 };
        const timer = setTimeout(() => {
          timers.delete(timer);
          waiting.push(retry);
          void drain();
        }, delay);
        timer.unref();
        timers.add(timer);
      }
    }
    running = false;
    settleIdle();
  }

  return {
    push(name, job) {
      if (closed) return;
      waiting.push({ name, job, attempt: 0 });
      void drain();
    },
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIdle();
      }),
    close() {
      closed = true;
      waiting.length = 0;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      settleIdle();
    },
  };
}
