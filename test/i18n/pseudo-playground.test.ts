// Nothing escapes the catalogs on the playground: a scripted session in the pseudo-locale (the
// daily with a move, a mistake, notes, hints at each level, undo, played to the end; help,
// stats, leaderboard, share, digest, a reveal, a photo refused and one read) through the real
// core and the playground, every message, button label, confirmation and alt text scanned.

import { describe, expect, it } from 'vitest';
import { ChannelDirectory } from '../../adapters/web/channels.ts';
import { MessageLog, type WebMessage } from '../../adapters/web/history.ts';
import { ImageCache } from '../../adapters/web/images.ts';
import { Playground } from '../../adapters/web/playground.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import { HELP_TOPICS } from '../../src/bot/help.ts';
import type { User } from '../../src/bot/types.ts';
import { MemoryLogger } from '../bot/harness.ts';
import { realCore } from '../support/real-core.ts';
import {
  NOT_SUDOKU_PHOTO,
  PSEUDO_LOCALE,
  missingPhrases,
  PseudoScan,
  scanningRenderer,
  sessionPhotoReader,
} from './pseudo-scan.ts';

const ADA: User = { id: 'web:ada', name: 'Ada', canManage: true };
const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

function scanMessage(scan: PseudoScan, m: WebMessage): void {
  // A player's own message is their words; the alt text of their photo is the server's.
  scan.add('alt text', m.image?.alt);
  if (!m.author.bot) return;
  scan.add('message', m.text);
  for (const action of m.actions ?? []) {
    scan.add('button', action.label);
    scan.add('confirmation', action.confirm);
  }
}

describe('the playground in the pseudo-locale', () => {
  it('shows no text that did not come through the catalogs', async () => {
    const scan = new PseudoScan(['Ada', 'grid.png', "'bogus'"]);
    const { bot, store, clock } = realCore(new MemoryLogger(), scanningRenderer(scan), {
      photoReader: sessionPhotoReader,
    });
    const directory = new ChannelDirectory();
    const log = new MessageLog();
    log.subscribe({
      userId: ADA.id,
      send: (m) => scanMessage(scan, m),
      close: () => undefined,
    });
    const play = new Playground({
      core: bot,
      parseCommand,
      logger: new MemoryLogger(),
      directory,
      log,
      images: new ImageCache(),
    });
    const general = directory.channel('general');
    const type = async (text: string) => {
      for (const m of await play.runText(general, ADA, text, undefined, PSEUDO_LOCALE))
        scanMessage(scan, m);
    };
    const photo = async (bytes: Buffer) => {
      const shown = await play.runPhoto(
        general,
        ADA,
        { bytes, contentType: 'image/png', name: 'grid.png' },
        false,
        undefined,
        PSEUDO_LOCALE,
      );
      for (const m of shown) scanMessage(scan, m);
    };

    // Yesterday's daily, solved, so today's digest has something to say.
    clock.ms -= 24 * 3600_000;
    await type(`language channel ${PSEUDO_LOCALE}`);
    await type('today');
    const key = { platform: 'web', conversationId: 'general' };
    const solveAll = async () => {
      const game = (await store.currentGame(key))!;
      for (let cell = 0; cell < game.givens.length; cell++)
        if (!game.givens[cell] && !game.entries[cell])
          await type(`${name(cell)} ${game.solution[cell]}`);
    };
    await solveAll();
    clock.ms += 24 * 3600_000;

    await type('today');
    const game = (await store.currentGame(key))!;
    const empty = Array.from(game.givens).flatMap((d, i) => (d || game.entries[i] ? [] : [i]));
    const [first, second] = [empty[0]!, empty[1]!];
    await type(`${name(first)} ${game.solution[first]}`);
    await type(`${name(second)} ${(game.solution[second]! % 9) + 1}`);
    await type(`note ${name(second)} 1 2`);
    await type('notes');
    await type('notes');
    await type('hint');
    await type('hint');
    await type('hint');
    await type(`hint ${name(second)}`);
    await type('undo');
    await type('board');
    await type('help');
    for (const topic of HELP_TOPICS) await type(`help ${topic}`);
    await type('share');
    await solveAll();
    await type('share');
    await type('stats');
    await type('leaderboard');
    await type('leaderboard week');
    await type('digest');
    await type('new easy');
    await type('solve');
    await type('solve confirm');
    await photo(NOT_SUDOKU_PHOTO);
    await photo(Buffer.from('a photo of a grid'));
    await type('fix r1c1 5');
    await type('bogus command');

    // The session reached every step it scripts.
    expect(
      missingPhrases(scan, [
        'Sudoku commands',
        'Moves',
        'Stats and leaderboard',
        'The daily puzzle',
        'Solving a photo',
        'Hints',
        'Solving a grid',
        'Daily post',
        'Picture theme',
        'Sudoku board',
        "I don't see a Sudoku grid",
        'I read this grid from your photo',
        'mistake',
        'Notes in',
        'Yesterday',
        'Share it',
        'Your Sudoku stats',
        "Today's daily, here",
        'This week',
        'Here is the solution',
      ]),
    ).toEqual([]);
    const { pending, failures } = scan.split();
    console.log(
      `pseudo-locale playground: ${scan.seen.length} texts, ${failures.length} unwrapped, ${pending.length} pending catalog-engine`,
    );
    for (const f of pending) console.log(`pending: ${f.where}: ${f.text.slice(0, 160)}`);
    expect(scan.report()).toEqual([]);
  });
});
