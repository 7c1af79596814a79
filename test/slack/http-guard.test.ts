// The Slack endpoint against hostile requests, through the real Bolt app: oversized bodies
// (unsigned and signed, declared or streamed) refused before they are read, the same cap with or
// without a signature header, timestamps too far ahead refused, replayed commands, button
// presses and events run once, and the listen address. Slow clients: http-limits.test.ts.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkHeaders, MAX_CLOCK_SKEW_SECONDS } from '../../adapters/slack/receiver.ts';
import {
  claimGuard,
  MemoryReplayGuard,
  replayKeyOf,
  type ReplayGuard,
} from '../../adapters/slack/replay.ts';
import { FakeCore } from '../discord/fake-core.ts';
import { startHarness } from './harness.ts';
import { stream } from './http-stream.ts';
import { ADA, event, eventPayload, mention, sign } from './signing.ts';
import { useHarness } from './use-harness.ts';

const MB = 1024 * 1024;
const h = useHarness(new FakeCore(), { users: [ADA] });

function signedHeaders(timestamp = Math.floor(Date.now() / 1000)): Record<string, string> {
  return {
    'x-slack-request-timestamp': String(timestamp),
    'x-slack-signature': sign('anything', timestamp),
  };
}

describe('oversized bodies', () => {
  it('a 256 MB body, unsigned or signed, declared or streamed, is refused before it is read', async () => {
    const before = h.core.inbounds.length;
    const cases = [
      await stream(h.url, 256 * MB, {}, true),
      await stream(h.url, 256 * MB, {}, false),
      await stream(h.url, 256 * MB, signedHeaders(), true),
      await stream(h.url, 256 * MB, signedHeaders(), false),
    ];
    expect(cases.map((c) => c.status)).toEqual([413, 413, 413, 413]);
    for (const c of cases) {
      // Answered while most of the body was still unsent, and nothing near its size was kept.
      expect(c.sentBeforeAnswer).toBeLessThan(32 * MB);
      expect(c.rssGrowth).toBeLessThan(48 * MB);
    }
    expect(h.core.inbounds.length).toBe(before);
    expect(h.logger.lines.filter((l) => l.message === 'slack request refused').length).toBe(4);
    // The endpoint keeps serving.
    expect((await h.run(h.slash('board'))).response.status).toBe(200);
  });

  it('the cap is a setting: a signed body one byte over it gets 413, one at it runs', async () => {
    const small = await startHarness(new FakeCore(), { maxBodyBytes: 2048 });
    try {
      const fits = small.slash('board ' + ' '.repeat(1));
      const room = 2048 - Buffer.byteLength(fits.body);
      const atCap = {
        ...fits,
        body: fits.body.replace('text=board', `text=board${'+'.repeat(room)}`),
      };
      expect(Buffer.byteLength(atCap.body)).toBe(2048);
      const over = { ...atCap, body: atCap.body + '+' };
      expect((await small.send(over)).status).toBe(413);
      expect((await small.run(atCap)).response.status).toBe(200);
      expect(small.core.last.command).toEqual({ kind: 'board' });
    } finally {
      await small.close();
    }
  });

  it('a signature header does not raise the cap: one cap for every request', () => {
    const nowMs = Date.parse('2025-03-14T10:00:00Z');
    const fresh = String(Math.floor(nowMs / 1000));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 * MB }),
        fc.constantFrom({}, { 'x-slack-signature': 'v0=abc', 'x-slack-request-timestamp': fresh }),
        (declared, signature) => {
          const checked = checkHeaders(
            { 'content-length': String(declared), ...signature },
            MB,
            nowMs,
          );
          return declared > MB ? checked?.status === 413 : checked === undefined;
        },
      ),
    );
  });

  it("Slack's unsigned ssl_check still gets its 200; other unsigned requests a 401", async () => {
    const form = { contentType: 'application/x-www-form-urlencoded' };
    expect(
      (await h.send({ ...form, body: 'ssl_check=1&token=abc' }, { signature: '' })).status,
    ).toBe(200);
    expect((await h.send(h.slash('board'), { signature: '' })).status).toBe(401);
  });
});

describe('timestamps', () => {
  it('a request stamped more than five minutes ahead is refused, 24 hours ahead too', async () => {
    const before = h.core.inbounds.length;
    const now = Math.floor(Date.now() / 1000);
    const ahead = await h.send(h.slash('undo'), { timestamp: now + MAX_CLOCK_SKEW_SECONDS + 60 });
    const dayAhead = await h.send(h.slash('undo'), { timestamp: now + 24 * 3600 });
    expect([ahead.status, dayAhead.status]).toEqual([401, 401]);
    await h.settle();
    expect(h.core.inbounds.length).toBe(before);
    expect(
      h.logger.lines.some(
        (l) => l.message === 'slack request refused' && /ahead/.test(String(l.fields.reason)),
      ),
    ).toBe(true);
    // A clock a little behind Slack's is fine.
    expect((await h.send(h.slash('board'), { timestamp: now + 60 })).status).toBe(200);
  });

  it('only a timestamp within five minutes either way passes the header check', () => {
    const nowMs = Date.parse('2025-03-14T10:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: -3 * 86_400, max: 3 * 86_400 }), (offset) => {
        const timestamp = Math.floor(nowMs / 1000) + offset;
        const checked = checkHeaders(
          { 'x-slack-signature': 'v0=abc', 'x-slack-request-timestamp': String(timestamp) },
          MB,
          nowMs,
        );
        return (checked !== undefined) === Math.abs(offset) > MAX_CLOCK_SKEW_SECONDS;
      }),
    );
    for (const bad of ['', 'soon', '1e9', '-5', '1700000000.5']) {
      const checked = checkHeaders(
        { 'x-slack-signature': 'v0=abc', 'x-slack-request-timestamp': bad },
        MB,
        nowMs,
      );
      expect(checked).toMatchObject({ status: 401 });
    }
  });
});

describe('replays', () => {
  it('a slash command sent again within the signature window runs once', async () => {
    const undo = h.slash('undo');
    const before = h.core.inbounds.length;
    const first = await h.run(undo);
    const again = await h.run(undo);
    // Re-signed with a later timestamp (as a captured request cannot be, but Slack's could).
    const resigned = await h.send(undo, { timestamp: Math.floor(Date.now() / 1000) + 2 });
    await h.settle();
    expect([first.response.status, again.response.status, resigned.status]).toEqual([
      200, 200, 200,
    ]);
    expect(h.core.inbounds.length).toBe(before + 1);
    expect(again.calls).toEqual([]);
    expect(
      h.logger.lines.filter((l) => l.message === 'slack replayed request dropped'),
    ).toHaveLength(2);
    // A new command (a new trigger_id) with the same text runs.
    await h.run(h.slash('undo'));
    expect(h.core.inbounds.length).toBe(before + 2);
  });

  it('a button press sent again runs once', async () => {
    const press = h.button('hint', { messageTs: '1700000000.000100' });
    const before = h.core.inbounds.length;
    await h.run(press);
    const again = await h.run(press);
    expect(again.response.status).toBe(200);
    expect(again.calls).toEqual([]);
    expect(h.core.inbounds.length).toBe(before + 1);
  });

  it('a guard shared by two processes drops a request replayed to the other one', async () => {
    const shared = new MemoryReplayGuard();
    const one = await startHarness(new FakeCore(), { replayGuard: shared });
    const two = await startHarness(new FakeCore(), { replayGuard: shared });
    try {
      const payload = eventPayload('mention', { text: mention('board'), files: undefined });
      const command = one.slash('undo');
      await one.run(command);
      await one.run(event(payload));
      await two.run(command);
      await two.run(event(payload, 1));
      expect(one.core.inbounds).toHaveLength(2);
      expect(two.core.inbounds).toHaveLength(0);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it("over a store's one-time claims, a key is first until its claim expires", async () => {
    const claims = new Map<string, number>();
    let clock = 1_000_000;
    const guard = claimGuard(
      {
        claimOnce: async (key, expiresAt, now) => {
          if ((claims.get(key) ?? 0) > now) return false;
          claims.set(key, expiresAt);
          return true;
        },
      },
      () => clock,
    );
    expect(await guard.first('trigger:T1:1.2', 600_000)).toBe(true);
    expect(await guard.first('trigger:T1:1.2', 600_000)).toBe(false);
    expect([...claims.keys()]).toEqual(['slack-replay:trigger:T1:1.2']);
    clock += 600_001;
    expect(await guard.first('trigger:T1:1.2', 600_000)).toBe(true);
  });

  it('a failing guard lets requests through and logs the failure', async () => {
    const broken: ReplayGuard = { first: () => Promise.reject(new Error('store is down')) };
    const own = await startHarness(new FakeCore(), { replayGuard: broken });
    try {
      await own.run(own.slash('board'));
      expect(own.core.inbounds).toHaveLength(1);
      expect(
        own.logger.lines.find((l) => l.message === 'slack replay guard failed')?.fields,
      ).toMatchObject({ error: 'store is down' });
    } finally {
      await own.close();
    }
  });

  it('keys: event_id for events, trigger_id for commands and actions, else action_ts', () => {
    expect(replayKeyOf({ event_id: 'Ev1', trigger_id: 't' })).toMatchObject({
      key: 'event:Ev1',
      kind: 'event',
    });
    expect(replayKeyOf({ trigger_id: '1.2.3', team_id: 'T1' })?.key).toBe('trigger:T1:1.2.3');
    expect(replayKeyOf({ trigger_id: '1.2.3', team: { id: 'T2' } })?.key).toBe('trigger:T2:1.2.3');
    expect(replayKeyOf({ actions: [{ action_ts: '17.5' }], team: { id: 'T2' } })?.key).toBe(
      'action:T2:17.5',
    );
    for (const body of [{}, null, 'text', { trigger_id: '' }, { actions: 'x' }]) {
      expect(replayKeyOf(body)).toBeUndefined();
    }
  });
});

describe('listen address', () => {
  it('listens on loopback unless told otherwise', async () => {
    const own = await startHarness(new FakeCore(), { host: undefined });
    try {
      expect(new URL(own.url).hostname).toBe('127.0.0.1');
    } finally {
      await own.close();
    }
  });
});
