// The photo reader's refusals as data: the reader keeps their English as the error's message (as
// before, for logs), and the bot says them in the player's language from the catalogs.

import { describe, expect, it } from 'vitest';
import { ChannelDirectory } from '../../adapters/web/channels.ts';
import { MessageLog } from '../../adapters/web/history.ts';
import { ImageCache } from '../../adapters/web/images.ts';
import { Playground } from '../../adapters/web/playground.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import { err } from '../../src/engine/result.ts';
import { renderText } from '../../src/i18n/text.ts';
import { notSudoku, sawInstead } from '../../src/vision/grid-evidence.ts';
import { describeSquares } from '../../src/vision/grid-shape.ts';
import { reasonText, refusal } from '../../src/vision/reason-words.ts';
import { MemoryLogger } from '../bot/harness.ts';
import { realCore } from '../support/real-core.ts';

describe('photo refusals', () => {
  it('keep the English the reader always said, as their message', () => {
    expect(refusal('busy', { kind: 'waited', ms: 30_000 }).message).toBe(
      'Your photo waited 30 s and the photo reader could not get to it (it is busy or still starting); send it again in a minute.',
    );
    expect(refusal('timeout', { kind: 'over-budget', ms: 8500, measure: 'cpu' }).message).toBe(
      'That photo needed more than 8.5 s of work to read; send a photo taken from straight above with only the grid in view.',
    );
    expect(notSudoku(sawInstead(describeSquares(7, 5), false)).message).toBe(
      "I don't see a Sudoku grid in this picture (I see a grid of 7 by 5 squares, like a calendar). Send a photo of a printed 9x9 Sudoku, with the whole grid in the frame.",
    );
    const six = notSudoku(sawInstead({ kind: 'sudoku', size: 6 }, true, { size: 6 }));
    expect(six).toMatchObject({ code: 'not-sudoku', size: 6, reason: { kind: 'other-size' } });
    expect(six.message).toMatch(/^This looks like a 6x6 Sudoku: .* its 36 cells row by row/);
  });

  it('are said in each language from their reason', () => {
    const waited = reasonText({ kind: 'waited', ms: 500 });
    expect(renderText(waited, 'fr')).toMatch(/^Votre photo a attendu 500 ms/);
    expect(renderText(reasonText({ kind: 'stopped', ms: 12_500 }), 'de')).toContain('12,5 s');
    const calendar = reasonText({ kind: 'not-sudoku', seen: describeSquares(7, 6) });
    expect(renderText(calendar, 'ja')).toContain('カレンダーのような 7×6 マスの格子');
    expect(renderText(calendar, 'es')).toContain('como un calendario');
  });

  it('reach a French player in French through the bot (the reader’s English never shown)', async () => {
    const refused = notSudoku(sawInstead({ kind: 'text' }, false));
    const { bot } = realCore(new MemoryLogger(), undefined, {
      photoReader: { read: async () => err(refused) },
    });
    const directory = new ChannelDirectory();
    const play = new Playground({
      core: bot,
      parseCommand,
      logger: new MemoryLogger(),
      directory,
      log: new MessageLog(),
      images: new ImageCache(),
    });
    const ada = { id: 'web:ada', name: 'Ada', canManage: true };
    const photo = { bytes: Buffer.from('a page'), contentType: 'image/png', name: 'page.png' };
    const [, answer] = await play.runPhoto(
      directory.channel('general'),
      ada,
      photo,
      false,
      undefined,
      'fr',
    );
    expect(answer!.text).toMatch(
      /^Je ne vois pas de grille de sudoku sur cette image \(je vois une page de texte\)\./,
    );
    expect(answer!.text).not.toContain(refused.message);
  });
});
