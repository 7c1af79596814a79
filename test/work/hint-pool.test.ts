// The hint pool: every hint settles by its deadline whatever its worker does (stuck, dying, never
// warm), on a fake clock with scripted workers; a refusal says why in words a player reads; a
// hint that waits is told (onQueued). And the real worker thread gives the same answers as the
// engine in process, on fixture boards with entries and notes, for `hint` and `hint r3c5`.

import { afterAll, describe, expect, it } from 'vitest';
import { classicGeometry } from '../../src/engine/geometry.ts';
import { hint, hintForCell } from '../../src/engine/logic/index.ts';
import { ok } from '../../src/engine/result.ts';
import type { HintInput, HintResult } from '../../src/bot/services.ts';
import { createHintPool, type HintPoolOptions } from '../../src/work/hint-pool.ts';
import { slimAnswer } from '../../src/work/hint-wire.ts';
import type { QueueStatus } from '../../src/work/worker-pool.ts';
import { fixturePuzzles } from '../game/fixture-puzzles.ts';
import {
  FakeTimers,
  fakeSpawner,
  track,
  type JobScript,
  type StartScript,
} from './fake-workers.ts';

const WAIT = 30_000;
const WORK = 20_000;

const [easy] = fixturePuzzles();
const board: HintInput = {
  grid: { geometry: classicGeometry(9), values: easy!.givens, givens: easy!.givens },
  solution: easy!.solution,
};
const ANSWER: HintResult = ok({ level: 1, highlights: { houses: [22] } });

function makePool(
  starts: (n: number) => StartScript,
  jobs: () => JobScript = () => ({ answerAfter: 5, answer: () => ({ result: ANSWER }) }),
  options: Partial<HintPoolOptions> = {},
) {
  const timers = new FakeTimers();
  const { spawn, workers } = fakeSpawner(timers, starts, jobs);
  const pool = createHintPool({ workers: 1, spawn, timers, ...options });
  return { pool, timers, workers };
}

const warm = () => ({ warmAfter: 100 });

describe('the hint pool settles every hint by its deadline', () => {
  it('answers with the worker’s hint once a thread is warm', async () => {
    const { pool, timers, workers } = makePool(warm);
    const asked = track(pool.hint(board, 1));
    await timers.advance(105);
    expect(asked.value()).toEqual(ANSWER);
    // The board crossed as its geometry id and digits, the level beside it.
    const sent = workers[0]!.received.at(-1)!;
    expect(sent).toMatchObject({ level: 1, board: { geometryId: 'classic9' } });
    await pool.close();
  });

  it('a stuck worker: the hint fails as a timeout at its work limit and a fresh thread starts', async () => {
    let first = true;
    const jobs = (): JobScript => {
      if (!first) return { answerAfter: 5, answer: () => ({ result: ANSWER }) };
      first = false;
      return 'never';
    };
    const { pool, timers, workers } = makePool(warm, jobs);
    void pool.warm();
    await timers.advance(100);
    const stuck = track(pool.hintForCell(board, 2, 1));
    await timers.advance(WORK - 1);
    expect(stuck.state()).toBe('pending');
    await timers.advance(1);
    const result = stuck.value()!;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ code: 'timeout' });
    expect(!result.ok && result.error.message).toMatch(/took too long to work out and was stopped/);
    expect(workers[0]!.terminated).toBe(true);
    // The next hint is answered by the replacement.
    const next = track(pool.hint(board, 1));
    await timers.advance(200);
    expect(next.value()).toEqual(ANSWER);
    expect(workers).toHaveLength(2);
    await pool.close();
  });

  it('a dying worker: the hint fails at once, saying so', async () => {
    const { pool, timers } = makePool(warm, () => ({ dieAfter: 50 }));
    void pool.warm();
    await timers.advance(100);
    const dying = track(pool.hint(board, 2));
    await timers.advance(50);
    const result = dying.value()!;
    expect(!result.ok && result.error).toMatchObject({
      code: 'failed',
      message: 'Working out that hint failed; please ask again.',
    });
    await pool.close();
  });

  it('no thread ever warm: the hint is told it waits, then refused as busy at its wait bound', async () => {
    const { pool, timers } = makePool(() => 'never');
    const told: QueueStatus[] = [];
    const waiting = track(pool.hint(board, 1, { onQueued: (status) => told.push(status) }));
    expect(told).toEqual([{ ahead: 0, starting: true }]);
    await timers.advance(WAIT - 1);
    expect(waiting.state()).toBe('pending');
    await timers.advance(1);
    const result = waiting.value()!;
    expect(!result.ok && result.error.code).toBe('busy');
    expect(!result.ok && result.error.message).toMatch(
      /waited 30 s and the bot could not get to it/,
    );
    expect(pool.readiness()).toMatch(/hint workers starting/);
    await pool.close();
  });

  it('a full line refuses at once as busy; close() settles those waiting', async () => {
    const { pool, timers } = makePool(() => 'never', undefined, { maxQueue: 2 });
    const waiting = [track(pool.hint(board, 1)), track(pool.hint(board, 1))];
    const refused = await pool.hint(board, 1);
    expect(!refused.ok && refused.error).toMatchObject({ code: 'busy' });
    expect(!refused.ok && refused.error.message).toMatch(/Too many hints/);
    await pool.close();
    await timers.advance(0);
    for (const w of waiting) {
      const result = w.value()!;
      expect(!result.ok && result.error.message).toMatch(/restarting/);
    }
  });

  it('an engine failure inside the worker is a plain failure, its detail kept for the log', async () => {
    const { pool, timers } = makePool(warm, () => ({
      answerAfter: 5,
      answer: () => ({ failure: 'RangeError: unknown geometry id odd9' }),
    }));
    const asked = track(pool.hint(board, 1));
    await timers.advance(105);
    const result = asked.value()!;
    expect(!result.ok && result.error).toMatchObject({
      code: 'failed',
      detail: 'RangeError: unknown geometry id odd9',
    });
    await pool.close();
  });
});

describe('the real hint worker thread', () => {
  const pool = createHintPool({ workers: 1 });
  afterAll(() => pool.close());

  /** Fixture boards part-way through: some entries placed, notes on a few cells. */
  function boards(): HintInput[] {
    return fixturePuzzles()
      .filter((_, i) => i % 7 === 0)
      .map((p, k) => {
        const values = Uint8Array.from(p.givens);
        const empty = [...values.keys()].filter((c) => values[c] === 0);
        for (const c of empty.slice(0, 5 + k)) values[c] = p.solution[c]!;
        const notes = new Uint32Array(81);
        const stillEmpty = [...values.keys()].filter((c) => values[c] === 0);
        for (const c of stillEmpty.slice(0, 3)) notes[c] = (1 << p.solution[c]!) | (1 << 9);
        return {
          grid: { geometry: classicGeometry(9), values, givens: p.givens },
          notes,
          solution: p.solution,
        };
      });
  }

  it('warms up, then answers every hint as the engine does in process', async () => {
    expect(await pool.warm(120_000)).toBeUndefined();
    for (const input of boards()) {
      for (const level of [1, 2, 3] as const) {
        const inProcess = hint(input, level);
        const expected = inProcess.ok ? ok(slimAnswer(inProcess.value)) : inProcess;
        expect(await pool.hint(input, level)).toEqual(expected);
      }
      const cell = [...input.grid.values.keys()].find((c) => input.grid.values[c] === 0)!;
      const inProcess = hintForCell(input, cell, 3);
      const expected = inProcess.ok ? ok(slimAnswer(inProcess.value)) : inProcess;
      expect(await pool.hintForCell(input, cell, 3)).toEqual(expected);
    }
  }, 180_000);
});
