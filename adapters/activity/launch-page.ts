// The page the Activity's address shows outside Discord (launch.html), said in the browser's
// language (Accept-Language) with the words the board UI's endpoint serves (`page.launch-*`).

import type { IncomingMessage } from 'node:http';
import { boardWords } from '../web/board-words.ts';
import { refusalLocale } from '../web/routes.ts';
import { t } from '../../src/i18n/translate.ts';

/** Text made safe to stand in HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `template` (launch.html) in the language of `req`'s browser. */
export async function launchPage(template: string, req: IncomingMessage): Promise<string> {
  const locale = await refusalLocale(req);
  const { words } = boardWords(locale);
  const word = (name: string) => escapeHtml(words[`page.${name}`] ?? '');
  const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;
  const body = word('launch-body')
    .replace('{play}', strong('/play'))
    .replace('{button}', strong(t(locale, 'discord.launch')));
  return template
    .replace('{{lang}}', escapeHtml(locale))
    .replace('{{title}}', word('launch-title'))
    .replace('{{heading}}', word('launch-heading'))
    .replace('{{body}}', body);
}
