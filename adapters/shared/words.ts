// The language of an adapter's own words (a move panel, a confirmation, a notice, a label the
// core did not give): the core's reply's language when there is one; else, as for the core's
// replies only the asker sees, the language the player chose (`language de`), else the first of
// the platform's language tags (the person's, then the place's) the bot speaks, else English.

import { within } from '../../src/bot/deadline.ts';
import type { BotCore } from '../../src/bot/types.ts';
import { DEFAULT_LOCALE, matchLocale, type Locale } from '../../src/i18n/locales.ts';

/** How long adapter words wait for a player's chosen language before going without it. */
export const CHOSEN_LANGUAGE_MS = 1500;

/** The first of `tags` the bot speaks (`fr`, `pt-BR`, `en-XA`), else English. */
export function wordsLocale(...tags: readonly (string | null | undefined)[]): Locale {
  for (const tag of tags) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language `core` has on record as the player's own choice, waited for at most
 * CHOSEN_LANGUAGE_MS; undefined when none, the core keeps no choices, or the store fails.
 */
export async function chosenLocale(
  core: Pick<BotCore, 'chosenLanguage'>,
  platform: string,
  userId: string,
): Promise<Locale | undefined> {
  if (!core.chosenLanguage) return undefined;
  const lookup = core.chosenLanguage(platform, userId).catch(() => undefined);
  return within(lookup, CHOSEN_LANGUAGE_MS);
}

/**
 * The language of an adapter's words to one player: their `language de` choice, else the first
 * of `tags` the bot speaks (the platform's locale for them, then the place's), else English.
 */
export async function playerWordsLocale(
  core: Pick<BotCore, 'chosenLanguage'>,
  platform: string,
  userId: string,
  ...tags: readonly (string | null | undefined)[]
): Promise<Locale> {
  return (await chosenLocale(core, platform, userId)) ?? wordsLocale(...tags);
}
