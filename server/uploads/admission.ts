// How many files are read at once and how many may wait (server/uploads/pool.ts): at most
// `slots` inside the readers, at most `queue` waiting in arrival order. Admitted here, a file
// always finds a reader free or starts one for itself, so the pool keeps no queue of its own.

/** Every slot taken and the queue full. */
export class QueueFullError extends Error {
  constructor() {
    super('cola de lectores llena');
    this.name = 'QueueFullError';
  }
}

export interface Admission {
  /** Resolves with the function that gives the slot back; rejects when the queue is full or `signal` aborts first. */
  enter(signal: AbortSignal): Promise<() => void>;
}

export function createAdmission(slots: number, queue: number): Admission {
  let inside = 0;
  const waiting: (() => void)[] = [];

  function leave() {
    const next = waiting.shift();
    // The slot passes to the next file as it is; only with nobody waiting is it freed.
    if (next) next();
    else inside -= 1;
  }

  function ticket(): () => void {
    let used = false;
    return () => {
      if (used) return;
      used = true;
      leave();
    };
  }

  return {
    async enter(signal) {
      if (inside < slots) {
        inside += 1;
        return ticket();
      }
      if (waiting.length >= queue) throw new QueueFullError();
      await new Promise<void>((resolve, reject) => {
        const admit = () => {
          signal.removeEventListener('abort', giveUp);
          resolve();
        };
        const giveUp = () => {
          waiting.splice(waiting.indexOf(admit), 1);
          reject(signal.reason);
        };
        waiting.push(admit);
        signal.addEventListener('abort', giveUp, { once: true });
      });
      return ticket();
    },
  };
}
