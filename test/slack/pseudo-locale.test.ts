// Nothing escapes the catalogs on Slack: a scripted session through Bolt and the real core
// against the fake Web API, by a user whose Slack is in the pseudo-locale, in a channel set to
// it: the daily with taps and typed moves, a mistake, notes, hints at each level, undo, played
// to the end; help, stats, leaderboard, share, digest, a reveal, the play modal, the Home tab, a
// photo refused and one read. Every text, label, title, placeholder and alt text of every call.

import { describe, expect, it } from 'vitest';
import {
  PSEUDO_LOCALE,
  missingPhrases,
  PseudoScan,
  scanningRenderer,
  SESSION_PHRASES,
  logScan,
} from '../i18n/pseudo-scan.ts';
import { scanCalls, slackSession } from './scripted-session.ts';

describe('Slack in the pseudo-locale', () => {
  it('shows no text that did not come through the catalogs', async () => {
    const scan = new PseudoScan(['ada', 'Ada', "'bogus'"]);
    await slackSession(PSEUDO_LOCALE, scanningRenderer(scan), (calls) => scanCalls(scan, calls));

    // The session reached every step it scripts.
    expect(
      missingPhrases(scan, [
        ...SESSION_PHRASES,
        'Here is the solution',
        'Pick a cell',
        'Place',
        'Note',
        'Play',
        'Your stats',
        'Pick a cell in the menu first',
        'Yes, ',
        'This board moved down',
      ]),
    ).toEqual([]);
    logScan(scan, 'Slack');
    expect(scan.report()).toEqual([]);
  });
});
