// The scripted day on Discord: the real discord.js client of the adapter and the real core
// against the fake Discord API (test/discord). Taps find their way on what is on screen, as a
// player would: a digit button for the cell if there is one, else the cell, else a menu that
// offers the cell or its row; on the move panel the player last opened, else on the board.
// People's messages are MESSAGE_CREATE dispatches the bot sees (no content), kept beside the
// fake's channel in id order, so how far up the board is counts everything people see. With
// `talk: 'thread'` they are posted in the day's thread (a channel of its own, which the gateway's
// THREAD_CREATE put in discord.js's cache when the bot opened it), as is the photo.

import { readFileSync } from 'node:fs';
import { SnowflakeUtil } from 'discord.js';
import { parseCommand } from '../../src/bot/grammar.ts';
import { REPOST_AFTER_MESSAGES } from '../../src/bot/live-board.ts';
import type { Game } from '../../src/game/game.ts';
import { realCore } from '../support/real-core.ts';
import type { ChannelMessage } from '../discord/fake-discord.ts';
import { deliverMessage, MemoryLogger, startHarness, type Harness } from '../discord/harness.ts';
import {
  asUser,
  bool,
  buttonPress,
  CHANNEL_ID,
  dailyChannel,
  gatewayMessage,
  GUILD_ID,
  inDirect,
  int,
  messageCommand,
  resolving,
  selectChoice,
  slash,
  str,
  sub,
  userOption,
  type PayloadUser,
} from '../discord/payloads.ts';
import type { Ask, DayDriver, Gesture, MoveIntent, PlayerName, Talk } from './day-script.ts';
import { BoardWatch, cellName, DAY_DATE, effectOf, PHOTO_PATH } from './day-support.ts';
import { FakeThreads } from '../discord/fake-threads.ts';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const USERS: Record<PlayerName, PayloadUser> = {
  ada: { id: '1140000000000000001', username: 'ada.lovelace', global_name: 'Ada' },
  grace: { id: '1140000000000000002', username: 'grace.hopper', global_name: 'Grace' },
  kat: { id: '1140000000000000003', username: 'katherine.j', global_name: 'Kat' },
  hedy: { id: '1140000000000000005', username: 'hedy', global_name: 'Hedy' },
  lin: { id: '1140000000000000006', username: 'lin', global_name: 'Lin' },
};

interface Component {
  readonly type: number;
  readonly custom_id: string;
  readonly label?: string;
  readonly disabled?: boolean;
  readonly options?: { value: string; label?: string }[];
}

/** The value of the option of `menu` whose value or label is `wanted` (any case), if any. */
function offers(menu: Component, wanted: string): string | undefined {
  const w = wanted.toLowerCase();
  return menu.options?.find((o) => o.value.toLowerCase() === w || o.label?.toLowerCase() === w)
    ?.value;
}

function componentsOf(message: ChannelMessage): Component[] {
  return message.components.flatMap((row) => row.components as unknown as Component[]);
}

/** Starts the Discord day: the harness, the channel's schedule, a fake clock for messages. */
export async function discordDay(talk: Talk = 'channel'): Promise<DayDriver> {
  const logger = new MemoryLogger();
  const { bot, store, clock } = realCore(logger);
  const h: Harness<typeof bot> = await startHarness({ core: bot, parseCommand });
  h.api.now = () => clock.ms;
  h.api.addChannel({ ...dailyChannel(), id: CHANNEL_ID });
  const threads = new FakeThreads(h.api); // Discord's thread routes, for the day's thread
  bot.registerPoster(h.adapter.poster);
  await store.setSchedule({
    conversation: { platform: 'discord', id: CHANNEL_ID, kind: 'channel', workspace: GUILD_ID },
    minuteOfDay: 8 * 60,
    startDate: '2025-03-14',
    setBy: USERS.kat.id,
  });
  // The server and its channel in discord.js's cache, as the gateway's GUILD_CREATE leaves them.
  (h.adapter.client.guilds as unknown as { _add(data: object): void })._add({
    id: GUILD_ID,
    name: 'Sudoku club',
    channels: [{ id: CHANNEL_ID, type: 0, name: 'sudoku', guild_id: GUILD_ID }],
    roles: [],
    emojis: [],
    members: [],
  });
  /** People's messages in the channel: their ids (the fake's snowflakes, on the same clock). */
  const people: bigint[] = [];
  /** Where people talk: the channel, or the day's thread once the post opened it. */
  let talkChannel = CHANNEL_ID;
  const watch = new BoardWatch(store, { platform: 'discord', conversationId: CHANNEL_ID });
  /** The move panel each player last opened, per conversation. */
  const panels = new Map<string, string>();

  const dmOf = (player: PlayerName) => h.api.dmChannels.get(USERS[player].id);
  const conversationOf = (where: MoveIntent['where'], player: PlayerName) =>
    where === 'channel' ? CHANNEL_ID : dmOf(player);

  async function game(where: 'channel' | 'direct', player: PlayerName = 'hedy') {
    const id = conversationOf(where, player);
    if (!id) return undefined;
    return (await store.currentGame({ platform: 'discord', conversationId: id })) ?? undefined;
  }

  /** The latest message of `channelId` whose components act on `gameId` (its live board). */
  function boardOf(channelId: string, gameId: string): ChannelMessage | undefined {
    return h.api
      .channelMessages(channelId)
      .filter(
        (m) =>
          m.attachments.length > 0 &&
          componentsOf(m).some((c) => c.custom_id.includes(`@${gameId}:`)),
      )
      .at(-1);
  }

  /** Messages everyone sees below `message` in its channel (the bot's and people's). */
  function depthOf(message: ChannelMessage | undefined): number {
    if (!message) return Infinity;
    const id = BigInt(message.id);
    const bots = h.api.channelMessages(message.channelId).filter((m) => BigInt(m.id) > id).length;
    return bots + (message.channelId === CHANNEL_ID ? people.filter((p) => p > id).length : 0);
  }

  /** Runs `payload` as `player` where the intent is: whether it was answered, what they saw. */
  async function run(player: PlayerName, payload: Json, where: MoveIntent['where']) {
    const user = USERS[player];
    const placed =
      where === 'channel' ? asUser(payload, user) : inDirect(payload, dmOf(player)!, user);
    const edits = new Map(h.api.allMessages().map((m) => [m.id, m.edits]));
    await h.run(placed);
    const answered = h.api
      .forInteraction(placed.id, placed.token)
      .some((r) => r.path.endsWith('/callback'));
    // What only the mover sees that this changed: a new private message, or their panel redrawn.
    const privately = h.api
      .allMessages()
      .filter((m) => (m.flags & 64) !== 0 || m.channelId === dmOf(player))
      .filter((m) => edits.get(m.id) !== m.edits)
      .map((m) => m.content.toLowerCase());
    return { answered, payload: placed, privately };
  }

  async function finish(intent: MoveIntent, before: Game, privately: readonly string[]) {
    const after = (await game(intent.where, intent.player))!;
    const effect = effectOf(
      intent,
      before,
      after.id === before.id ? after : await store.getGame(before.id),
    );
    if (!effect) return undefined;
    const channelId = conversationOf(intent.where, intent.player)!;
    const boardDepth = depthOf(boardOf(channelId, before.id));
    const name = cellName(intent.cell);
    const told = privately.some((text) => text.includes(name));
    return { effect, seen: told || boardDepth < REPOST_AFTER_MESSAGES, boardDepth };
  }

  async function typed(intent: MoveIntent, before: Game): Promise<Gesture> {
    const name = cellName(intent.cell);
    const text =
      intent.mode === 'note' ? `note ${name} ${intent.digit}` : `${name} ${intent.digit}`;
    const { privately, answered } = await run(
      intent.player,
      slash('p', [str('move', text)]),
      intent.where,
    );
    const done = await finish(intent, before, privately);
    return { taps: 0, refused: !done, answered, ...(done && { done }) };
  }

  /** One tap toward `intent` on the player's panel, else on the board. */
  async function tap(intent: MoveIntent, before: Game): Promise<Gesture> {
    const channelId = conversationOf(intent.where, intent.player)!;
    const key = `${intent.player}/${channelId}`;
    const name = cellName(intent.cell);
    const row = `r${Math.floor(intent.cell / 9) + 1}`;
    const verb = intent.mode === 'note' ? 'note' : 'place';
    const panelId = panels.get(key);
    const panel = panelId ? h.api.message(panelId) : undefined;
    const board = boardOf(channelId, before.id);
    for (const surface of [panel, board]) {
      if (!surface) continue;
      const items = componentsOf(surface).filter((c) => !c.disabled);
      const press = async (c: Component, value?: string) => {
        const message = h.api.messagePayload(surface.id);
        const payload =
          value === undefined
            ? buttonPress(c.custom_id, { message })
            : selectChoice(c.custom_id, value, message);
        const ran = await run(intent.player, payload, intent.where);
        const opened = h.api
          .allMessages()
          .find((m) => m.interactionId === ran.payload.id && (m.flags & 64) !== 0);
        if (opened && opened.components.length > 0) panels.set(key, opened.id);
        return ran;
      };
      const digit = items.find(
        (c) => c.type === 2 && c.custom_id.endsWith(`${verb} ${name} ${intent.digit}`),
      );
      if (digit) {
        const { privately, answered } = await press(digit);
        const done = await finish(intent, before, privately);
        return { taps: 1, refused: !done, answered, ...(done && { done }) };
      }
      const toggle = items.find((c) => c.type === 2 && /notes?: (on|off)/i.test(c.label ?? ''));
      const notesOn = toggle && /: on/i.test(toggle.label ?? '');
      if (toggle && notesOn !== (intent.mode === 'note')) {
        return { taps: 1, refused: false, answered: (await press(toggle)).answered };
      }
      const suffix = intent.mode === 'note' ? `:${name}:n` : `:${name}`;
      const cell = items.find(
        (c) => c.type === 2 && c.custom_id.endsWith(suffix) && !/note/i.test(c.label ?? ''),
      );
      if (cell) return { taps: 1, refused: false, answered: (await press(cell)).answered };
      // A menu of digits for the cell (big boards), then one that offers the cell, then its row.
      const digits = items.find(
        (c) =>
          c.type === 3 &&
          c.custom_id.endsWith(`${verb} ${name}`) &&
          offers(c, String(intent.digit)),
      );
      if (digits) {
        const { privately, answered } = await press(digits, offers(digits, String(intent.digit))!);
        const done = await finish(intent, before, privately);
        return { taps: 2, refused: !done, answered, ...(done && { done }) };
      }
      for (const wanted of [name, row, `Row ${row.slice(1)}`]) {
        const menu = items.find((c) => c.type === 3 && offers(c, wanted));
        if (menu)
          return {
            taps: 2,
            refused: false,
            answered: (await press(menu, offers(menu, wanted)!)).answered,
          };
      }
    }
    throw new Error(
      `discord: no way to ${verb} ${intent.digit} in ${name} on ${intent.player}'s screen`,
    );
  }

  /** Moves a channel interaction where people talk (the day's thread: a channel of its own). */
  function inTalk(payload: Json): Json {
    if (talkChannel === CHANNEL_ID) return payload;
    payload.channel_id = talkChannel;
    payload.channel = { ...payload.channel, id: talkChannel, type: 11, parent_id: CHANNEL_ID };
    return payload;
  }

  /** A person's message where people talk, as the gateway delivers it to the bot. */
  function personMessage(player: PlayerName, content: string, attachments: object[] = []) {
    const id = SnowflakeUtil.generate({ timestamp: clock.ms }).toString();
    if (talkChannel === CHANNEL_ID) people.push(BigInt(id));
    const user = USERS[player];
    const message = gatewayMessage({
      id,
      channel_id: talkChannel,
      guild_id: GUILD_ID,
      author: {
        id: user.id,
        username: user.username,
        global_name: user.global_name,
        discriminator: '0',
        bot: false,
      },
      content,
      timestamp: new Date(clock.ms).toISOString(),
      attachments,
    });
    deliverMessage(h, message);
    return message;
  }

  async function ask(player: PlayerName, what: Ask) {
    const where = what.kind === 'archive' ? what.where : 'channel';
    const payload = (() => {
      switch (what.kind) {
        case 'solo':
          return slash('sudoku', sub('today', bool('solo', true)));
        case 'share':
          return slash('sudoku', sub('share'));
        case 'stats':
          return what.of
            ? resolving(
                slash('sudoku', sub('stats', userOption('player', USERS[what.of]))),
                USERS[what.of],
              )
            : slash('sudoku', sub('stats'));
        case 'leaderboard':
          return slash('sudoku', sub('leaderboard'));
        case 'hint':
          return slash('hint');
        case 'digest':
          return slash('sudoku', sub('leaderboard', str('period', 'yesterday')));
        case 'archive':
          return slash('sudoku', sub('daily', int('number', what.number)), {
            dm: where === 'direct',
          });
      }
    })();
    await run(player, payload, where);
  }

  /** The day's post as the store recorded it (its message, its thread). */
  const dayPost = () =>
    store.dailyPost({ platform: 'discord', conversationId: CHANNEL_ID }, DAY_DATE);

  /** The day's thread in discord.js's cache, as the gateway's THREAD_CREATE puts it there. */
  async function threadCreated() {
    const thread = (await dayPost())?.thread;
    const made = thread && threads.on(thread);
    if (!made) throw new Error("discord: the day's post opened no thread");
    (
      h.adapter.client as unknown as { actions: { ThreadCreate: { handle(d: object): void } } }
    ).actions.ThreadCreate.handle({
      id: made.id,
      type: 11,
      name: made.name,
      parent_id: CHANNEL_ID,
      guild_id: GUILD_ID,
      owner_id: h.adapter.client.user?.id,
      thread_metadata: {
        archived: false,
        auto_archive_duration: made.autoArchiveMinutes,
        locked: false,
      },
      newly_created: true,
    });
    return made.id;
  }

  return {
    platform: 'Discord',
    talk,
    clock,
    async postDaily() {
      await bot.scheduler.tick();
      await h.adapter.idle();
      const thread = await threadCreated();
      if (talk === 'thread') talkChannel = thread;
      await watch.note();
    },
    game,
    async gesture(intent) {
      const before = await game(intent.where, intent.player);
      if (!before) throw new Error(`discord: no game for ${intent.player}`);
      const done = await (intent.how === 'typed' ? typed(intent, before) : tap(intent, before));
      await watch.note();
      return done;
    },
    async chat(player, text) {
      personMessage(player, text);
      await h.adapter.idle();
    },
    async photo(player) {
      const photo = readFileSync(PHOTO_PATH);
      const url = h.api.serveFile('grid.jpg', photo, 'image/jpeg');
      const attachment = {
        id: SnowflakeUtil.generate({ timestamp: clock.ms }).toString(),
        filename: 'grid.jpg',
        size: photo.length,
        url,
        proxy_url: url,
        content_type: 'image/jpeg',
      };
      const message = personMessage(player, 'can the bot read this one?', [attachment]);
      await h.adapter.idle();
      await run(player, inTalk(messageCommand('Solve this Sudoku', message)), 'channel');
    },
    ask,
    async channelFigures() {
      const dms = new Set(h.api.dmChannels.values());
      const everyone = h.api.allMessages().filter((m) => (m.flags & 64) === 0);
      return {
        ...(await watch.figures()),
        publicInChannel: everyone.filter((m) => m.channelId === CHANNEL_ID).length,
        // A thread is a channel of its own: any public message outside the channel and the DMs.
        inThread: everyone.filter((m) => m.channelId !== CHANNEL_ID && !dms.has(m.channelId))
          .length,
      };
    },
    async nextMorning() {
      await bot.scheduler.tick();
      await h.adapter.idle();
      return {};
    },
    close: () => h.close(),
  };
}
