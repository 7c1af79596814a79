// Nothing escapes the catalogs on Discord: a scripted session through discord.js and the real
// core against the fake API, by a member whose Discord (and server) is in the pseudo-locale: the
// daily with the row picker, move panel, note switch and "Type a move" modal, typed moves, a
// mistake, notes, hints at each level, undo, played to the end; help, stats, leaderboard,
// share, digest, a reveal with its confirmation, a photo refused and one read. Every content,
// label, placeholder, option, modal title and attachment description of every request.

import { describe, expect, it } from 'vitest';
import {
  PSEUDO_LOCALE,
  missingPhrases,
  PseudoScan,
  scanningRenderer,
  SESSION_PHRASES,
  logScan,
} from '../i18n/pseudo-scan.ts';
import { discordSession, scanRequests } from './scripted-session.ts';

describe('Discord in the pseudo-locale', () => {
  it('shows no text that did not come through the catalogs', async () => {
    const scan = new PseudoScan(['Ada', 'Kat', "'bogus'"]);
    await discordSession(PSEUDO_LOCALE, scanningRenderer(scan), (requests) =>
      scanRequests(scan, requests),
    );

    // The session reached every step it scripts.
    expect(
      missingPhrases(scan, [
        ...SESSION_PHRASES,
        'Type a move',
        'Your move',
        'Cell and digit',
        'Pick a cell in rows',
        'Pick the digit for',
        'Notes: on',
        'empty cells',
        'Yes',
        'Cancel',
        'Confirmed',
        'column',
        'Show solution',
      ]),
    ).toEqual([]);
    logScan(scan, 'Discord');
    expect(scan.report()).toEqual([]);
  });
});
