// The Store contract: one suite, run against every backend (memory.test.ts, sqlite.test.ts,
// postgres.test.ts each call `describeStoreContract`). To add a Store method, add its `it` to the
// matching contract-*.ts part (or a new part, listed in PARTS below): it then runs on all three.

import { afterEach, describe } from 'vitest';
import type { Store } from '../../src/store/port.ts';
import { boardsContract } from './contract-boards.ts';
import { claimsContract } from './contract-claims.ts';
import { gamesContract } from './contract-games.ts';
import { installationsContract } from './contract-installations.ts';
import { picksContract } from './contract-picks.ts';
import { puzzlesContract } from './contract-puzzles.ts';
import { schedulesContract } from './contract-schedules.ts';
import { settingsContract } from './contract-settings.ts';
import { uploadsContract } from './contract-uploads.ts';

/** How the contract reaches one backend. */
export interface StoreBackend {
  readonly name: string;
  /** A store on a fresh, empty database. */
  fresh(): Promise<Store>;
  /**
   * Another store on the same database as `store`: a second process's view, for races and
   * persistence. Absent where the data lives in one object (memory).
   */
  sibling?(store: Store): Promise<Store>;
  /** Rows in the one-time claims table, live or expired (to see expired ones purged). */
  claimRows(store: Store): Promise<number>;
}

/** What each part of the contract gets: the backend, with every store it opens closed after. */
export interface ContractContext {
  readonly backend: StoreBackend;
  /** A fresh store, closed after the test. */
  fresh(): Promise<Store>;
  /**
   * A second view of `store`'s database, closed after the test: another process's store, or
   * `store` itself where the data lives in one object (memory).
   */
  sibling(store: Store): Promise<Store>;
}

const PARTS: readonly ((c: ContractContext) => void)[] = [
  gamesContract,
  schedulesContract,
  claimsContract,
  puzzlesContract,
  boardsContract,
  settingsContract,
  installationsContract,
  uploadsContract,
  picksContract,
];

/** Registers the whole Store contract for `backend`. */
export function describeStoreContract(backend: StoreBackend): void {
  describe(`Store contract: ${backend.name}`, () => {
    const opened: Store[] = [];
    const keep = (store: Store) => (opened.push(store), store);
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close().catch(() => undefined)));
    });
    const context: ContractContext = {
      backend,
      fresh: async () => keep(await backend.fresh()),
      sibling: async (store) => (backend.sibling ? keep(await backend.sibling(store)) : store),
    };
    for (const part of PARTS) part(context);
  });
}
