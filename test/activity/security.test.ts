// The Activity's server over real HTTP against the fake Discord: the sign-in (a code claimed once,
// exchanged with the client secret, the player read from /users/@me, the instance checked), the
// session bound to its user and instance, every move checked server-side (forged game id, another
// instance, forged or expired session, repeated request, a finished game, a cell off the board),
// a burst of 100 moves refused without touching anyone else, the page outside Discord, the CSP,
// and moves reaching the channel's live board message and back.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MS } from '../../adapters/activity/sessions.ts';
import { MOVE_BURST } from '../../adapters/web/rate-limits.ts';
import { onlySeen } from '../discord/harness.ts';
import { slash, sub } from '../discord/payloads.ts';
import { postJson } from '../support/http-json.ts';
import { openStream, type SseReader } from '../web/sse-reader.ts';
import { INSTANCE_ID, PLAYERS, startActivityHarness, type ActivityHarness } from './harness.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

let h: ActivityHarness;
const streams: SseReader[] = [];

beforeAll(async () => {
  h = await startActivityHarness({
    inInstance: ['Ada', 'Grace', 'Kurt'],
    frozenClock: true,
    pollMs: 0,
  });
  // The channel's daily, started on the message board.
  onlySeen(await h.discord.run(slash('sudoku', sub('today'))));
});
afterAll(async () => {
  for (const s of streams) s.close();
  await h.close();
});

const api = (path: string) => `${h.activity.url}/.proxy/api${path}`;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(api(path), body, headers);

async function signIn(name: string, instanceId = INSTANCE_ID) {
  const code = h.oauth.issueCode(PLAYERS[name]!.id);
  return { code, ...(await post('/activity/session', { code, instanceId })) };
}

function auth(session: string, instanceId = INSTANCE_ID) {
  return { authorization: `Bearer ${session}`, 'x-activity-instance': instanceId };
}

let seq = 0;
const move = (session: string, body: object, instanceId?: string) =>
  post('/board/moves', { seq: seq++, ...body }, auth(session, instanceId));

async function firstEmpty(skip = 0) {
  const game = await h.game();
  let seen = 0;
  for (let cell = 0; cell < 81; cell++) {
    if (game.givens[cell] || game.entries[cell]) continue;
    if (seen++ === skip) return { gameId: game.id, cell, digit: game.solution[cell]! };
  }
  throw new Error('no empty cell');
}

describe('signing in to the Activity', () => {
  it('exchanges the code, reads the player and binds a session to them and the instance', async () => {
    const ada = await signIn('Ada');
    expect(ada.status).toBe(200);
    expect(ada.body).toMatchObject({ user: { id: PLAYERS.Ada!.id, name: 'Ada' }, seat: 'channel' });
    expect(ada.body.session).toMatch(/^[\w-]{40,}$/);
    expect(typeof ada.body.accessToken).toBe('string');
    const board = await fetch(api('/board'), { headers: auth(ada.body.session) });
    expect(board.status).toBe(200);
    const { state } = (await board.json()) as { state: { gameId: string; title: string } };
    expect(state.gameId).toBe((await h.game()).id);
    // The token exchange carried the client secret; no request carried it anywhere else.
    const withSecret = h.discord.api.requests.filter((r) =>
      JSON.stringify(r.json ?? {}).includes('fake-client-secret'),
    );
    expect(withSecret.map((r) => r.path)).toEqual(['/oauth2/token']);
  });

  it('refuses a code used twice, a code Discord does not know, and players not in the instance', async () => {
    const first = await signIn('Grace');
    expect(first.status).toBe(200);
    const again = await post('/activity/session', { code: first.code, instanceId: INSTANCE_ID });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/used already/);
    const forged = await post('/activity/session', {
      code: 'not-a-code-discord-gave',
      instanceId: INSTANCE_ID,
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error.message).toMatch(/did not accept/);
    const outsider = await signIn('Emmy');
    expect(outsider.status).toBe(403);
    expect(outsider.body.error.code).toBe('not-in-instance');
    const gone = await signIn('Ada', 'i-no-such-instance');
    expect(gone.status).toBe(403);
    expect(gone.body.error.code).toBe('no-instance');
    const empty = await post('/activity/session', {});
    expect(empty.status).toBe(400);
  });

  it('refuses a forged session, a session sent from another instance and an expired one', async () => {
    const ada = (await signIn('Ada')).body.session as string;
    const target = await firstEmpty();
    const forged = await move('x'.repeat(43), {
      gameId: target.gameId,
      move: { kind: 'place', cell: target.cell, digit: target.digit },
    });
    expect(forged.status).toBe(401);
    const elsewhere = await move(
      ada,
      { gameId: target.gameId, move: { kind: 'place', cell: target.cell, digit: target.digit } },
      'i-another-instance',
    );
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error.code).toBe('other-instance');
    const bare = await fetch(api('/board'));
    expect(bare.status).toBe(401);
    h.clock.ms += SESSION_MS + 1;
    const expired = await move(ada, {
      gameId: target.gameId,
      move: { kind: 'place', cell: target.cell, digit: target.digit },
    });
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toMatch(/signs you in again/);
    expect((await h.game()).entries[target.cell]).toBe(0);
  });
});

describe('moves from the Activity', () => {
  let ada: string;
  let grace: string;
  beforeAll(async () => {
    ada = (await signIn('Ada')).body.session;
    grace = (await signIn('Grace')).body.session;
  });

  it('places a digit for the signed-in player and edits the channel’s live board message', async () => {
    const board = h.discord.api.allMessages().find((m) => m.components.length > 0)!;
    const edits = board.edits;
    const { gameId, cell, digit } = await firstEmpty();
    const placed = await move(ada, { gameId, move: { kind: 'place', cell, digit } });
    expect(placed.status).toBe(200);
    expect(placed.body.ok).toBe(true);
    await h.activity.idle();
    const game = await h.game();
    expect(game.entries[cell]).toBe(digit);
    expect(game.contributors.map((c) => c.name)).toContain('Ada');
    expect(h.discord.api.message(board.id)!.edits).toBe(edits + 1);
    expect(h.discord.api.message(board.id)!.content).toContain('Ada placed');
  });

  it('refuses a forged game id, a cell off the board and a repeated request', async () => {
    const { gameId, cell, digit } = await firstEmpty();
    const forged = await move(ada, {
      gameId: 'some-other-channels-game',
      move: { kind: 'place', cell, digit },
    });
    expect(forged.status).toBe(409);
    expect(forged.body.error.code).toBe('other-game');
    const off = await move(ada, { gameId, move: { kind: 'place', cell: -1, digit } });
    expect(off.status).toBe(400);
    expect(off.body.error.message).toMatch(/off the board/);
    const body = { seq: seq++, gameId, move: { kind: 'note', cell, digit } };
    expect((await post('/board/moves', body, auth(ada))).status).toBe(200);
    const replayed = await post('/board/moves', body, auth(ada));
    expect(replayed.status).toBe(409);
    expect(replayed.body.error.code).toBe('replayed');
    // The same sequence number from another player's session is theirs to use.
    expect(
      (
        await post(
          '/board/moves',
          { ...body, move: { kind: 'note', cell, digit: (digit % 9) + 1 } },
          auth(grace),
        )
      ).status,
    ).toBe(200);
  });

  it('refuses a burst of 100 moves from one client clearly, and another player still moves', async () => {
    h.clock.ms += 60_000; // a full bucket: the earlier tests' moves are long past
    const before = await h.game();
    const { gameId, cell, digit } = await firstEmpty();
    const wrong = (digit % 9) + 1;
    // 100 notes at one instant (the clock is frozen): only the burst's first ones reach the core.
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        move(ada, { gameId, move: { kind: 'note', cell, digit: wrong } }),
      ),
    );
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MOVE_BURST);
    expect(refused).toHaveLength(100 - MOVE_BURST);
    expect(refused[0]!.body.error.message).toMatch(/more moves than anyone can make by hand/);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await firstEmpty(1);
    const graces = await move(grace, {
      gameId,
      move: { kind: 'place', cell: other.cell, digit: other.digit },
    });
    expect(graces.status).toBe(200);
    expect(graces.body.ok).toBe(true);
    const after = await h.game();
    expect(after.mistakes).toBe(before.mistakes);
    expect(after.entries.filter((d) => d > 0).length).toBe(
      before.entries.filter((d) => d > 0).length + 1,
    );
  });

  it('a move on the message board reaches the Activity’s stream', async () => {
    const stream = await openStream(api('/board/events'), auth(grace));
    streams.push(stream.reader);
    expect(stream.status).toBe(200);
    await stream.reader.next('state');
    const { cell, digit } = await firstEmpty();
    const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    h.clock.ms += 60_000; // Ada's bucket refills
    await h.discord.run(slash('p', [{ name: 'move', type: 3, value: `${name} ${digit}` }]));
    const seen = await stream.reader.next('state', (d) => d.state.entries[cell] === digit);
    expect(seen.state.players.length).toBeGreaterThan(1);
  });

  it('reveals for everyone when asked, and a finished game takes no more moves', async () => {
    h.clock.ms += 60_000;
    const { gameId, cell, digit } = await firstEmpty();
    const revealed = await move(grace, { gameId, move: { kind: 'reveal' } });
    expect(revealed.body.ok).toBe(true);
    expect(revealed.body.state.status).toBe('revealed');
    expect(revealed.body.state.revealed[cell]).toBe(digit);
    const late = await move(ada, { gameId, move: { kind: 'place', cell, digit } });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/revealed: it takes no more moves/);
    await h.activity.idle();
    const board = h.discord.api.allMessages().find((m) => m.content.includes('solution'));
    expect(board?.content).toMatch(/Here is the solution/);
  });
});

describe('where the Activity plays', () => {
  it('On my own moves the session to the player’s own board of the daily, and back', async () => {
    h.clock.ms += 60_000;
    const grace = (await signIn('Grace')).body.session as string;
    const channelGame = (await h.game()).id;
    const solo = await post('/activity/solo', {}, auth(grace));
    expect(solo.status).toBe(200);
    expect(solo.body.seat).toBe('direct');
    const own = (await (await fetch(api('/board'), { headers: auth(grace) })).json()) as any;
    expect(own.state.gameId).not.toBe(channelGame);
    expect(own.state.shared).toBe(false);
    // Her board was posted in her DM with the bot.
    const dm = h.discord.api.dmChannels.get(PLAYERS.Grace!.id)!;
    expect(h.discord.api.channelMessages(dm).length).toBeGreaterThan(0);
    const back = await post('/activity/together', {}, auth(grace));
    expect(back.body.seat).toBe('channel');
    const shared = (await (await fetch(api('/board'), { headers: auth(grace) })).json()) as any;
    expect(shared.state.gameId).toBe(channelGame);
  });

  it('opened in a DM or group DM plays the player’s own board of the day', async () => {
    h.oauth.instances.set('i-in-a-dm', {
      location: { kind: 'pc', channel_id: '1130000000000000777' },
      users: [PLAYERS.Kurt!.id],
    });
    const kurt = await signIn('Kurt', 'i-in-a-dm');
    expect(kurt.status).toBe(200);
    expect(kurt.body.seat).toBe('direct');
    const board = (await (
      await fetch(api('/board'), { headers: auth(kurt.body.session, 'i-in-a-dm') })
    ).json()) as any;
    expect(board.state.title).toMatch(/^Daily #/);
    expect(board.state.shared).toBe(false);
    const dm = h.discord.api.dmChannels.get(PLAYERS.Kurt!.id)!;
    expect(h.discord.api.channelMessages(dm).some((m) => m.components.length > 0)).toBe(true);
  });
});

describe('the page', () => {
  it('outside Discord says to launch it from Discord, without an error', async () => {
    const res = await fetch(`${h.activity.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/only works when Discord opens it/);
    expect(html).toMatch(/\/play/);
    expect(html).not.toMatch(/Error|at .*\.ts/);
  });

  it('in Discord is the Activity, under a CSP that allows only the /.proxy/ mappings', async () => {
    const res = await fetch(
      `${h.activity.url}/?frame_id=f1&instance_id=${INSTANCE_ID}&platform=mobile`,
    );
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    const sources = csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => /^(script|style|img|connect)-src$/.test(name!));
    expect(sources).toHaveLength(4);
    for (const [, ...allowed] of sources) {
      expect(allowed.filter((s) => s !== 'data:')).toEqual([`${h.activity.url}/.proxy/`]);
    }
    expect(csp).toContain(`frame-ancestors https://discord.com`);
    const html = await res.text();
    for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g))
      expect(src[1]).toMatch(/^\/\.proxy\//);
  });
});
