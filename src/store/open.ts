// Opening the store the configuration chooses: PostgreSQL when DATABASE_URL is set (several
// processes on one database), otherwise the SQLite file at DATABASE_PATH (the default). The
// drivers load only when chosen. A failure to open names the variable to fix.

import { StoreSchemaError, StoreUnavailableError } from './errors.ts';
import type { Store } from './port.ts';
import { describeOpenFailure, describeServer } from './postgres-errors.ts';

/** SQLite's `synchronous` modes the configuration offers (see SqliteStoreOptions). */
export const SQLITE_SYNCHRONOUS_MODES = ['full', 'normal'] as const;
export type SqliteSynchronous = (typeof SQLITE_SYNCHRONOUS_MODES)[number];

/** The configuration's store settings (a subset of Config). */
export interface StoreSettings {
  /** The SQLite file (DATABASE_PATH), used when DATABASE_URL is not set. */
  readonly databasePath: string;
  /** PostgreSQL instead of SQLite (DATABASE_URL): for several processes on one database. */
  readonly databaseUrl?: string;
  /** Connections each process keeps to PostgreSQL at most (DATABASE_POOL_SIZE). */
  readonly databasePoolSize: number;
  /** SQLite durability (SQLITE_SYNCHRONOUS): `full` by default, `normal` for speed. */
  readonly sqliteSynchronous: SqliteSynchronous;
}

/** Where the store's warnings go. */
export interface StoreLogger {
  warn(message: string, fields?: Record<string, unknown>): void;
}

/** Whether `text` is a URL the PostgreSQL driver takes (postgres:// or postgresql://). */
export function isPostgresUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}

/** A loggable one-line description of the chosen store (no password). */
export function describeStore(settings: StoreSettings): string {
  return settings.databaseUrl
    ? `postgresql ${describeServer(settings.databaseUrl)}`
    : `sqlite ${settings.databasePath} (synchronous=${settings.sqliteSynchronous})`;
}

/** Opens (and migrates) the configured store; rejects with a message naming the variable. */
export async function openStore(settings: StoreSettings, logger?: StoreLogger): Promise<Store> {
  const url = settings.databaseUrl;
  if (url === undefined) {
    const { SqliteStore } = await import('./sqlite.ts');
    try {
      return new SqliteStore(settings.databasePath, { synchronous: settings.sqliteSynchronous });
    } catch (error) {
      if (error instanceof StoreSchemaError) throw error;
      const detail = error instanceof Error ? error.message : String(error);
      throw new Error(
        `DATABASE_PATH: cannot open the SQLite file ${settings.databasePath}: ${detail}`,
        {
          cause: error,
        },
      );
    }
  }
  const { PostgresStore } = await import('./postgres.ts');
  try {
    return await PostgresStore.open(url, {
      poolSize: settings.databasePoolSize,
      onConnectionLost: (error) =>
        logger?.warn('a database connection was lost; the pool opens a new one when needed', {
          error: error.message,
        }),
    });
  } catch (error) {
    if (error instanceof StoreSchemaError) throw error;
    throw new StoreUnavailableError(`DATABASE_URL: ${describeOpenFailure(error, url)}`, {
      cause: error,
    });
  }
}
