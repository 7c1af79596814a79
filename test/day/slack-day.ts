// The scripted day on Slack: the real Bolt app of the adapter and the real core against the fake
// Web API (test/slack), driven by signed requests. Slack keeps a menu pick on the picker's own
// screen and sends it with their next button press; this driver keeps each player's screen the
// way the Slack client does: a pick in a message's menu is gone once that message is redrawn
// (chat.update), a pick in a modal stays while its move block keeps its block id. Ada taps the
// board's menus, Kat plays in the *Play* modal, Hedy taps her own board in her DM; Grace types
// moves (`/sudoku r3c5 7`, every third one as a message that mentions the bot). With
// `talk: 'thread'` people's messages, the photo and the moves that mention the bot are replies
// under the day's post (thread_ts: the post's ts), as the Slack client sends them.

import { readFileSync } from 'node:fs';
import { MOVE_ACTIONS, MOVE_BLOCK, PLAY_ACTION } from '../../adapters/slack/move-blocks.ts';
import { REPOST_AFTER_MESSAGES } from '../../src/bot/live-board.ts';
import type { Game } from '../../src/game/game.ts';
import { realCore } from '../support/real-core.ts';
import { BOT_USER_ID, TEAM_ID, type StoredMessage } from '../slack/fake-slack.ts';
import type { SlackOptions } from '../../adapters/slack/index.ts';
import { startHarness, type Harness } from '../slack/harness.ts';
import {
  CHANNEL_ID,
  event,
  eventPayload,
  viewClosed,
  type SignedRequest,
} from '../slack/signing.ts';
import type { Ask, DayDriver, Gesture, MoveIntent, PlayerName, Talk } from './day-script.ts';
import { BoardWatch, cellName, DAY_DATE, effectOf, PHOTO_PATH } from './day-support.ts';
import { CELL_MENU, micros, modalAction, MODE_MENU, Screens, type Picks } from './slack-screen.ts';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const USERS: Record<PlayerName, { id: string; name: string }> = {
  ada: { id: 'U0ADA0001', name: 'ada' },
  grace: { id: 'U0GRACE02', name: 'grace' },
  kat: { id: 'U0KAT0003', name: 'kat' },
  hedy: { id: 'U0HEDY004', name: 'hedy' },
  lin: { id: 'U0LIN0005', name: 'lin' },
};
const MOVE_BLOCK_ID = new RegExp(`^${MOVE_BLOCK}@`);
const DIGIT = MOVE_ACTIONS.digit;
const PLAY = PLAY_ACTION;

/** Starts the Slack day: the harness, the channel's schedule, the fake's clock on the core's. */
export async function slackDay(talk: Talk = 'channel'): Promise<DayDriver> {
  const { bot, store, clock } = realCore();
  // The adapter's own clock (request timestamps; the age of the pictures it keeps, where it
  // keeps them) runs on real time, as Bolt's signature check does; `skew` moves it a day on for
  // the sweep of the next morning, when no request is signed.
  let skew = 0;
  // Wired as main.ts wires it: the store also records the pictures of private replies, where
  // the adapter takes it (`uploads`), for its sweep; and players' picks (`picks`).
  const h: Harness<typeof bot> = await startHarness(bot, {
    now: () => Date.now() + skew,
    uploads: store,
    picks: store,
  } as Partial<SlackOptions>);
  h.api.now = () => clock.ms;
  for (const user of Object.values(USERS)) h.api.addUser(user);
  bot.registerPoster(h.adapter.poster);
  await store.setSchedule({
    conversation: { platform: 'slack', id: CHANNEL_ID, kind: 'channel', workspace: TEAM_ID },
    minuteOfDay: 8 * 60,
    startDate: '2025-03-14',
    setBy: USERS.kat.id,
  });
  /** People's messages in the channel: their ts in µs. */
  const people: number[] = [];
  let lastPersonTs = 0;
  /** Response URLs handed out, by id: the conversation of their request. */
  const responses = new Map<string, string>();
  const screens = new Screens();
  /** Each player's open modal (view id). */
  const modals = new Map<PlayerName, string>();
  let typedMoves = 0;
  const key = { platform: 'slack', conversationId: CHANNEL_ID };
  const watch = new BoardWatch(store, key);
  /** Where people talk: undefined in the channel, else the day's thread (the post's ts). */
  let talkThread: string | undefined;

  const dmOf = (player: PlayerName) => `D0${USERS[player].id.slice(-8).toUpperCase()}`;
  const conversationOf = (where: MoveIntent['where'], player: PlayerName) =>
    where === 'channel' ? CHANNEL_ID : dmOf(player);

  async function game(where: 'channel' | 'direct', player: PlayerName = 'hedy') {
    const key = { platform: 'slack', conversationId: conversationOf(where, player) };
    return (await store.currentGame(key)) ?? undefined;
  }

  function responseUrl(conversation: string) {
    const url = h.api.responseUrl();
    responses.set(url.split('/')[5]!, conversation);
    return url;
  }

  /** The messages everyone sees in `channel`, from the bot (response URLs in_channel too). */
  function publicMessages(channel: string): StoredMessage[] {
    return h.api.messages.filter((m) => {
      if (m.onlyFor || m.threadTs) return false;
      if (m.channel.startsWith('response:')) return responses.get(m.channel.slice(9)) === channel;
      return m.channel === channel;
    });
  }

  function boardOf(channel: string, gameId: string): StoredMessage | undefined {
    return publicMessages(channel)
      .filter((m) => m.blocks.some((b: Json) => String(b.block_id ?? '').endsWith(`@${gameId}`)))
      .at(-1);
  }

  function depthOf(message: StoredMessage | undefined, channel: string): number {
    if (!message) return Infinity;
    const at = micros(message.ts);
    const bots = publicMessages(channel).filter((m) => micros(m.ts) > at).length;
    return bots + (channel === CHANNEL_ID ? people.filter((p) => p > at).length : 0);
  }

  /** Sends a request; whether it was acked and what only `player` saw change. */
  async function run(player: PlayerName, request: SignedRequest) {
    const { response, calls } = await h.run(request);
    const user = USERS[player].id;
    const privately = calls
      .filter(
        (c) =>
          (c.method === 'chat.postEphemeral' && c.params.user === user) ||
          (c.method === 'response_url' && c.params.response_type !== 'in_channel') ||
          (c.method.startsWith('chat.') && String(c.params.channel).startsWith('D')) ||
          c.method === 'views.update',
      )
      .map((c) =>
        JSON.stringify([c.params.text ?? '', c.params.blocks ?? c.params.view ?? '']).toLowerCase(),
      );
    return { answered: response.status === 200, privately, calls };
  }

  async function finish(
    intent: MoveIntent,
    before: Game,
    privately: readonly string[],
    onBoard: boolean,
  ) {
    const after = await store.getGame(before.id);
    const effect = effectOf(intent, before, after);
    if (!effect) return undefined;
    const channel = conversationOf(intent.where, intent.player);
    const boardDepth = depthOf(boardOf(channel, before.id), channel);
    const name = cellName(intent.cell);
    const told = privately.some((text) => text.includes(name));
    return { effect, seen: onBoard || told || boardDepth < REPOST_AFTER_MESSAGES, boardDepth };
  }

  /** A person's message in the channel (an event the bot gets); returns its ts. */
  async function personMessage(
    player: PlayerName,
    text: string,
    extra: Record<string, unknown> = {},
  ) {
    const now = Math.max(clock.ms * 1000, lastPersonTs + 1);
    lastPersonTs = now;
    if (!talkThread) people.push(now);
    const ts = `${Math.floor(now / 1e6)}.${String(now % 1e6).padStart(6, '0')}`;
    const payload = eventPayload('mention', {
      type: 'message',
      user: USERS[player].id,
      text,
      ts,
      event_ts: ts,
      channel: CHANNEL_ID,
      channel_type: 'channel',
      files: undefined,
      ...(talkThread && { thread_ts: talkThread }),
      ...extra,
    });
    return { ts, request: event(payload), payload };
  }

  /**
   * A message in the channel that mentions the bot: Slack sends it as a channel message and as
   * an app_mention (two events); the app_mention is returned, the message event sent here.
   */
  async function mentioning(player: PlayerName, text: string, files?: Json[]) {
    const said = await personMessage(player, `<@${BOT_USER_ID}> ${text}`, files ? { files } : {});
    await h.run(said.request);
    const mention = eventPayload('mention', { ...said.payload.event, type: 'app_mention' });
    return event(mention);
  }

  async function typed(intent: MoveIntent, before: Game): Promise<Gesture> {
    const name = cellName(intent.cell);
    const text =
      intent.mode === 'note' ? `note ${name} ${intent.digit}` : `${name} ${intent.digit}`;
    const channel = conversationOf(intent.where, intent.player);
    let request: SignedRequest;
    if (++typedMoves % 3 === 0 && intent.where === 'channel') {
      request = await mentioning(intent.player, text);
    } else {
      request = h.slash(text, {
        user: USERS[intent.player],
        channel,
        responseUrl: responseUrl(channel),
      });
    }
    const { answered, privately } = await run(intent.player, request);
    const done = await finish(intent, before, privately, false);
    return { taps: 0, refused: !done, answered, ...(done && { done }) };
  }

  /** Edits of a message so far (chat.update calls on it). */
  const editsOf = (channel: string, ts: string) =>
    h.api.callsOf('chat.update').filter((c) => c.params.channel === channel && c.params.ts === ts)
      .length;

  /** One tap on the board's own menus and digits (Ada in the channel, Hedy in her DM). */
  async function boardTap(intent: MoveIntent, before: Game): Promise<Gesture> {
    const channel = conversationOf(intent.where, intent.player);
    const board = boardOf(channel, before.id);
    const block = board?.blocks.find((b: Json) => MOVE_BLOCK_ID.test(b.block_id ?? ''));
    // A board without menus of its own: the player plays in the *Play* modal instead.
    if (!board || !block) return modalTap(intent, before);
    const user = USERS[intent.player];
    const p = screens.picksOn(
      intent.player,
      `${channel}/${board.ts}`,
      block.block_id,
      editsOf(channel, board.ts),
    );
    const press = (actionId: string, value: string, selected?: string) =>
      run(
        intent.player,
        h.button(value, {
          user,
          channel,
          messageTs: board.ts,
          actionId,
          blockId: block.block_id,
          state: screens.stateOf(p),
          responseUrl: responseUrl(channel),
          ...(selected !== undefined && { selected }),
        }),
      );
    return tapOn(intent, before, p, press, true);
  }

  /** One tap in the player's *Play* modal (opened from the board's Play button first). */
  async function modalTap(intent: MoveIntent, before: Game): Promise<Gesture> {
    const channel = conversationOf(intent.where, intent.player);
    const user = USERS[intent.player];
    const viewId = modals.get(intent.player);
    const view = viewId ? h.api.modals.get(viewId) : undefined;
    const block = view?.blocks.find((b: Json) => MOVE_BLOCK_ID.test(b.block_id ?? ''));
    if (!view || !block) {
      const board = boardOf(channel, before.id)!;
      const actions = board.blocks.find((b: Json) =>
        b.elements?.some((e: Json) => e.action_id === PLAY),
      );
      const opens = h.api.callsOf('views.open').length;
      const { answered } = await run(
        intent.player,
        h.button(before.id, {
          user,
          channel,
          messageTs: board.ts,
          actionId: PLAY,
          blockId: actions.block_id,
        }),
      );
      const opened = h.api.callsOf('views.open')[opens]?.response?.view?.id;
      if (opened) modals.set(intent.player, opened);
      return { taps: 1, refused: !opened, answered };
    }
    const p = screens.picksOn(intent.player, `view:${view.id}`, block.block_id, 0);
    const press = (actionId: string, value: string, selected?: string) =>
      run(
        intent.player,
        modalAction(view, block.block_id, actionId, value, user, screens.stateOf(p), selected),
      );
    return tapOn(intent, before, p, press, false);
  }

  /** The next tap on a move block: the mode, then the cell, then the digit. */
  async function tapOn(
    intent: MoveIntent,
    before: Game,
    p: Picks,
    press: (actionId: string, value: string, selected?: string) => ReturnType<typeof run>,
    onBoard: boolean,
  ): Promise<Gesture> {
    const name = cellName(intent.cell);
    if ((p.mode ?? 'place') !== intent.mode) {
      const { answered } = await press(MODE_MENU, intent.mode, intent.mode);
      p.mode = intent.mode;
      return { taps: 2, refused: false, answered };
    }
    if (p.lost === name) {
      // The digit pressed with the pick the player no longer has.
      p.lost = undefined;
      const { answered, privately } = await press(`${DIGIT}${intent.digit}`, String(intent.digit));
      const done = await finish(intent, before, privately, onBoard);
      return { taps: 1, refused: !done, answered, pickDropped: true, ...(done && { done }) };
    }
    if (p.cell !== name) {
      const { answered } = await press(CELL_MENU, name, name);
      p.cell = name;
      return { taps: 2, refused: false, answered };
    }
    const { answered, privately } = await press(`${DIGIT}${intent.digit}`, String(intent.digit));
    const done = await finish(intent, before, privately, onBoard);
    return { taps: 1, refused: !done, answered, ...(done && { done }) };
  }

  async function ask(player: PlayerName, what: Ask) {
    const where = what.kind === 'archive' ? what.where : 'channel';
    const channel = conversationOf(where, player);
    const text = (() => {
      switch (what.kind) {
        case 'solo':
          return 'today solo';
        case 'share':
          return 'share';
        case 'stats':
          return what.of ? `stats <@${USERS[what.of].id}>` : 'stats';
        case 'leaderboard':
          return 'leaderboard';
        case 'hint':
          return 'hint';
        case 'digest':
          return 'digest';
        case 'archive':
          return `daily ${what.number}`;
      }
    })();
    await run(
      player,
      h.slash(text, { user: USERS[player], channel, responseUrl: responseUrl(channel) }),
    );
  }

  return {
    platform: 'Slack',
    talk,
    clock,
    async postDaily() {
      await bot.scheduler.tick();
      await h.settle();
      const thread = (await store.dailyPost(key, DAY_DATE))?.thread;
      if (!thread) throw new Error("slack: the day's post opened no thread");
      if (talk === 'thread') talkThread = thread;
      await watch.note();
    },
    game,
    async gesture(intent) {
      const before = await game(intent.where, intent.player);
      if (!before) throw new Error(`slack: no game for ${intent.player}`);
      const done = await (intent.how === 'typed'
        ? typed(intent, before)
        : intent.player === 'kat'
          ? modalTap(intent, before)
          : boardTap(intent, before));
      await watch.note();
      return done;
    },
    async chat(player, text) {
      await run(player, (await personMessage(player, text)).request);
    },
    async photo(player) {
      const photo = readFileSync(PHOTO_PATH);
      const url = h.api.hostFile('grid.jpg', photo, 'image/jpeg');
      const file = eventPayload('mention').event.files[0];
      const files = [
        {
          ...file,
          mimetype: 'image/jpeg',
          size: photo.length,
          url_private: url,
          url_private_download: url,
        },
      ];
      await run(player, await mentioning(player, 'can you read this one?', files));
    },
    ask,
    async channelFigures() {
      // Players close their modals at the end of the day.
      for (const [player, id] of modals) {
        const view = h.api.modals.get(id);
        if (view) await run(player, viewClosed(view, USERS[player]));
      }
      modals.clear();
      return {
        ...(await watch.figures()),
        publicInChannel: publicMessages(CHANNEL_ID).length,
        inThread: h.api.messages.filter((m) => m.channel === CHANNEL_ID && m.threadTs && !m.onlyFor)
          .length,
      };
    },
    async nextMorning() {
      await bot.scheduler.tick();
      await h.settle();
      // Noon, a day after the day's last private picture: the adapter's periodic sweep of
      // pictures a day old has run by now (startSlack's sweepFiles, where the adapter has one).
      clock.ms = Date.parse('2025-03-15T12:00:00Z');
      skew = 25 * 3600_000;
      try {
        await (h.adapter as { sweepFiles?: () => Promise<unknown> }).sweepFiles?.();
        await h.settle();
      } finally {
        skew = 0;
      }
      const shown = h.api.messages.filter(
        (m) => !m.onlyFor && m.blocks.some((b: Json) => b.type === 'image'),
      );
      return { filesKept: h.api.files.size, boardsAlive: shown.length };
    },
    close: () => h.close(),
  };
}
