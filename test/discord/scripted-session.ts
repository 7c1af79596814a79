// The scripted Discord session of the catalog checks, said in any language: through discord.js
// and the real core against the fake API, by a member whose Discord (and server) is in that
// language: the daily with the row picker, move panel, note switch and "Type a move" modal, typed
// moves, a mistake, notes, hints at each level, undo, played to the end; help, stats,
// leaderboard, share, digest, a reveal with its confirmation, a photo refused and one read.

import { expect } from 'vitest';
import { parseCommand } from '../../src/bot/grammar.ts';
import { HELP_TOPICS } from '../../src/bot/help.ts';
import type { Renderer } from '../../src/bot/ports.ts';
import { realCore } from '../support/real-core.ts';
import { cellName as name, emptyCells, scriptedPlay } from '../support/scripted-play.ts';
import {
  addShownStrings,
  NOT_SUDOKU_PHOTO,
  PSEUDO_LOCALE,
  type PseudoScan,
  sessionPhotoReader,
} from '../i18n/pseudo-scan.ts';
import type { RecordedRequest } from './fake-discord.ts';
import { customIds, MemoryLogger, startHarness } from './harness.ts';
import {
  autocomplete,
  buttonPress,
  CHANNEL_ID,
  modalSubmit,
  selectChoice,
  slash,
  solveWithImage,
  str,
  sub,
} from './payloads.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const SHOWN_KEYS = new Set(['content', 'label', 'placeholder', 'description', 'title']);

/** How Discord names each shipped language in `locale` and `guild_locale`. */
const DISCORD_LOCALES: Record<string, string> = {
  en: 'en-US',
  fr: 'fr',
  de: 'de',
  es: 'es-ES',
  'pt-BR': 'pt-BR',
  ja: 'ja',
  [PSEUDO_LOCALE]: PSEUDO_LOCALE,
};

/**
 * Adds to `scan` every text people read in `requests`: contents, labels, placeholders, options,
 * modal titles, attachment descriptions and autocomplete choices, in the order sent.
 */
export function scanRequests(scan: PseudoScan, requests: readonly RecordedRequest[]): void {
  for (const r of requests) {
    if (!r.json || typeof r.json !== 'object') continue;
    const where = `${r.method} /${r.path.split('/')[1]}`;
    addShownStrings(scan, where, r.json, SHOWN_KEYS);
    // Autocomplete choices are read by their name.
    if (r.json.type === 8)
      for (const choice of r.json.data?.choices ?? []) scan.add(`${where} choice`, choice.name);
  }
}

/**
 * The scripted session on Discord, by a member whose Discord and server speak `locale`; the
 * requests the bot made for each step are handed to `sent`.
 */
export async function discordSession(
  locale: string,
  renderer: Renderer,
  sent: (requests: readonly RecordedRequest[]) => void,
): Promise<void> {
  const { bot, store, clock } = realCore(new MemoryLogger(), renderer, {
    photoReader: sessionPhotoReader,
  });
  const h = await startHarness({ core: bot, parseCommand });
  bot.registerPoster(h.adapter.poster);
  try {
    const key = { platform: 'discord', conversationId: CHANNEL_ID };
    const discordLocale = DISCORD_LOCALES[locale] ?? locale;
    const run = async (payload: any): Promise<RecordedRequest[]> => {
      payload.locale = discordLocale;
      if (payload.guild_id) payload.guild_locale = discordLocale;
      const requests = await h.run(payload);
      sent(requests);
      return requests;
    };
    const type = (text: string) => run(slash('p', [str('move', text)]));
    const { currentGame, solveAll } = scriptedPlay(store, key, type);
    /** The channel's latest message with a board picture. */
    const boardMessage = () =>
      h.api
        .channelMessages(CHANNEL_ID)
        .filter((m) => m.attachments.length > 0)
        .at(-1)!;

    clock.ms -= 24 * 3600_000;
    await run(slash('sudoku', sub('today')));
    await solveAll();
    clock.ms += 24 * 3600_000;

    await run(slash('sudoku', sub('today')));
    const game = await currentGame();
    const empty = emptyCells(game);
    const [first, second, third] = [empty[0]!, empty[1]!, empty[2]!];
    const row = Math.floor(first / 9) + 1;
    // Taps: the row picker, a cell, the note switch and back, a digit.
    const board = h.api.messagePayload(boardMessage().id);
    await run(selectChoice(`sudoku:pick@${game.id}:`, `r${row}`, board));
    const panelOf = () =>
      h.api
        .allMessages()
        .filter((m) => (m.flags & 64) === 64)
        .at(-1)!;
    const cellId = `sudoku:pick@${game.id}:${name(first)}`;
    await run(buttonPress(cellId, { message: h.api.messagePayload(panelOf().id) }));
    await run(buttonPress(`${cellId}:n`, { message: h.api.messagePayload(panelOf().id) }));
    await run(buttonPress(cellId, { message: h.api.messagePayload(panelOf().id) }));
    const digitId = `sudoku:move@${game.id}:place ${name(first)} ${game.solution[first]}`;
    expect(customIds(h.api.message(panelOf().id)!)).toContain(digitId);
    await run(buttonPress(digitId, { message: h.api.messagePayload(panelOf().id) }));
    // "Type a move": the modal, then a move typed in it.
    const modalId = `sudoku:modal@${game.id}:`;
    await run(buttonPress(modalId, { message: h.api.messagePayload(boardMessage().id) }));
    await run(
      modalSubmit(
        modalId,
        'move',
        `${name(third)} ${game.solution[third]}`,
        h.api.messagePayload(boardMessage().id),
      ),
    );
    await type(`${name(second)} ${(game.solution[second]! % 9) + 1}`);
    await run(slash('sudoku', sub('note', str('cell', name(second)), str('digits', '1 2'))));
    await run(slash('sudoku', sub('notes')));
    await run(slash('sudoku', sub('notes')));
    await run(slash('hint'));
    await run(slash('hint'));
    await run(slash('hint'));
    await run(slash('hint', [str('cell', name(second))]));
    await run(autocomplete('hint', 'cell', ''));
    for (const command of ['hint', 'undo', 'notes']) {
      await run(
        buttonPress(`sudoku:run@${game.id}:${command}`, {
          message: h.api.messagePayload(boardMessage().id),
        }),
      );
    }
    await run(slash('sudoku', sub('undo')));
    await run(slash('sudoku', sub('board')));
    await run(slash('sudoku', sub('help')));
    for (const topic of HELP_TOPICS) await run(slash('sudoku', sub('help', str('topic', topic))));
    await run(slash('sudoku', sub('share')));
    await solveAll();
    await run(slash('sudoku', sub('share')));
    await run(slash('sudoku', sub('stats')));
    await run(slash('sudoku', sub('leaderboard')));
    await run(slash('sudoku', sub('leaderboard', str('period', 'week'))));
    await run(slash('sudoku', sub('leaderboard', str('period', 'yesterday'))));
    // A reveal by the board's button: the question, then yes.
    await run(slash('sudoku', sub('new', str('level', 'easy'))));
    const revealing = await currentGame();
    const asked = await run(
      buttonPress(`sudoku:ask@${revealing.id}:solve confirm`, {
        message: h.api.messagePayload(boardMessage().id),
      }),
    );
    const question = asked.find((r) => r.method === 'POST' && /^\/webhooks\//.test(r.path));
    const yes = (question?.json.components?.[0]?.components ?? []).find((c: any) =>
      String(c.custom_id).startsWith('sudoku:yes'),
    );
    expect(yes).toBeDefined();
    await run(buttonPress(yes.custom_id, { message: h.api.messagePayload(boardMessage().id) }));
    expect((await currentGame()).status).toBe('revealed');
    // Photos: one that is no Sudoku, one read; then its solution shown by the button.
    await run(solveWithImage(h.api.serveFile('page.png', NOT_SUDOKU_PHOTO, 'image/png'), 40));
    const photo = Buffer.from('a photo of a grid');
    const read = await run(solveWithImage(h.api.serveFile('grid.png', photo, 'image/png'), 40));
    const show = read
      .flatMap((r) => (r.json?.data ?? r.json)?.components ?? [])
      .flatMap((row: any) => row.components ?? [])
      .find((c: any) => String(c.custom_id).includes('solve'));
    if (show)
      await run(buttonPress(show.custom_id, { message: h.api.messagePayload(boardMessage().id) }));
    await type('bogus command');
  } finally {
    await h.close();
  }
}
