// The pressure benchmark's Slack game: the real Bolt app of the adapter (HTTP receiver on
// 127.0.0.1, clientOptions.slackApiUrl at the fake Slack Web API) over the real core, driven by
// signed requests. Several members share the channel's daily: one types `/sudoku today`, then
// all play at once on the shared board message (a cell picked in its menu, then a digit; the
// press carries the pick unless the message was replaced meanwhile, as Slack's client does), one
// asks `/sudoku hint r3c5` first, one solves another grid, one mentions the bot with a photo.

import { createRenderPool } from '../src/render/index.ts';
import { MOVE_ACTIONS } from '../adapters/slack/move-blocks.ts';
import type { RecordedCall } from '../test/slack/fake-slack.ts';
import { photoMention, realCore, startHarness, textOf } from '../test/slack/harness.ts';
import { ADA, CHANNEL_ID } from '../test/slack/signing.ts';
import { cellName, emptyCells } from '../test/support/scripted-play.ts';
import {
  ANSWER_DEADLINE_MS,
  playTogether,
  countingLogger,
  PRESSURE_PLAYERS,
  Tally,
} from './pressure-tally.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const OTHER_GRID =
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const key = { platform: 'slack' as const, conversationId: CHANNEL_ID };
const TAPS_PICK = 2;

/** Plays one channel's daily to the end with PRESSURE_PLAYERS members at once. */
export async function slackGame(load: string): Promise<Tally> {
  const tally = new Tally('Slack', load);
  const logger = countingLogger();
  const renderer = createRenderPool();
  await renderer.warm();
  const { bot, store } = realCore(logger, renderer);
  const h = await startHarness(bot, { logger });
  const members = Array.from({ length: PRESSURE_PLAYERS }, (_, i) => ({
    id: `U0PLAYER${i + 1}`,
    name: `player${i + 1}`,
  }));
  for (const m of [ADA, ...members]) h.api.addUser({ ...m });
  let requests = 0;
  const asked: { url: string; what: string }[] = [];
  /** A response URL of its own, so the replies of each request can be read back. */
  const responseUrl = (what: string) => {
    const url = h.api.responseUrl(`pressure${++requests}`);
    asked.push({ url: new URL(url).pathname, what });
    return url;
  };
  const repliedTo = (url: string) => (c: RecordedCall) =>
    c.method === 'response_url' && c.path === new URL(url).pathname;
  /** Sends a slash command; resolves once its reply came (or the deadline passed). */
  const command = async (
    text: string,
    user: (typeof members)[0],
    what: string,
    answer?: (c: RecordedCall) => boolean,
  ) => {
    const url = responseUrl(what);
    const replied = h.api
      .waitFor(answer ?? repliedTo(url), ANSWER_DEADLINE_MS)
      .catch(() => undefined);
    await h.send(h.slash(text, { user, responseUrl: url }));
    if (!(await replied)) {
      tally.unanswered++;
      tally.read('never answered', what);
    }
  };

  try {
    // The daily's board is posted in the channel, not sent back to the command.
    const posted = (c: RecordedCall) =>
      c.method === 'chat.postMessage' && c.params.channel === CHANNEL_ID;
    await command('today', members[0]!, '/sudoku today', posted);
    await h.settle();
    const game = (await store.currentGame(key))!;
    const board = () =>
      h.api.messages.find(
        (m) => m.channel === CHANNEL_ID && !m.onlyFor && m.blocks.some((b) => b.type === 'image'),
      )!;
    const boardTs = board().ts;
    const startedAt = performance.now();
    const isBoardEdit = (c: RecordedCall) => c.method === 'chat.update' && c.params.ts === boardTs;
    const cells = emptyCells(game);
    const placedBy = new Map<number, number>();
    const moveBlock = () =>
      board().blocks.find((b: any) => String(b.block_id).startsWith('sudoku-move@'));

    /** Member `index` picks `cell` and presses its digit; `atOnce`: all press together. */
    const move = async (index: number, cell: number, atOnce?: () => Promise<void>) => {
      const user = members[index]!;
      const name = cellName(cell);
      const digit = game.solution[cell]!;
      const picked = moveBlock();
      await h.send(
        h.button(name, {
          messageTs: boardTs,
          actionId: MOVE_ACTIONS.cell,
          blockId: picked.block_id,
          user,
          selected: name,
          responseUrl: responseUrl('cell menu'),
        }),
      );
      // Slack's client sends what is picked in the message, unless the message was replaced.
      const shown = moveBlock();
      const kept = shown === picked || shown.block_id === picked.block_id;
      const state = kept
        ? { [shown.block_id]: { [MOVE_ACTIONS.cell]: { selected_option: { value: name } } } }
        : {};
      await atOnce?.();
      tally.movesSent++;
      const began = performance.now();
      const url = responseUrl(atOnce ? 'digit, everyone on one cell' : 'digit');
      // Answered: the board edited, or a word to the presser alone (a refusal).
      const answered = h.api
        .waitFor(
          (c) =>
            c.at >= began &&
            (isBoardEdit(c) ||
              repliedTo(url)(c) ||
              (c.method === 'chat.postEphemeral' && c.params.user === user.id)),
          ANSWER_DEADLINE_MS,
        )
        .catch(() => undefined);
      await h.send(
        h.button(String(digit), {
          messageTs: boardTs,
          actionId: `${MOVE_ACTIONS.digit}${digit}`,
          blockId: shown.block_id,
          user,
          state,
          responseUrl: url,
        }),
      );
      const answer = await answered;
      if (!answer) {
        tally.unanswered++;
        tally.read('never answered', `digit ${name} ${digit}`);
      }
      if (atOnce) return;
      const now = (await store.currentGame(key))!;
      if (now.entries[cell] !== digit) tally.refused++;
      else {
        placedBy.set(cell, digit);
        tally.taps.push(TAPS_PICK + 1);
        const edit = await h.api
          .waitFor((c) => c.at >= began && isBoardEdit(c), ANSWER_DEADLINE_MS)
          .catch(() => undefined);
        if (edit) tally.boardTimes.push(edit.at - began);
        else tally.read('never answered', `board not edited with ${name}`);
      }
    };
    await playTogether(members, cells, game.solution, tally, placedBy, {
      move,
      hint: (user, cell) => command(`hint ${cellName(cell)}`, user, '/sudoku hint r3c5'),
      solveOther: (user) => command(`solve ${OTHER_GRID}`, user, '/sudoku solve'),
      async photo() {
        const sentAt = performance.now();
        // The answer comes to the sender alone (an ephemeral message) or to the channel.
        const replied = h.api
          .waitFor(
            (c) =>
              ['chat.postMessage', 'chat.postEphemeral'].includes(c.method) &&
              c.params.channel === CHANNEL_ID &&
              c.at >= sentAt,
            ANSWER_DEADLINE_MS,
          )
          .catch(() => undefined);
        await h.send(photoMention(h.api));
        if (!(await replied)) {
          tally.unanswered++;
          tally.read('never answered', 'photo');
        }
      },
    });
    await h.settle();

    const final = (await store.currentGame(key)) ?? game;
    tally.settle(final, placedBy);
    const calls = h.api.calls;
    for (const { url, what } of asked) {
      for (const c of calls.filter((x) => x.method === 'response_url' && x.path === url)) {
        tally.read(what, textOf(c) || c.params.text || '(no text)');
      }
    }
    for (const c of calls) {
      if (c.method === 'chat.postEphemeral') tally.read('only you', textOf(c) || c.params.text);
    }
    const channel = h.api.messages.filter((m) => m.channel === CHANNEL_ID && !m.onlyFor);
    tally.channelMessages = channel.length;
    tally.boardsLeft = channel.filter((m) => m.blocks.some((b: any) => b.type === 'image')).length;
    tally.boardPosts = calls.filter(
      (c) =>
        c.method === 'chat.postMessage' &&
        c.params.channel === CHANNEL_ID &&
        (c.params.blocks ?? []).some((b: any) => b.type === 'image'),
    ).length;
    for (const m of channel) if (m.ts !== boardTs) tally.read('posted in the channel', m.text);
    const edits = calls.filter((c) => c.at >= startedAt && isBoardEdit(c));
    tally.boardEdits = edits.length;
    tally.withoutPicture = edits.filter(
      (c) => !(c.params.blocks ?? []).some((b: any) => b.type === 'image'),
    ).length;
    tally.logs = logger.seen;
    return tally;
  } finally {
    await h.close();
    await renderer.close();
  }
}
