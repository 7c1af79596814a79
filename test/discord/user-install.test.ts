// Discord user installs, through discord.js and the real core against the fake API: a group DM
// where the bot is no member and only Ada added the app to her account. The fake refuses the bot
// token there (403 Missing Access, as Discord does) and holds interaction tokens to Discord's 15
// minutes, so the session shows that every reply, board and board edit rides on an interaction:
// `/sudoku today`, a move by taps on the row picker and panel, `/hint`, a typed move after the
// tokens ran out (the board comes anew with it), `/solve`; and that the daily post and channel
// settings are answered with a note saying they are a server's. Registration offers every command
// to user installs in every context, the daily post's only where the bot was added.

import { beforeAll, describe, expect, it } from 'vitest';
import {
  EVERY_CONTEXT,
  EVERY_INSTALL,
  SERVER_CONTEXTS,
  SERVER_INSTALL,
} from '../../adapters/discord/commands.ts';
import { registerCommands } from '../../adapters/discord/register.ts';
import {
  reachOf,
  serverOnly,
  WEBHOOK_EDIT_WINDOW_MS,
  WebhookBoards,
} from '../../adapters/discord/user-install.ts';
import type { Game } from '../../src/game/game.ts';
import { t } from '../../src/i18n/translate.ts';
import type { ChannelMessage, RecordedRequest } from './fake-discord.ts';
import { customIds, seenMessages } from './harness.ts';
import {
  APPLICATION_ID,
  asUser,
  bool,
  buttonPress,
  inGroupDm,
  selectChoice,
  slash,
  str,
  sub,
  type PayloadUser,
} from './payloads.ts';
import { useRealCoreHarness } from './use-harness.ts';

const ADA: PayloadUser = { id: '1140000000000000001', username: 'ada', global_name: 'Ada' };
const KATHERINE: PayloadUser = {
  id: '1140000000000000003',
  username: 'katherine.j',
  global_name: 'Katherine',
};
const GRACE: PayloadUser = { id: '1140000000000000002', username: 'grace', global_name: 'Grace' };
const MEMBERS = [ADA, KATHERINE, GRACE];
/** The group DM: the bot is no member of it. */
const GROUP_DM = '1130000000000000777';
const MINUTE = 60_000;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const { h, store, clock } = useRealCoreHarness({ now: () => clock.ms });
let sessionStart = 0;

beforeAll(() => {
  h.api.privateChannels.add(GROUP_DM);
  h.api.now = () => clock.ms;
  h.api.tokenLifetimeMs = 15 * MINUTE;
  sessionStart = h.api.requests.length;
});

/** Injects an interaction and returns every request the adapter made because of it. */
async function step(payload: { id: string; token: string }): Promise<RecordedRequest[]> {
  const from = h.api.requests.length;
  h.inject(payload);
  await h.adapter.idle();
  return h.api.requests.slice(from);
}

/** `/name options` typed by `user` in the group DM. */
function typed(user: PayloadUser, name: string, options: Parameters<typeof slash>[1] = []) {
  return inGroupDm(slash(name, options), GROUP_DM, MEMBERS, user, ADA);
}

/** A press by `user` on a component of message `id` (the install is Ada's, who began it). */
function pressOn(user: PayloadUser, customId: string, id: string, value?: string) {
  const message = h.api.messagePayload(id);
  const payload =
    value === undefined
      ? buttonPress(customId, { message })
      : selectChoice(customId, value, message);
  return inGroupDm(payload, GROUP_DM, MEMBERS, user, ADA);
}

/** Requests only the bot token could make: channel messages, edits, reads, opening DMs. */
function botTokenRequests(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => r.path.startsWith('/channels/') || r.path.startsWith('/users/'));
}

/** Edits through an interaction's webhook (its original response or a follow-up). */
function webhookEdits(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter(
    (r) => r.method === 'PATCH' && r.path.startsWith(`/webhooks/${APPLICATION_ID}/`),
  );
}

function boards(): ChannelMessage[] {
  return h.api.channelMessages(GROUP_DM).filter((m) => m.attachments.length > 0);
}

async function game(): Promise<Game> {
  const current = await store.currentGame({ platform: 'discord', conversationId: GROUP_DM });
  if (!current) throw new Error('no game in the group DM');
  return current;
}

function cellName(cell: number): string {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}

/** An empty cell of the game, from the end of the grid when `last`. */
function emptyCell(g: Game, last = false): number {
  const empty = Array.from(g.givens).flatMap((d, i) => (d || g.entries[i] ? [] : [i]));
  return last ? empty.at(-1)! : empty[0]!;
}

describe('a group DM where only a user installed the app', () => {
  let board = '';

  it('`/sudoku today` answers with the shared board as the interaction response', async () => {
    const requests = await step(typed(ADA, 'sudoku', sub('today')));
    expect(botTokenRequests(requests)).toEqual([]);
    const [shown] = boards();
    expect(shown).toBeDefined();
    expect(shown!.interactionId).toBeDefined();
    board = shown!.id;
    const seen = seenMessages(requests);
    expect(seen.some((m) => !m.ephemeral && m.body.attachments?.length === 1)).toBe(true);
    // A board for everyone in the group, to play together: the row picker, no Activity button.
    const ids = customIds(shown!);
    expect(ids.some((id) => id.startsWith('sudoku:pick@'))).toBe(true);
    expect(ids.some((id) => id.startsWith('sudoku:launch'))).toBe(false);
  });

  it('a move by taps edits the board through the row pick that opened the panel', async () => {
    const g = await game();
    const cell = emptyCell(g);
    const row = Math.floor(cell / 9) + 1;
    clock.ms += 20_000;
    const pick = await step(pressOn(KATHERINE, `sudoku:pick@${g.id}:`, board, `r${row}`));
    // The pick acknowledges the board itself and brings the panel as Katherine's own follow-up.
    expect(pick.find((r) => r.path.endsWith('/callback'))!.json.type).toBe(6);
    const panel = h.api.allMessages().at(-1)!;
    expect(panel.flags & 64).toBe(64);
    const cellId = `sudoku:pick@${g.id}:${cellName(cell)}`;
    expect(customIds(panel)).toContain(cellId);
    const cellStep = await step(pressOn(KATHERINE, cellId, panel.id));
    const digitId = `sudoku:move@${g.id}:place ${cellName(cell)} ${g.solution[cell]}`;
    expect(customIds(h.api.message(panel.id)!)).toContain(digitId);
    const editsBefore = h.api.message(board)!.edits;
    const move = await step(pressOn(KATHERINE, digitId, panel.id));
    expect(botTokenRequests([...pick, ...cellStep, ...move])).toEqual([]);
    // The board was edited in place, through the pick's webhook (its original: the board); the
    // panel's own update went through the digit press.
    const pickToken = pick[0]!.path.split('/')[3]!;
    const [edit, ...more] = webhookEdits(move).filter((r) => r.path.includes(`/${pickToken}/`));
    expect(more).toEqual([]);
    expect(edit!.path).toMatch(/\/messages\/@original$/);
    expect(edit!.files).toHaveLength(1);
    expect(h.api.message(board)!.edits).toBe(editsBefore + 1);
    expect(h.api.message(board)!.content).toMatch(/Katherine placed/);
    expect((await game()).entries[cell]).toBe(g.solution[cell]);
    expect(boards()).toHaveLength(1);
  });

  it("`/hint` comes to the asker alone, as its interaction's follow-up", async () => {
    clock.ms += 20_000;
    const requests = await step(typed(ADA, 'hint', [str('cell', 'next')]));
    expect(botTokenRequests(requests)).toEqual([]);
    const seen = seenMessages(requests);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((m) => m.ephemeral)).toBe(true);
    expect(seen[0]!.content).toMatch(/Hint/);
    expect(boards()).toHaveLength(1);
  });

  it('the daily post and channel settings are a server feature, said so privately', async () => {
    const note = t('en', 'user-install.server-only');
    for (const payload of [
      typed(ADA, 'schedule', [str('time', '09:00')]),
      typed(ADA, 'unschedule'),
      typed(ADA, 'sudoku', sub('timezone', str('zone', 'Europe/Paris'))),
      typed(KATHERINE, 'sudoku', sub('language', str('language', 'fr'), bool('channel', true))),
    ]) {
      const requests = await step(payload);
      expect(botTokenRequests(requests)).toEqual([]);
      const seen = seenMessages(requests);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ ephemeral: true, content: note });
    }
    expect(await store.listSchedules()).toEqual([]);
    // Showing the conversation's zone stays open: the core answers it.
    const shown = seenMessages(await step(typed(GRACE, 'sudoku', sub('timezone'))));
    expect(shown[0]!.content).not.toBe(note);
    // And a player's own language is theirs to set anywhere.
    const own = seenMessages(
      await step(typed(GRACE, 'sudoku', sub('language', str('language', 'en')))),
    );
    expect(own[0]!.content).not.toBe(note);
  });

  it('"Play on my own" says it is not available here: no DM is opened by the bot', async () => {
    const solo = customIds(h.api.message(board)!).find((id) => id.endsWith(':today solo'));
    expect(solo).toBeDefined();
    const requests = await step(pressOn(GRACE, solo!, board));
    expect(botTokenRequests(requests)).toEqual([]);
    const [answer, ...more] = seenMessages(requests);
    expect(more).toEqual([]);
    expect(answer!.ephemeral).toBe(true);
    expect(answer!.content).toMatch(/^Playing on your own is not available here/);
  });

  it('after the tokens ran out, a typed move brings the board anew with its answer', async () => {
    clock.ms += WEBHOOK_EDIT_WINDOW_MS + MINUTE;
    const g = await game();
    const cell = emptyCell(g, true);
    const requests = await step(
      typed(GRACE, 'p', [str('move', `${cellName(cell)} ${g.solution[cell]}`)]),
    );
    expect(botTokenRequests(requests)).toEqual([]);
    // No webhook past its time is even tried; the board comes as the move's public follow-up.
    expect(webhookEdits(requests)).toEqual([]);
    const [old, anew, ...more] = boards();
    expect(more).toEqual([]);
    expect(old!.id).toBe(board);
    expect(anew!.content).toMatch(/Grace placed/);
    const posted = requests.find((r) => r.method === 'POST' && r.files.length === 1)!;
    expect(posted.path).toMatch(new RegExp(`^/webhooks/${APPLICATION_ID}/[^/]+$`));
    expect((posted.json.flags ?? 0) & 64).toBe(0);
    board = anew!.id;
  });

  it('`/solve confirm:True` reveals the game, editing the new board through its webhook', async () => {
    clock.ms += MINUTE;
    const requests = await step(typed(ADA, 'solve', [bool('confirm', true)]));
    expect(botTokenRequests(requests)).toEqual([]);
    expect(webhookEdits(requests).some((r) => r.path.endsWith(`/messages/${board}`))).toBe(true);
    expect((await game()).status).toBe('revealed');
    expect(h.api.message(board)!.content).toMatch(/revealed/i);
    expect(boards()).toHaveLength(2);
  });

  it('the whole session: not one request by the bot token, not one refused token', () => {
    const session = h.api.requests.slice(sessionStart);
    expect(session.length).toBeGreaterThan(20);
    expect(botTokenRequests(session)).toEqual([]);
    const refused = session.filter((r) => {
      const answer = h.api.responseOf(r) as { code?: number } | undefined;
      return answer?.code === 50027 || answer?.code === 50001;
    });
    expect(refused).toEqual([]);
    // Discord allows an app reached by a user install 5 follow-ups per interaction.
    const followUps = new Map<string, number>();
    for (const r of session) {
      const m = /^\/webhooks\/\d+\/([^/]+)$/.exec(r.path);
      if (r.method === 'POST' && m) followUps.set(m[1]!, (followUps.get(m[1]!) ?? 0) + 1);
    }
    expect(Math.max(...followUps.values())).toBeLessThanOrEqual(5);
  });
});

describe('a server that never added the bot', () => {
  /** A payload in `channel` of a server without the bot, by Grace, who installed the app. */
  function inServer(payload: Json, channel: string): Json {
    payload.context = 0;
    payload.authorizing_integration_owners = { '1': GRACE.id };
    payload.channel_id = channel;
    payload.channel = { ...payload.channel, id: channel };
    if (payload.message) payload.message.channel_id = channel;
    return asUser(payload, GRACE);
  }

  it('is reached through interactions alone as well: a board, a move by taps', async () => {
    const channel = '1130000000000000888';
    h.api.privateChannels.add(channel);
    const from = h.api.requests.length;
    await step(inServer(slash('sudoku', sub('today')), channel));
    const [shown] = h.api.channelMessages(channel).filter((m) => m.attachments.length > 0);
    const g = await store.currentGame({ platform: 'discord', conversationId: channel });
    const cell = emptyCell(g!);
    const at = (id: string) => h.api.messagePayload(id);
    const pick = `sudoku:pick@${g!.id}:`;
    await step(
      inServer(selectChoice(pick, `r${Math.floor(cell / 9) + 1}`, at(shown!.id)), channel),
    );
    const panel = h.api.allMessages().at(-1)!;
    await step(
      inServer(buttonPress(`${pick}${cellName(cell)}`, { message: at(panel.id) }), channel),
    );
    const digit = `sudoku:move@${g!.id}:place ${cellName(cell)} ${g!.solution[cell]}`;
    await step(inServer(buttonPress(digit, { message: at(panel.id) }), channel));
    expect(h.api.message(shown!.id)!.content).toMatch(/Grace placed/);
    expect(botTokenRequests(h.api.requests.slice(from))).toEqual([]);
  });
});

describe('telling user-install conversations apart', () => {
  const interaction = (context: number, owners: Record<string, string>) =>
    ({ context, authorizingIntegrationOwners: owners }) as unknown as Parameters<typeof reachOf>[0];

  it('only a user install and no guild install means interactions alone', () => {
    expect(reachOf(interaction(2, { '1': ADA.id }))).toBe('interaction');
    expect(reachOf(interaction(0, { '1': ADA.id }))).toBe('interaction');
    // The server added the bot too (its guild install authorised it), or it is the bot's DM.
    expect(reachOf(interaction(0, { '0': '1120000000000000100', '1': ADA.id }))).toBe('bot');
    expect(reachOf(interaction(1, { '0': '0' }))).toBe('bot');
    expect(reachOf(interaction(1, { '1': ADA.id }))).toBe('bot');
    expect(reachOf(interaction(0, { '0': '1120000000000000100' }))).toBe('bot');
  });

  it('names the daily post and channel settings as server features, showing them is open', () => {
    expect(serverOnly({ kind: 'schedule', time: '09:00' })).toBe(true);
    expect(serverOnly({ kind: 'unschedule' })).toBe(true);
    expect(serverOnly({ kind: 'timezone', zone: 'Asia/Tokyo' })).toBe(true);
    expect(serverOnly({ kind: 'timezone' })).toBe(false);
    expect(serverOnly({ kind: 'theme', theme: 'dark', channel: true })).toBe(true);
    expect(serverOnly({ kind: 'theme', theme: 'dark' })).toBe(false);
    expect(serverOnly({ kind: 'language', word: 'fr' })).toBe(false);
    expect(serverOnly({ kind: 'today' })).toBe(false);
  });

  it('keeps a board editor for 14 minutes, the newest one winning', () => {
    let now = 0;
    const hooks = new WebhookBoards<string>(() => now);
    const first = async () => 'first';
    const second = async () => 'second';
    hooks.remember('1/2', first);
    now += 10 * MINUTE;
    hooks.remember('1/2', second);
    now += 10 * MINUTE;
    expect(hooks.editorOf('1/2')).toBe(second);
    now += 4 * MINUTE;
    expect(hooks.editorOf('1/2')).toBeUndefined();
    hooks.remember('1/3', first);
    hooks.forget('1/3');
    expect(hooks.editorOf('1/3')).toBeUndefined();
  });
});

describe('registration for user installs', () => {
  it('registers every command for server and user installs in every context but the daily post', async () => {
    await registerCommands({
      token: 'test-token',
      applicationId: APPLICATION_ID,
      rest: { api: h.api.api },
      activity: true,
    });
    type Registered = {
      name: string;
      type: number;
      integration_types: number[];
      contexts: number[];
    };
    const registered = h.api.registeredCommands as Registered[];
    const where = Object.fromEntries(
      registered.map((c) => [c.name, { install: c.integration_types, contexts: c.contexts }]),
    );
    const everywhere = { install: [0, 1], contexts: [0, 1, 2] };
    const serversOnly = { install: [0], contexts: [0, 1] };
    expect([...EVERY_INSTALL]).toEqual(everywhere.install);
    expect([...EVERY_CONTEXT]).toEqual(everywhere.contexts);
    expect([...SERVER_INSTALL]).toEqual(serversOnly.install);
    expect([...SERVER_CONTEXTS]).toEqual(serversOnly.contexts);
    expect(where).toEqual({
      sudoku: everywhere,
      hint: everywhere,
      solve: everywhere,
      p: everywhere,
      'Solve this Sudoku': everywhere,
      schedule: serversOnly,
      unschedule: serversOnly,
      // The Activity's moves edit boards with the bot token: only where the bot was added.
      play: serversOnly,
    });
  });
});
