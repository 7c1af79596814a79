// The scripted Slack session in every shipped language, by a user whose Slack speaks it in a
// channel set to it: every text, label, title, placeholder and alt text of every call from that
// language's catalog (see test/i18n/every-language.ts).

import { createRenderer } from '../../src/render/index.ts';
import { describeEveryLanguage } from '../i18n/every-language.ts';
import { PseudoScan } from '../i18n/pseudo-scan.ts';
import { scanCalls, slackSession } from './scripted-session.ts';

describeEveryLanguage('Slack', async (locale) => {
  const scan = new PseudoScan();
  await slackSession(locale, createRenderer(), (calls) => scanCalls(scan, calls));
  return scan.seen.map((s) => s.text);
});
