// Store contract, puzzles and photos: pending photo transcriptions, pre-generated dailies, and
// the pool that `new` draws from, each puzzle taken once even by racing processes.

import { expect, it } from 'vitest';
import type { PlayPuzzle } from '../../src/game/puzzle.ts';
import { digitsToText } from '../../src/game/serialize.ts';
import type { Store } from '../../src/store/port.ts';
import type { ContractContext } from './contract.ts';
import { conv, PUZZLES } from './contract-fixtures.ts';

/** Registers the puzzles and photos part of the Store contract. */
export function puzzlesContract({ fresh, sibling }: ContractContext): void {
  it('keeps pending photos per user', async () => {
    const store = await fresh();
    const photo = { geometryId: 'classic9', grid: '.'.repeat(81), unsure: [3, 4], createdAt: 1 };
    await store.savePendingPhoto(conv('c1'), 'u1', photo);
    await store.savePendingPhoto(conv('c1'), 'u1', { ...photo, unsure: [4] });
    expect(await store.pendingPhoto(conv('c1'), 'u1')).toEqual({ ...photo, unsure: [4] });
    expect(await store.pendingPhoto(conv('c1'), 'u2')).toBeUndefined();
    expect(await store.pendingPhoto(conv('c2'), 'u1')).toBeUndefined();
    await store.deletePendingPhoto(conv('c1'), 'u1');
    expect(await store.pendingPhoto(conv('c1'), 'u1')).toBeUndefined();
  });

  it('keeps the first daily stored for a date', async () => {
    const store = await fresh();
    const dailyPuzzle = { ...PUZZLES[2]!, date: '2025-03-14', number: 73, rating: 2.5 };
    await store.saveDailyPuzzle(dailyPuzzle);
    await store.saveDailyPuzzle({ ...PUZZLES[3]!, date: '2025-03-14', number: 73 });
    await store.saveDailyPuzzle({ ...PUZZLES[4]!, date: '2025-03-15', number: 74 });
    expect(await store.dailyPuzzle('2025-03-14')).toEqual(dailyPuzzle);
    expect(await store.dailyPuzzle('2025-03-15')).toEqual({
      ...PUZZLES[4]!,
      date: '2025-03-15',
      number: 74,
    });
    expect(await store.dailyPuzzle('2025-03-16')).toBeUndefined();
  });

  it('hands out pooled puzzles in order, each once', async () => {
    const store = await fresh();
    await store.addPoolPuzzles([]);
    await store.addPoolPuzzles([PUZZLES[0]!, PUZZLES[1]!, { ...PUZZLES[15]!, rating: 3.1 }]);
    expect(await store.poolCounts()).toEqual(
      new Map([
        ['easy/classic', 2],
        ['medium/classic', 1],
      ]),
    );
    expect(await store.takePoolPuzzle('easy', 'classic')).toEqual(PUZZLES[0]);
    expect(await store.takePoolPuzzle('easy', 'classic')).toEqual(PUZZLES[1]);
    expect(await store.takePoolPuzzle('easy', 'classic')).toBeUndefined();
    expect(await store.takePoolPuzzle('easy', 'x')).toBeUndefined();
    expect(await store.takePoolPuzzle('medium', 'classic')).toEqual({
      ...PUZZLES[15]!,
      rating: 3.1,
    });
    expect(await store.poolCounts()).toEqual(new Map());
  });

  it('gives each pooled puzzle to one of many racing takers in two processes', async () => {
    const a = await fresh();
    const b = await sibling(a);
    const pool = Array.from({ length: 10 }, () => PUZZLES.slice(0, 10)).flat();
    await a.addPoolPuzzles(pool);
    // Eight takers, each taking until it is told the pool is empty; then it looks whether it is.
    const taken: PlayPuzzle[] = [];
    const leftWhenToldEmpty: number[] = [];
    const taker = async (store: Store) => {
      for (let p; (p = await store.takePoolPuzzle('easy', 'classic'));) taken.push(p);
      leftWhenToldEmpty.push((await store.poolCounts()).get('easy/classic') ?? 0);
    };
    await Promise.all(Array.from({ length: 8 }, (_, i) => taker(i % 2 ? a : b)));
    expect(leftWhenToldEmpty).toEqual(Array(8).fill(0));
    // Every pooled row was handed out exactly once.
    const got = taken.map((p) => digitsToText(p.givens));
    expect(got.sort()).toEqual(pool.map((p) => digitsToText(p.givens)).sort());
  });
}
