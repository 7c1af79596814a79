import { describe, expect, it } from 'vitest';
import { LEVELS, type Level } from '../../src/engine/levels.ts';
import type { DailyPuzzle, PlayPuzzle, PlayVariant } from '../../src/game/puzzle.ts';
import {
  Pregenerator,
  StorePuzzleSource,
  type PuzzleFactory,
} from '../../src/bot/puzzle-supply.ts';
import { MemoryStore } from '../../src/store/memory.ts';
import { fixturePuzzles } from '../game/fixture-puzzles.ts';
import { FakeClock, MemoryLogger } from './harness.ts';

const PUZZLES = fixturePuzzles();

class FakeFactory implements PuzzleFactory {
  readonly made: string[] = [];
  failDaily = false;
  closed = false;
  levelsOf(variant: PlayVariant): readonly Level[] {
    return variant === 'classic' ? LEVELS.slice(0, 2) : variant === 'mini' ? ['easy'] : [];
  }
  async daily(date: string): Promise<DailyPuzzle> {
    if (this.failDaily) throw new Error('generator broke');
    this.made.push(`daily ${date}`);
    return { ...PUZZLES[0]!, date, number: 1 };
  }
  async fresh(level: Level, variant: PlayVariant): Promise<PlayPuzzle> {
    this.made.push(`${level} ${variant}`);
    return { ...PUZZLES[1]!, level, variant };
  }
  async close() {
    this.closed = true;
  }
}

function setup(poolSize = 2, at = '2025-03-14T23:30:00Z', days = 2) {
  const store = new MemoryStore();
  const factory = new FakeFactory();
  const logger = new MemoryLogger();
  const pre = new Pregenerator(store, factory, new FakeClock(Date.parse(at)), logger, {
    timeZone: 'Europe/Paris',
    days,
    poolSize,
    defaultLevel: 'medium',
  });
  return { store, factory, logger, pre };
}

describe('puzzle pregeneration', () => {
  it("makes today's daily first (in the deployment zone), then the default level, then the rest", async () => {
    const { pre, factory, store } = setup();
    expect(await pre.fill()).toBe(2 + 3 * 2);
    expect(factory.made.slice(0, 3)).toEqual([
      'daily 2025-03-15',
      'medium classic',
      'daily 2025-03-16',
    ]);
    // One of each level before the second of any.
    expect(factory.made.slice(3, 5).sort()).toEqual(['easy classic', 'easy mini']);
    expect(await store.poolCounts()).toEqual(
      new Map([
        ['easy/classic', 2],
        ['medium/classic', 2],
        ['easy/mini', 2],
      ]),
    );
    expect(await pre.fill()).toBe(0);
  });

  it('keeps ready the date a conversation in the zone furthest ahead (UTC+14) is on', async () => {
    // 09:00 UTC on Friday 14 March: 10:00 in Paris, already 23:00 on Friday in Kiritimati.
    const early = setup(0, '2025-03-14T09:00:00Z', 1);
    await early.pre.fill();
    expect(early.factory.made).toEqual(['daily 2025-03-14']);
    // 10:00 UTC: Saturday in Kiritimati (and in a channel there), still Friday in Paris.
    const late = setup(0, '2025-03-14T10:00:00Z', 1);
    await late.pre.fill();
    expect(late.factory.made).toEqual(['daily 2025-03-14', 'daily 2025-03-15']);
  });

  it('serves the pool through the PuzzleSource and refills after a take', async () => {
    const { pre, factory, store } = setup(1);
    await pre.fill();
    let taken = 0;
    const source = new StorePuzzleSource(
      store,
      (v) => factory.levelsOf(v),
      () => taken++,
    );
    expect(await source.hasFresh('easy', 'mini')).toBe(true);
    expect((await source.fresh('easy', 'mini'))?.variant).toBe('mini');
    expect(await source.hasFresh('easy', 'mini')).toBe(false);
    expect(await source.fresh('easy', 'mini')).toBeUndefined();
    expect(taken).toBe(1);
    expect((await source.daily('2025-03-15'))?.date).toBe('2025-03-15');
    expect(source.levelsOf('big')).toEqual([]);
    expect(await pre.fill()).toBe(1);
  });

  it('logs a failed job and carries on; stop closes the factory', async () => {
    const { pre, factory, logger } = setup(1);
    factory.failDaily = true;
    expect(await pre.fill()).toBe(3);
    expect(logger.lines.filter((l) => l.message === 'puzzle generation failed')).toHaveLength(2);
    await pre.stop();
    expect(factory.closed).toBe(true);
  });
});

describe('a daily made on demand (daily N)', () => {
  it('is made once however many ask, kept in the store, and read from there after', async () => {
    const { pre, factory, store } = setup(0);
    const source = new StorePuzzleSource(
      store,
      () => [],
      () => undefined,
      () => undefined,
      (date) => pre.makeDaily(date),
    );
    expect(await source.daily('2025-01-20')).toBeUndefined();
    const [a, b] = await Promise.all([
      source.makeDaily!('2025-01-20'),
      source.makeDaily!('2025-01-20'),
    ]);
    expect(factory.made).toEqual(['daily 2025-01-20']);
    expect(a).toEqual(b);
    expect(await source.daily('2025-01-20')).toEqual(a);
    expect(await source.makeDaily!('2025-01-20')).toEqual(a);
    expect(factory.made).toHaveLength(1);
  });

  it('rejects when the generator fails, and may be asked again', async () => {
    const { pre, factory } = setup(0);
    factory.failDaily = true;
    await expect(pre.makeDaily('2025-01-21')).rejects.toThrow('generator broke');
    factory.failDaily = false;
    expect((await pre.makeDaily('2025-01-21')).date).toBe('2025-01-21');
  });

  it('is absent from a source without a generator', () => {
    expect(new StorePuzzleSource(new MemoryStore(), () => []).makeDaily).toBeUndefined();
  });
});

describe('puzzles made while a player waits', () => {
  it('a daily the refill is making already is made once: the player joins that job', async () => {
    const { pre, factory } = setup(0, '2025-03-14T23:30:00Z', 1);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const daily = factory.daily.bind(factory);
    factory.daily = async (date) => {
      await gate;
      return daily(date);
    };
    const filling = pre.fill();
    // The refill loop is on today's daily (Paris: 2025-03-15) when a player asks for it.
    await new Promise((resolve) => setImmediate(resolve));
    const asked = pre.makeDaily('2025-03-15');
    release();
    expect((await asked).date).toBe('2025-03-15');
    await filling;
    expect(factory.made).toEqual(['daily 2025-03-15']);
  });

  it('a fresh puzzle goes into the pool, where the asker (or the next `new`) takes it', async () => {
    const { pre, factory, store } = setup(0);
    const source = new StorePuzzleSource(
      store,
      (v) => factory.levelsOf(v),
      () => undefined,
      () => undefined,
      undefined,
      (level, variant) => pre.makeFresh(level, variant),
    );
    expect(await source.fresh('medium', 'classic')).toBeUndefined();
    await source.makeFresh!('medium', 'classic');
    expect(factory.made).toEqual(['medium classic']);
    // Pooled: the asker takes it, or the next `new` if the asker stopped waiting.
    expect(await source.hasFresh('medium', 'classic')).toBe(true);
    expect((await source.fresh('medium', 'classic'))?.level).toBe('medium');
    expect(await source.hasFresh('medium', 'classic')).toBe(false);
  });
});
