// Nothing escapes the catalogs on the playground: a scripted session in the pseudo-locale (the
// daily with a move, a mistake, notes, hints at each level, undo, played to the end; help,
// stats, leaderboard, share, digest, a reveal, a photo refused and one read) through the real
// core and the playground, every message, button label, confirmation and alt text scanned.

import { describe, expect, it } from 'vitest';
import type { WebMessage } from '../../adapters/web/history.ts';
import { playgroundSession } from './playground-session.ts';
import {
  PSEUDO_LOCALE,
  missingPhrases,
  PseudoScan,
  scanningRenderer,
  SESSION_PHRASES,
  logScan,
} from './pseudo-scan.ts';

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
    await playgroundSession(PSEUDO_LOCALE, (m) => scanMessage(scan, m), scanningRenderer(scan));

    // The session reached every step it scripts.
    expect(missingPhrases(scan, [...SESSION_PHRASES, 'Here is the solution'])).toEqual([]);
    logScan(scan, 'playground');
    expect(scan.report()).toEqual([]);
  });
});
