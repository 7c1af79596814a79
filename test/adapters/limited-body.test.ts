import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BodyBudget, readLimitedBody } from '../../adapters/shared/limited-body.ts';

// A response whose body arrives in the given chunks, optionally declaring a length.
function responseOf(chunks: number[], declared?: number): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(7));
      controller.close();
    },
  });
  const headers = declared === undefined ? undefined : { 'content-length': String(declared) };
  return new Response(stream, { headers });
}

describe('readLimitedBody', () => {
  it('returns the whole body when it fits', async () => {
    const body = await readLimitedBody(responseOf([3, 4]), 10);
    expect(body.length).toBe(7);
    expect(body.every((b) => b === 7)).toBe(true);
  });

  it('refuses at once when the declared length is over the cap', async () => {
    await expect(readLimitedBody(responseOf([1], 11), 10, 'the photo')).rejects.toThrow(
      'the photo is 11 bytes; at most 10 are read',
    );
  });

  it('stops reading when the body is longer than declared', async () => {
    await expect(readLimitedBody(responseOf([6, 6], 5), 10)).rejects.toThrow(
      'the file is over 10 bytes',
    );
  });

  it('accepts a body of exactly the cap', async () => {
    expect((await readLimitedBody(responseOf([5, 5]), 10)).length).toBe(10);
  });
});

describe('BodyBudget', () => {
  it('never holds more than its limit, and makes room by cutting the body that holds the most', () => {
    const LIMIT = 100;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(5), fc.integer({ min: 1, max: 60 })), { maxLength: 80 }),
        (steps) => {
          const budget = new BodyBudget(LIMIT);
          const gone = new Set<number>();
          const holds = Array.from({ length: 6 }, (_, i) => budget.hold(() => gone.add(i)));
          for (const [index, n] of steps) {
            if (gone.has(index)) continue;
            const before = holds.map((h) => h.bytes);
            const wasGone = new Set(gone);
            const own = before[index]! + n;
            if (!holds[index]!.take(n)) {
              holds[index]!.release();
              gone.add(index);
              // Refused only when no other body held more than it would have.
              for (const [k, h] of holds.entries())
                if (!gone.has(k)) expect(h.bytes).toBeLessThanOrEqual(own);
            }
            for (const j of gone) {
              if (wasGone.has(j) || j === index) continue;
              // A body cut for this one held more than it, and at least as much as any kept.
              expect(before[j]!).toBeGreaterThan(own);
              for (const [k, h] of holds.entries())
                if (!gone.has(k) && k !== index) expect(before[j]!).toBeGreaterThanOrEqual(h.bytes);
            }
            const held = holds.reduce((sum, h, k) => sum + (gone.has(k) ? 0 : h.bytes), 0);
            expect(budget.stats().bytesInFlight).toBe(held);
            expect(held).toBeLessThanOrEqual(LIMIT);
          }
        },
      ),
    );
  });

  it('a small body arriving when the budget is full cuts the largest; an equal newcomer is refused', () => {
    const budget = new BodyBudget(100);
    const cut: string[] = [];
    const big = budget.hold(() => cut.push('big'));
    const mid = budget.hold(() => cut.push('mid'));
    expect(big.take(60)).toBe(true);
    expect(mid.take(40)).toBe(true);
    const late = budget.hold(() => cut.push('late'));
    expect(late.take(60)).toBe(false);
    late.release();
    const small = budget.hold(() => cut.push('small'));
    expect(small.take(5)).toBe(true);
    expect(cut).toEqual(['big']);
    expect(budget.stats()).toEqual({ bytesInFlight: 45, peakBytes: 100, cut: 2 });
  });

  it('only a small body makes room by cutting: a large newcomer is refused and cuts nothing', () => {
    const budget = new BodyBudget(100, 10);
    const cut: string[] = [];
    const stalled = budget.hold(() => cut.push('stalled'));
    expect(stalled.take(95)).toBe(true);
    const large = budget.hold(() => cut.push('large'));
    expect(large.take(20)).toBe(false);
    large.release();
    // Growing past the small size while there is no room: refused too.
    const growing = budget.hold(() => cut.push('growing'));
    expect(growing.take(5)).toBe(true);
    expect(growing.take(6)).toBe(false);
    growing.release();
    expect(cut).toEqual([]);
    // Small and no room: the stalled body goes.
    const small = budget.hold(() => cut.push('small'));
    expect(small.take(10)).toBe(true);
    expect(cut).toEqual(['stalled']);
    expect(budget.stats().bytesInFlight).toBe(10);
  });
});

describe('BodyBudget: room kept for small bodies', () => {
  it('large bodies share at most their part: a small one then arrives without cutting any', () => {
    // 100 bytes in all; bodies over 10 bytes hold at most 60 of them together.
    const budget = new BodyBudget(100, 10, 60);
    const cut: string[] = [];
    const first = budget.hold(() => cut.push('first'));
    const second = budget.hold(() => cut.push('second'));
    expect(first.take(30)).toBe(true);
    expect(second.take(30)).toBe(true);
    // A third large one is refused though 40 bytes are free: they are kept for small ones.
    const third = budget.hold(() => cut.push('third'));
    expect(third.take(20)).toBe(false);
    third.release();
    // Growing past the small size counts all its bytes as large: refused too.
    const growing = budget.hold(() => cut.push('growing'));
    expect(growing.take(8)).toBe(true);
    expect(growing.take(8)).toBe(false);
    growing.release();
    // Four small ones fit in the room kept for them, and nothing large was cut for them.
    const small = Array.from({ length: 4 }, (_, i) => budget.hold(() => cut.push(`small ${i}`)));
    for (const hold of small) expect(hold.take(10)).toBe(true);
    expect(cut).toEqual([]);
    expect(budget.stats()).toEqual({ bytesInFlight: 100, peakBytes: 100, cut: 2 });
    // A released large body gives its part back.
    first.release();
    const next = budget.hold(() => cut.push('next'));
    expect(next.take(30)).toBe(true);
  });

  it('never holds more than its limit, nor more than the large part in bodies over the small size', () => {
    const LIMIT = 100;
    const SMALL = 10;
    const LARGE = 60;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(5), fc.integer({ min: 1, max: 40 })), { maxLength: 80 }),
        (steps) => {
          const budget = new BodyBudget(LIMIT, SMALL, LARGE);
          const gone = new Set<number>();
          const holds = Array.from({ length: 6 }, (_, i) => budget.hold(() => gone.add(i)));
          for (const [index, n] of steps) {
            if (gone.has(index)) continue;
            const largeBefore = holds.reduce(
              (sum, h, k) => sum + (gone.has(k) || h.bytes <= SMALL ? 0 : h.bytes),
              0,
            );
            const own = holds[index]!.bytes + n;
            const wasGone = new Set(gone);
            if (!holds[index]!.take(n)) {
              holds[index]!.release();
              gone.add(index);
            } else if (own > SMALL) {
              // A large body never made room by cutting another.
              expect([...gone].filter((j) => !wasGone.has(j))).toEqual([]);
            }
            const held = holds.reduce((sum, h, k) => sum + (gone.has(k) ? 0 : h.bytes), 0);
            const large = holds.reduce(
              (sum, h, k) => sum + (gone.has(k) || h.bytes <= SMALL ? 0 : h.bytes),
              0,
            );
            expect(budget.stats().bytesInFlight).toBe(held);
            expect(held).toBeLessThanOrEqual(LIMIT);
            expect(large).toBeLessThanOrEqual(LARGE);
            // Refused with room left in all only when the large part would have gone over.
            if (gone.has(index) && !wasGone.has(index) && own > SMALL && held + own <= LIMIT) {
              const ownLargeBefore = own - n > SMALL ? own - n : 0;
              expect(largeBefore - ownLargeBefore + own).toBeGreaterThan(LARGE);
            }
          }
        },
      ),
    );
  });
});
