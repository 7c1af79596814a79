// The code the store benchmark measures: the current core and stores, or those of the commit
// before one-commit moves and group commit (OLD_COMMIT), extracted from git into a folder so the
// old path runs in the same benchmark, on the same machine, beside the new one.

import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CoreDeps } from '../src/bot/context.ts';
import type * as Core from '../src/bot/core.ts';
import type { Store } from '../src/store/port.ts';
import type { Renderer } from '../src/bot/ports.ts';
import type * as Render from '../src/render/index.ts';
import type * as Postgres from '../src/store/postgres.ts';
import type { PostgresStoreOptions } from '../src/store/postgres.ts';
import type * as Sqlite from '../src/store/sqlite.ts';
import type { SqliteStoreOptions } from '../src/store/sqlite.ts';
import { extractTree } from './old-tree.ts';
import type { MovePathBot } from './store-move-path.ts';

/** The last commit of main whose store wrote a typed move in two commits, one fsync each. */
export const OLD_COMMIT = '81f209b';

const repo = resolve(import.meta.dirname, '..');

/** The benchmark's child process (store-child.ts). */
export const STORE_CHILD = join(import.meta.dirname, 'store-child.ts');

/** The parts of a version of the code the benchmark drives. */
export interface StoreCode {
  createBot(deps: CoreDeps): MovePathBot;
  openSqlite(file: string, options?: SqliteStoreOptions): Store;
  openPostgres(url: string, options?: PostgresStoreOptions): Promise<Store>;
  /** The production renderer: a pool of worker threads, warmed. */
  renderPool(): Promise<Renderer & { close(): Promise<void> }>;
}

/** A version of the code measured: the current code, or the old commit's. */
export interface Variant {
  readonly name: string;
  readonly code: StoreCode;
  /** STORE_CHILD_ROOT for child processes ('' for the current code). */
  readonly root: string;
}

/**
 * Extracts OLD_COMMIT's `src`, `assets`, package.json and tsconfig.json into `dir` (with the
 * project's node_modules linked beside it); resolves to the folder, or to a reason it could not.
 */
export function extractOldCode(dir: string) {
  return extractTree(OLD_COMMIT, ['src', 'assets', 'package.json', 'tsconfig.json'], dir);
}

/** The code under `root` (the repository itself when absent). */
export async function loadCode(root = repo): Promise<StoreCode> {
  const load = async <T>(path: string) => (await import(pathToFileURL(join(root, path)).href)) as T;
  const core = await load<typeof Core>('src/bot/core.ts');
  const sqlite = await load<typeof Sqlite>('src/store/sqlite.ts');
  const postgres = await load<typeof Postgres>('src/store/postgres.ts');
  const render = await load<typeof Render>('src/render/index.ts');
  return {
    createBot: (deps) => core.createBot(deps),
    openSqlite: (file, options) => new sqlite.SqliteStore(file, options),
    openPostgres: (url, options) => postgres.PostgresStore.open(url, options),
    renderPool: async () => {
      const pool = render.createRenderPool();
      await pool.warm();
      return pool;
    },
  };
}
