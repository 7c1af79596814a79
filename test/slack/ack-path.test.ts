// The way from a Slack request to its ack: the stage timings the adapter reports for each ack.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AckSample } from '../../adapters/slack/index.ts';
import { FakeCore } from '../discord/fake-core.ts';
import { startHarness, type Harness } from './harness.ts';
import { event, eventPayload, mention } from './signing.ts';

let h: Harness<FakeCore>;
const samples: AckSample[] = [];
beforeAll(async () => {
  h = await startHarness(new FakeCore(), { onAck: (sample) => samples.push(sample) });
});
afterAll(async () => {
  await h.close();
});

describe('ack timing', () => {
  it('a slash command reports each stage from arrival to ack, adding up to the total', async () => {
    samples.length = 0;
    await h.run(h.slash('board'));
    expect(samples.map((s) => s.label)).toEqual(['/sudoku']);
    const stages = samples[0]!.stages!;
    for (const ms of Object.values(stages)) expect(ms).toBeGreaterThanOrEqual(0);
    const parts = stages.readMs + stages.verifyMs + stages.routeMs + stages.listenerMs;
    // Each stage is rounded to 0.1 ms on its own.
    expect(Math.abs(parts - stages.totalMs)).toBeLessThanOrEqual(0.3);
    expect(stages.listenerMs).toBe(samples[0]!.ackMs);
    expect(h.logger.lines.some((l) => l.message === 'slack ack' && 'stages' in l.fields)).toBe(
      true,
    );
  });

  it('an event, which Bolt acks before any middleware, is timed up to the middleware', async () => {
    samples.length = 0;
    await h.run(event(eventPayload('mention', { text: mention('board'), files: undefined })));
    expect(samples.map((s) => s.label)).toEqual(['event app_mention']);
    expect(samples[0]!.stages).toMatchObject({ routeMs: 0, listenerMs: 0 });
  });
});
