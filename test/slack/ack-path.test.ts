// The way from a Slack request to its ack: the stage timings the adapter reports for each ack,
// and the replay guard's claim moved behind the ack. A slow guard (a store write) no longer
// delays the ack, and a replay is still dropped before anything a person can see: the core is
// not called and no Web API or response_url call is made, in this process or another one.

import type { AnyMiddlewareArgs } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { acksBeforeReplayCheck } from '../../adapters/slack/handlers.ts';
import type { AckSample } from '../../adapters/slack/index.ts';
import {
  firstDelivery,
  MemoryReplayGuard,
  replayMiddleware,
  type ReplayGuard,
} from '../../adapters/slack/replay.ts';
import { FakeCore } from '../discord/fake-core.ts';
import { gate } from '../support/gate.ts';
import type { RecordedCall } from './fake-slack.ts';
import { MemoryLogger, startHarness } from './harness.ts';
import { HOME_ACTION_PREFIX } from '../../adapters/slack/home.ts';
import {
  ADA,
  buttonPayload,
  event,
  eventPayload,
  homePress,
  mention,
  messageShortcut,
} from './signing.ts';
import { useHarness } from './use-harness.ts';

const samples: AckSample[] = [];
const h = useHarness(new FakeCore(), { adapter: { onAck: (sample) => samples.push(sample) } });

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

/** The calls a person would see: messages posted, updated or sent through response_url. */
function replyCalls(calls: readonly RecordedCall[]): RecordedCall[] {
  return calls.filter((c) => c.method === 'response_url' || c.method.startsWith('chat.'));
}

/**
 * A shared guard whose every answer takes `delay` ms, or waits for `delay` to settle (a slow
 * store); counts its claims.
 */
function slowGuard(delay: number | Promise<void>): ReplayGuard & { claims: string[] } {
  const inner = new MemoryReplayGuard();
  const claims: string[] = [];
  return {
    claims,
    async first(key, ttlMs) {
      claims.push(key);
      // Decided at once (as a store's unique claim is), answered late.
      const answer = inner.first(key, ttlMs);
      await (typeof delay === 'number'
        ? new Promise((resolve) => setTimeout(resolve, delay))
        : delay);
      return answer;
    },
  };
}

describe('the replay claim after the ack', () => {
  it('a slow guard does not delay the ack; the command runs once it says first', async () => {
    // The guard answers only once the ack is in: an explicit event, not a race.
    const held = gate();
    const guard = slowGuard(held.opened);
    const own = await startHarness(new FakeCore(), { replayGuard: guard });
    try {
      const response = await own.send(own.slash('board'));
      expect(response.status).toBe(200);
      expect(guard.claims).toHaveLength(1);
      // The core waits for the guard's answer.
      expect(own.core.inbounds).toHaveLength(0);
      held.open();
      await own.settle();
      expect(own.core.inbounds).toHaveLength(1);
      expect(
        own.api.calls.some((c) => c.method === 'response_url' || c.method.startsWith('chat.')),
      ).toBe(true);
    } finally {
      await own.close();
    }
  });

  it('a copy sent while the first is still being claimed runs once, and shows nothing', async () => {
    const guard = slowGuard(200);
    const own = await startHarness(new FakeCore(), { replayGuard: guard });
    try {
      const undo = own.slash('undo');
      const acks = await Promise.all([own.send(undo), own.send(undo), own.send(undo)]);
      expect(acks.map((a) => a.status)).toEqual([200, 200, 200]);
      await own.settle();
      expect(own.core.inbounds).toHaveLength(1);
      expect(
        own.logger.lines.filter((l) => l.message === 'slack replayed request dropped'),
      ).toHaveLength(2);
      // The replies of one run: the copies reach neither the Web API nor response_url.
      const reference = await startHarness(new FakeCore());
      try {
        const once = await reference.run(reference.slash('undo'));
        expect(replyCalls(own.api.calls)).toHaveLength(replyCalls(once.calls).length);
      } finally {
        await reference.close();
      }
    } finally {
      await own.close();
    }
  });

  it('a command, a press and a shortcut replayed to another process are dropped there', async () => {
    const shared = slowGuard(50);
    const one = await startHarness(new FakeCore(), { replayGuard: shared });
    const two = await startHarness(new FakeCore(), { replayGuard: shared });
    try {
      const requests = [
        one.slash('undo'),
        one.button('hint', { messageTs: '1700000000.000100' }),
        messageShortcut({ ts: '1700000000.000200' }, { responseUrl: one.api.responseUrl() }),
      ];
      for (const request of requests) await one.run(request);
      const ran = one.core.inbounds.length + one.api.calls.length;
      expect(ran).toBeGreaterThan(0);
      for (const request of requests) {
        const replayed = await two.run(request);
        expect(replayed.response.status).toBe(200);
        expect(replayed.calls).toEqual([]);
      }
      expect(two.core.inbounds).toHaveLength(0);
      expect(shared.claims).toHaveLength(6);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('replayMiddleware', () => {
  const body = { trigger_id: '1.2.3', team_id: 'T1', command: '/sudoku' };

  /** Runs the middleware on `body` with a `next` that does `listener`; the ack count. */
  async function through(
    guard: ReplayGuard,
    checkedAfterAck: boolean,
    listener: (context: Record<string, unknown>) => Promise<void>,
  ) {
    const context: Record<string, unknown> = {};
    let acked = 0;
    let ran = false;
    const args = {
      body,
      context,
      ack: async () => {
        acked++;
      },
      next: async () => {
        ran = true;
        await listener(context);
      },
    } as unknown as AnyMiddlewareArgs & { next: () => Promise<void> };
    const middleware = replayMiddleware(guard, new MemoryLogger(), {
      checkedAfterAck: () => checkedAfterAck,
    });
    await middleware(args as Parameters<typeof middleware>[0]);
    return { acked, ran };
  }

  it('leaves the claim to a listener that checks after its ack, and claims once', async () => {
    const guard = slowGuard(0);
    const answers: boolean[] = [];
    const first = await through(guard, true, async (context) => {
      expect(guard.claims).toHaveLength(0);
      answers.push(await firstDelivery(context), await firstDelivery(context));
    });
    const again = await through(guard, true, async (context) => {
      answers.push(await firstDelivery(context));
    });
    expect(answers).toEqual([true, true, false]);
    expect(guard.claims).toHaveLength(2);
    // The middleware neither acks nor stops these: the listener acks and then asks.
    expect([first, again]).toEqual([
      { acked: 0, ran: true },
      { acked: 0, ran: true },
    ]);
  });

  it('claims a key no listener asked about (a menu pick that only acks)', async () => {
    const guard = slowGuard(0);
    await through(guard, true, async () => {});
    expect(guard.claims).toEqual(['trigger:T1:1.2.3']);
    let asked: boolean | undefined;
    await through(guard, true, async (context) => {
      asked = await firstDelivery(context);
    });
    expect(asked).toBe(false);
  });

  it('claims other requests before any listener, acking and stopping a replay', async () => {
    const guard = slowGuard(0);
    const first = await through(guard, false, async (context) => {
      expect(guard.claims).toHaveLength(1);
      // Nothing left to ask: the middleware has answered.
      expect(await firstDelivery(context)).toBe(true);
    });
    const again = await through(guard, false, async () => {});
    expect([first, again]).toEqual([
      { acked: 0, ran: true },
      { acked: 1, ran: false },
    ]);
  });

  it('a failing guard lets the request run after the ack', async () => {
    const broken: ReplayGuard = { first: () => Promise.reject(new Error('store is down')) };
    let asked: boolean | undefined;
    await through(broken, true, async (context) => {
      asked = await firstDelivery(context);
    });
    expect(asked).toBe(true);
  });
});

/** A shared guard whose answers wait until the test lets them go; counts its claims. */
function heldGuard(): ReplayGuard & { claims: string[]; release(): void } {
  const inner = new MemoryReplayGuard();
  const claims: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    claims,
    release: () => release(),
    async first(key, ttlMs) {
      claims.push(key);
      const answer = inner.first(key, ttlMs);
      await held;
      return answer;
    },
  };
}

describe('a Home tab press', () => {
  it('is acknowledged while its claim is still unanswered, and a replay runs nothing', async () => {
    const guard = heldGuard();
    const own = await startHarness(new FakeCore(), { replayGuard: guard });
    try {
      const press = homePress(`${HOME_ACTION_PREFIX}new`, 'new', ADA);
      const first = await own.send(press);
      expect(first.status).toBe(200);
      expect(guard.claims).toHaveLength(1);
      expect(own.core.inbounds).toHaveLength(0);
      guard.release();
      await own.settle();
      expect(own.core.inbounds.map((i) => i.command)).toEqual([{ kind: 'new' }]);
      expect((await own.send(press)).status).toBe(200);
      await own.settle();
      expect(own.core.inbounds).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});

describe('acksBeforeReplayCheck', () => {
  it('covers the requests whose listeners ack first: commands, our presses, the shortcut', () => {
    const press = buttonPayload('hint', { messageTs: '1.2' });
    const foreign = { ...press, actions: [{ ...press.actions[0], action_id: 'other:thing' }] };
    const shortcut = JSON.parse(
      new URLSearchParams(messageShortcut({ ts: '1.2' }).body).get('payload')!,
    );
    expect(acksBeforeReplayCheck({ command: '/sudoku' })).toBe(true);
    expect(acksBeforeReplayCheck({ command: '/hint' })).toBe(true);
    expect(acksBeforeReplayCheck(press)).toBe(true);
    expect(acksBeforeReplayCheck(shortcut)).toBe(true);
    const home = JSON.parse(
      new URLSearchParams(homePress(`${HOME_ACTION_PREFIX}today`, 'today', ADA).body).get(
        'payload',
      )!,
    );
    expect(acksBeforeReplayCheck(home)).toBe(true);
    expect(acksBeforeReplayCheck(foreign)).toBe(false);
    expect(acksBeforeReplayCheck({ ...shortcut, callback_id: 'someone_elses' })).toBe(false);
    expect(acksBeforeReplayCheck({ type: 'view_submission', trigger_id: 't' })).toBe(false);
    for (const odd of [undefined, null, 'text', {}, { type: 'block_actions', actions: 'x' }]) {
      expect(acksBeforeReplayCheck(odd)).toBe(false);
    }
  });
});
