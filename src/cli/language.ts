// The language the `sudoku` command speaks: `--lang xx` when given, else the one the environment
// names the way a POSIX command reads it (LC_ALL, then LC_MESSAGES, then LANG; GNU LANGUAGE's
// list first unless the locale is C), else English. Every subcommand speaks it (voice.ts).

import {
  DEFAULT_LOCALE,
  matchLocale,
  parseLanguage,
  SHIPPED_LOCALES,
  type Locale,
} from '../i18n/locales.ts';
import { listOf, msg, renderText, verbatim } from '../i18n/text.ts';

/** The environment variables a locale is read from. */
export type LocaleEnv = Readonly<Partial<Record<string, string | undefined>>>;

/** The locale the environment asks for; English when it names none the bot speaks. */
export function envLocale(env: LocaleEnv): Locale {
  const posix = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '');
  // The C (POSIX) locale means untranslated messages, whatever LANGUAGE says.
  if (posix === undefined || /^(C|POSIX)([._@]|$)/.test(posix)) return DEFAULT_LOCALE;
  for (const tag of (env.LANGUAGE ?? '').split(':')) {
    const found = matchLocale(tag.split('.')[0]);
    if (found) return found;
  }
  return matchLocale(posix.split(/[.@]/)[0]) ?? DEFAULT_LOCALE;
}

/**
 * The locale of a command: `--lang` (a code like fr or pt-BR, or a language's name) or the
 * environment's. An unknown `--lang` is an error listing the shipped languages, said in the
 * environment's language.
 */
export function cliLocale(
  lang: string | true | undefined,
  env: LocaleEnv,
): { ok: true; locale: Locale } | { ok: false; error: string } {
  const fallback = envLocale(env);
  if (lang === undefined) return { ok: true, locale: fallback };
  const found = typeof lang === 'string' ? parseLanguage(lang) : undefined;
  if (found) return { ok: true, locale: found };
  const languages = listOf(SHIPPED_LOCALES.map((l) => verbatim(l)));
  const language = typeof lang === 'string' ? lang : '';
  return {
    ok: false,
    error: renderText(msg('cli.lang-unknown', { language, languages }), fallback),
  };
}
