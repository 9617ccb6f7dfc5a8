import Dexie from 'dexie';

/**
 * Runs `task` once the outermost Dexie transaction running now has committed, and never when
 * it is rolled back; outside a transaction, on the next turn. For work that must not run inside
 * the transaction (a request to the server) and must not run for a change that did not land:
 * an outbox acknowledgement runs inside the drain's transaction, which may still fail after it.
 */
export function afterCommit(task: () => void): void {
  let transaction = Dexie.currentTransaction;
  if (!transaction) {
    setTimeout(task, 0);
    return;
  }
  while (transaction.parent) transaction = transaction.parent;
  transaction.on('complete', task);
}
