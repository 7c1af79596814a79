// The PostgreSQL store's connection pool and how statements run on it: named statements with
// typed rows, BIGINT as numbers, transactions on one connection, and every connection failure
// turned into a StoreUnavailableError. A broken connection is dropped from the pool and a fresh
// one is opened on the next statement, so the store reconnects by itself once the server is back.

import pg from 'pg';
import { asStoreFailure, isConnectionFailure } from './postgres-errors.ts';
import { migratePostgres } from './postgres-migrations.ts';
import type { Statement } from './postgres-statements.ts';

export interface PostgresStoreOptions {
  /** Most connections this process opens (default 10). */
  readonly poolSize?: number;
  /** How long to wait for a new connection before failing the command (default 5000 ms). */
  readonly connectTimeoutMs?: number;
  /** Longest a statement may run on the server (default 15000 ms). */
  readonly statementTimeoutMs?: number;
  /** Told about a pooled idle connection that broke (e.g. the server restarted). */
  readonly onConnectionLost?: (error: Error) => void;
}

/** BIGINT columns (epoch milliseconds) as numbers: exact below 2^53, and ms never reach that. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

type Values = readonly unknown[];

/** A LISTEN connection (PostgresDatabase.listen), closed when no longer wanted. */
export interface Listening {
  close(): Promise<void>;
}

/** Where a statement runs: the pool (any connection) or one connection inside a transaction. */
export type Runner = pg.Pool | pg.PoolClient;

/** A migrated database behind a connection pool. */
export class PostgresDatabase {
  private closed = false;
  /** Round trips sent so far, by statement name (BEGIN and COMMIT too): tests and benchmarks. */
  readonly roundTrips = new Map<string, number>();

  private constructor(
    private readonly pool: pg.Pool,
    private readonly listenerConfig: pg.ClientConfig,
  ) {}

  /**
   * Connects to `url` and brings the schema up to date (or refuses one newer than this code).
   * Rejects with the driver's error when the server can't be reached.
   */
  static async open(url: string, options: PostgresStoreOptions = {}): Promise<PostgresDatabase> {
    const connection = {
      connectionString: url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      statement_timeout: options.statementTimeoutMs ?? 15_000,
      keepAlive: true,
      types,
    };
    const pool = new pg.Pool({
      ...connection,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      application_name: 'sudoku-bot',
    });
    // Without a listener, an idle connection dropped by the server would crash the process.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    try {
      const client = await pool.connect();
      try {
        await migratePostgres(client);
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return new PostgresDatabase(pool, { ...connection, application_name: 'sudoku-bot-listen' });
  }

  /** The rows a statement returns. */
  async rows<R extends pg.QueryResultRow>(
    statement: Statement,
    values: Values,
    runner: Runner = this.pool,
  ): Promise<R[]> {
    this.count(statement.name);
    try {
      const result = await runner.query<R>({ ...statement, values: [...values] });
      return result.rows;
    } catch (error) {
      throw asStoreFailure(error, statement.name);
    }
  }

  /** The first row a statement returns, if any. */
  async one<R extends pg.QueryResultRow>(
    statement: Statement,
    values: Values,
  ): Promise<R | undefined> {
    return (await this.rows<R>(statement, values))[0];
  }

  /** How many rows a write changed. */
  async changes(statement: Statement, values: Values): Promise<number> {
    this.count(statement.name);
    try {
      const result = await this.pool.query({ ...statement, values: [...values] });
      return result.rowCount ?? 0;
    } catch (error) {
      throw asStoreFailure(error, statement.name);
    }
  }

  /** Runs `work` in one transaction on one pooled connection. */
  async transaction<T>(what: string, work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw asStoreFailure(error, what);
    }
    // A checked-out connection that breaks between statements emits 'error'; the next
    // statement then fails and reports it, so the event itself needs no more than a listener.
    const ignore = () => undefined;
    client.on('error', ignore);
    let failure: unknown;
    try {
      this.count('BEGIN');
      await client.query('BEGIN');
      const value = await work(client);
      this.count('COMMIT');
      await client.query('COMMIT');
      return value;
    } catch (error) {
      failure = error;
      this.count('ROLLBACK');
      await client.query('ROLLBACK').catch(ignore);
      throw asStoreFailure(error, what);
    } finally {
      client.off('error', ignore);
      // A broken connection is dropped from the pool instead of being handed out again.
      client.release(isConnectionFailure(failure) ? (failure as Error) : undefined);
    }
  }

  /**
   * LISTENs on `channel` over a connection of its own (outside the pool): `onMessage` gets each
   * notification's payload, `onLost` is told once if that connection breaks. Rejects with a
   * StoreUnavailableError when the server can't be reached.
   */
  async listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: () => void,
  ): Promise<Listening> {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    const client = new pg.Client(this.listenerConfig);
    let up = false;
    let ended = false;
    const end = () => client.end().catch(() => undefined);
    const lost = () => {
      if (!up || ended) return;
      ended = true;
      void end();
      onLost();
    };
    // Without an 'error' listener a broken connection would crash the process.
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      ended = true;
      await end();
      throw asStoreFailure(error, `listen ${channel}`);
    }
    up = true;
    return {
      close: async () => {
        ended = true;
        await end();
      },
    };
  }

  private count(name: string): void {
    this.roundTrips.set(name, (this.roundTrips.get(name) ?? 0) + 1);
  }

  /** Closes every connection (once). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
