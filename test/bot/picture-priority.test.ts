// Whose pictures go first when the picture threads are busy: a player's (a move, a hint) are
// drawn before the daily post's, which nobody is waiting on (RenderOptions.priority).

import { describe, expect, it } from 'vitest';
import { harness } from './harness.ts';
import { MarkingPoster } from './scheduler-support.ts';

describe('picture priority', () => {
  it("asks for the daily post's pictures as bulk and a player's as interactive", async () => {
    const h = harness({ at: '2025-03-14T08:00:00Z' });
    h.bot.registerPoster(new MarkingPoster());
    await h.send('schedule 09:00');
    h.clock.set('2025-03-14T09:00:00Z');
    h.renderer.priorities.length = 0;
    expect((await h.bot.scheduler.tick()).posted).toEqual(['web:general']);
    expect(h.renderer.priorities.length).toBeGreaterThan(0);
    expect(new Set(h.renderer.priorities)).toEqual(new Set(['bulk']));
    h.renderer.priorities.length = 0;
    await h.send('today');
    expect(h.renderer.priorities).toEqual(['interactive']);
  });
});
