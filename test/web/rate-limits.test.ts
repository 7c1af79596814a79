// The move API's guards alone, on an injected clock: the token bucket lets a burst through and
// then a steady pace, per client; the replay window accepts each sequence number once, in any
// order within the window, and refuses what it can no longer tell.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RateLimiter, REPLAY_WINDOW, ReplayWindow } from '../../adapters/web/rate-limits.ts';

describe('the token bucket', () => {
  it('lets the burst through at one instant, then refills at its pace, per client', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(20, 8, () => now);
    const taken = Array.from({ length: 100 }, () => limiter.take('ada')).filter(Boolean);
    expect(taken).toHaveLength(20);
    expect(limiter.take('grace')).toBe(true);
    expect(limiter.waitSeconds('ada')).toBe(1);
    now += 500; // half a second: four moves
    expect(Array.from({ length: 10 }, () => limiter.take('ada')).filter(Boolean)).toHaveLength(4);
    now += 3_600_000; // an hour refills no more than the burst
    expect(Array.from({ length: 30 }, () => limiter.take('ada')).filter(Boolean)).toHaveLength(20);
  });

  it('never lets more through than the burst plus the pace over any stretch of time', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 300 }), (gaps) => {
        let now = 0;
        const limiter = new RateLimiter(20, 8, () => now);
        let allowed = 0;
        for (const gap of gaps) {
          now += gap;
          if (limiter.take('c')) allowed++;
        }
        return allowed <= 20 + Math.floor((now / 1000) * 8) + 1;
      }),
    );
  });
});

describe('the replay window', () => {
  it('accepts each number once, in any order within the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 400 }), (seqs) => {
        const window = new ReplayWindow();
        const accepted = new Set<number>();
        let newest = -1;
        for (const seq of seqs) {
          const answer = window.accept(seq);
          if (answer === 'ok') {
            if (accepted.has(seq)) return false;
            accepted.add(seq);
          } else if (answer === 'replayed' && !accepted.has(seq)) return false;
          else if (answer === 'too-old' && seq > newest - REPLAY_WINDOW) return false;
          if (answer === 'ok') newest = Math.max(newest, seq);
        }
        return true;
      }),
    );
  });

  it('accepts requests that overtook each other, and refuses repeats', () => {
    const window = new ReplayWindow();
    expect([5, 3, 4, 0, 1, 2].map((s) => window.accept(s))).toEqual(Array(6).fill('ok'));
    expect(window.accept(4)).toBe('replayed');
    expect(window.accept(200)).toBe('ok');
    expect(window.accept(100)).toBe('too-old');
  });
});
