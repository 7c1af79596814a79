// The scripted playground session in every shipped language (the channel's and the browser's):
// each reply, button label and alt text from that language's catalog (see every-language.ts).

import type { WebMessage } from '../../adapters/web/history.ts';
import { createRenderer } from '../../src/render/index.ts';
import { describeEveryLanguage } from './every-language.ts';
import { playgroundSession } from './playground-session.ts';

describeEveryLanguage('playground', async (locale) => {
  const texts: string[] = [];
  await playgroundSession(
    locale,
    (m: WebMessage) => {
      if (m.image?.alt) texts.push(m.image.alt);
      if (!m.author.bot) return;
      texts.push(m.text, ...(m.actions ?? []).map((a) => a.label));
    },
    createRenderer(),
  );
  return texts;
});
