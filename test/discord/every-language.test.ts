// The scripted Discord session in every shipped language, by a member whose Discord and server
// speak it: every content, label, option, title and description of every request from that
// language's catalog (see test/i18n/every-language.ts).

import { createRenderer } from '../../src/render/index.ts';
import { describeEveryLanguage } from '../i18n/every-language.ts';
import { PseudoScan } from '../i18n/pseudo-scan.ts';
import { discordSession, scanRequests } from './scripted-session.ts';

describeEveryLanguage('Discord', async (locale) => {
  const scan = new PseudoScan();
  await discordSession(locale, createRenderer(), (requests) => scanRequests(scan, requests));
  return scan.seen.map((s) => s.text);
});
