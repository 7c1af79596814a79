// The pressure benchmark's Discord game: the real discord.js client of the adapter (rest.api
// pointed at the fake Discord API, payloads injected via client.actions.InteractionCreate.handle)
// over the real core, with the adapter's own reply budget. Several members share the channel's
// daily: one posts `/sudoku today`, then all play at once by taps on the board (a menu of empty
// cells opens a move panel only they see, then a digit), one asks `/hint r3c5` first, one
// solves another grid with `/solve`, one posts a photo; played to the end.

import { createDiscordAdapter } from '../adapters/discord/index.ts';
import { parseButtonId } from '../adapters/discord/custom-id.ts';
import { parseCommand } from '../src/bot/grammar.ts';
import { createRenderPool } from '../src/render/index.ts';
import { FakeDiscord, type RecordedRequest } from '../test/discord/fake-discord.ts';
import { seenMessages } from '../test/discord/harness.ts';
import {
  APPLICATION_ID,
  asUser,
  bool,
  buttonPress,
  CHANNEL_ID,
  selectChoice,
  slash,
  solveWithImage,
  str,
  sub,
  type PayloadUser,
} from '../test/discord/payloads.ts';
import { realCore } from '../test/support/real-core.ts';
import { cellName, emptyCells } from '../test/support/scripted-play.ts';
import {
  ANSWER_DEADLINE_MS,
  playTogether,
  countingLogger,
  PRESSURE_PLAYERS,
  Tally,
} from './pressure-tally.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const OTHER_GRID =
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const key = { platform: 'discord' as const, conversationId: CHANNEL_ID };

/** Plays one channel's daily to the end with PRESSURE_PLAYERS members at once. */
export async function discordGame(load: string): Promise<Tally> {
  const tally = new Tally('Discord', load);
  const api = await FakeDiscord.start();
  const logger = countingLogger();
  const renderer = createRenderPool();
  await renderer.warm();
  const { bot, store } = realCore(logger, renderer);
  const adapter = createDiscordAdapter({
    core: bot,
    parseCommand,
    token: 'pressure-token',
    applicationId: APPLICATION_ID,
    logger,
    clientOptions: { rest: { api: api.api } },
  });
  /** Each interaction sent: what it was, and the message it was pressed on (components). */
  const sent: { id: string; token: string; what: string; on?: string }[] = [];
  const members: PayloadUser[] = Array.from({ length: PRESSURE_PLAYERS }, (_, i) => ({
    id: String(1190000000000000001n + BigInt(i)),
    username: `player${i + 1}`,
    global_name: `Player ${i + 1}`,
  }));

  /** Injects `payload` as `user`; resolves with its first callback (or undefined: none). */
  const send = async (payload: Json, user: PayloadUser, what: string) => {
    asUser(payload, user);
    sent.push({ id: payload.id, token: payload.token, what, on: payload.message?.id });
    const callback = api
      .waitFor((r) => r.path.startsWith(`/interactions/${payload.id}/`), ANSWER_DEADLINE_MS)
      .catch(() => undefined);
    api.registerInteraction(payload);
    (
      adapter.client as unknown as { actions: { InteractionCreate: { handle(d: object): void } } }
    ).actions.InteractionCreate.handle(payload);
    const answered = await callback;
    if (!answered) tally.unanswered++;
    // A deferred answer is done when its message is edited in or followed up.
    const deferred = answered && [5, 6].includes(answered.json?.type as number);
    const done = deferred
      ? await api
          .waitFor(
            (r) =>
              r.at >= answered.at &&
              r.path.includes(`/${payload.token}`) &&
              !r.path.endsWith('/callback'),
            ANSWER_DEADLINE_MS,
          )
          .catch(() => undefined)
      : answered;
    if (answered && !done) tally.unanswered++;
    return { payload, answered: done };
  };

  try {
    await send(slash('sudoku', sub('today')), members[0]!, '/sudoku today');
    await adapter.idle();
    const game = (await store.currentGame(key))!;
    const boardRef = await store.boardMessage({ gameId: game.id, viewer: '' });
    const boardId = boardRef!.ref.split('/')[1]!;
    const startedAt = performance.now();
    const cells = emptyCells(game);
    const placedBy = new Map<number, number>();

    // The board is the answer to `/sudoku today`: edited through that token or by its id.
    const today = sent[0]!;
    const isBoardEdit = (r: RecordedRequest) =>
      r.method === 'PATCH' &&
      (r.path.endsWith(`/messages/${boardId}`) ||
        (r.path.includes(`/${today.token}/`) && r.path.endsWith('/@original')));
    const edits = (since: number) =>
      api.waitFor((r) => isBoardEdit(r) && r.at >= since, ANSWER_DEADLINE_MS);
    const components = (id: string): Json[] =>
      api.message(id)!.components.flatMap((row) => row.components as Json[]);
    const enabled = (id: string, kind: string, command: string) =>
      components(id).find((c) => {
        const parsed = parseButtonId(c.custom_id as string);
        return c.type === 2 && !c.disabled && parsed?.kind === kind && parsed.command === command;
      })?.custom_id as string | undefined;

    /** One member: their cells, by taps, from the board then their own panel. */
    const panels: (string | undefined)[] = members.map(() => undefined);
    /**
     * Member `index` places the right digit in `cell` by taps; with `atOnce`, they wait there
     * before the digit until every member has reached it (everyone on the same cell).
     */
    const move = async (index: number, cell: number, atOnce?: () => Promise<void>) => {
      const user = members[index]!;
      const name = cellName(cell);
      const row = name.replace(/c\d+$/, '');
      const digit = game.solution[cell]!;
      let taps = 0;
      for (let step = 0; step < 6; step++) {
        const panel = panels[index];
        const on = panel && api.message(panel) ? panel : boardId;
        const place = enabled(on, 'move', `place ${name} ${digit}`);
        if (place) {
          await atOnce?.();
          const message = api.messagePayload(on);
          taps++;
          tally.movesSent++;
          const began = performance.now();
          const edited = edits(began).catch(() => undefined);
          const what = atOnce ? 'digit, everyone on one cell' : 'digit';
          const { answered } = await send(buttonPress(place, { message }), user, what);
          const edit = answered ? await edited : undefined;
          const now = (await store.currentGame(key))!;
          if (atOnce) return;
          if (now.entries[cell] !== digit) tally.refused++;
          else {
            placedBy.set(cell, digit);
            tally.taps.push(taps);
            if (edit) tally.boardTimes.push(edit.at - began);
          }
          return;
        }
        const message = api.messagePayload(on);
        const pick = enabled(on, 'pick', name);
        const menus = components(on).filter((c) => c.type === 3);
        const has = (value: string) => (c: Json) =>
          (c.options as { value: string }[]).some((o) => o.value === value);
        const menu = menus.find(has(name)) ?? menus.find(has(row));
        let payload: Json;
        if (pick) {
          payload = buttonPress(pick, { message });
          taps += 1;
        } else if (menu) {
          payload = selectChoice(menu.custom_id as string, has(name)(menu) ? name : row, message);
          taps += 2;
        } else {
          tally.read('no way to the cell', `${name}: ${api.message(on)!.content}`);
          return;
        }
        await send(payload, user, pick ? 'cell button' : 'cell menu');
        if (on === boardId) {
          panels[index] = api.allMessages().find((m) => m.interactionId === payload.id)?.id;
        }
      }
    };
    await playTogether(members, cells, game.solution, tally, placedBy, {
      move,
      hint: (user, cell) => send(slash('hint', [str('cell', cellName(cell))]), user, '/hint r3c5'),
      solveOther: (user) =>
        send(slash('solve', [str('grid', OTHER_GRID), bool('share', false)]), user, '/solve'),
      async photo(user, index) {
        const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(30_000, 7)]);
        const url = api.serveFile(`grid${index}.jpg`, photo, 'image/jpeg');
        await send(solveWithImage(url, photo.length), user, 'photo (/solve image)');
      },
    });
    await adapter.idle();

    const final = (await store.currentGame(key)) ?? game;
    tally.settle(final, placedBy);
    for (const s of sent) {
      for (const seen of seenMessages(api.forInteraction(s.id, s.token))) {
        // A press on a move panel updates that panel, which only its player sees.
        const onPanel = s.on !== undefined && ((api.message(s.on)?.flags ?? 0) & 64) !== 0;
        const followUp = seen.request.method === 'POST' && !seen.request.path.endsWith('/callback');
        const own = seen.ephemeral || (onPanel && !followUp);
        tally.read(`${s.what}${own ? ' (only you)' : ''}`, seen.content || '(a picture)');
      }
    }
    const channel = api.channelMessages(CHANNEL_ID).filter((m) => m.createdAt >= 0);
    tally.channelMessages = channel.length;
    // Boards carry their picture and a description of it (its alt text).
    const isBoardPicture = (a: { description?: string }) =>
      Boolean(a.description?.startsWith('Sudoku board'));
    tally.boardsLeft = channel.filter((m) => m.attachments.some(isBoardPicture)).length;
    // The answer to `/sudoku today`, then any board posted anew in the channel.
    tally.boardPosts =
      1 +
      api.requests.filter(
        (r) =>
          r.at >= startedAt &&
          r.method === 'POST' &&
          r.path === `/channels/${CHANNEL_ID}/messages` &&
          (r.json?.attachments ?? []).some(isBoardPicture),
      ).length;
    const boardEdits = api.requests.filter((r) => r.at >= startedAt && isBoardEdit(r));
    tally.boardEdits = boardEdits.length;
    tally.withoutPicture = boardEdits.filter(
      (r) => r.files.length === 0 && !(r.json?.attachments?.length > 0),
    ).length;
    for (const m of channel) {
      if (m.id !== boardId && !m.interactionId) tally.read('posted in the channel', m.content);
    }
    tally.logs = logger.seen;
    return tally;
  } finally {
    await adapter.close();
    await renderer.close();
    await api.close();
  }
}
