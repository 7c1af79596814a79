// The language of an adapter's own words (a move panel, a confirmation, a notice, a label the
// core did not give): the core's reply's language when there is one, else the first of the
// platform's language tags (the person's, then the place's) the bot speaks, else English.

import { DEFAULT_LOCALE, matchLocale, type Locale } from '../../src/i18n/locales.ts';

/** The first of `tags` the bot speaks (`fr`, `pt-BR`, `en-XA`), else English. */
export function wordsLocale(...tags: readonly (string | null | undefined)[]): Locale {
  for (const tag of tags) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
