import type { Db } from '../index';

/** A transaction handed out by `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a repository function runs its queries: the database or an open transaction. */
export type Executor = Db | Tx;
