// The languages the bot speaks, and how a platform's or a player's way of naming one maps to
// them: Discord's `locale`/`guild_locale` (`fr`, `pt-BR`, `es-ES`), Slack's `users.info` locale
// (`fr-FR`), a browser's Accept-Language, and what a player types after `language`.

/** The languages shipped with catalogs, English first (the fallback of every other). */
export const SHIPPED_LOCALES = ['en', 'fr', 'de', 'es', 'pt-BR', 'ja'] as const;
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

/**
 * The pseudo-locale: English with every message wrapped and accented (`[!! Ŝúðöķú !!]`), so a
 * test sees at once any text that did not come through the catalogs. Never offered to players.
 */
export const PSEUDO_LOCALE = 'en-XA';

export type Locale = ShippedLocale | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own words (what `language` lists). */
export const LANGUAGE_NAMES: Record<ShippedLocale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
};

/** True for a locale the bot can speak (shipped or the pseudo-locale). */
export function isLocale(value: unknown): value is Locale {
  return value === PSEUDO_LOCALE || (SHIPPED_LOCALES as readonly unknown[]).includes(value);
}

/**
 * The locale a platform's language tag asks for (`fr`, `fr-FR`, `pt-BR`, `es-419`, `en-GB`);
 * undefined for a language the bot does not speak. Portuguese of any region reads pt-BR.
 */
export function matchLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  const clean = tag.trim().replace(/_/g, '-').toLowerCase();
  if (clean === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const language = clean.split('-')[0];
  switch (language) {
    case 'en':
      return 'en';
    case 'fr':
      return 'fr';
    case 'de':
      return 'de';
    case 'es':
      return 'es';
    case 'pt':
      return 'pt-BR';
    case 'ja':
      return 'ja';
    default:
      return undefined;
  }
}

/** The first language of an Accept-Language header the bot speaks (by the header's weights). */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

// What players type after `language`: codes, English names and each language's own name.
const LANGUAGE_WORDS: Partial<Record<string, ShippedLocale>> = {
  english: 'en',
  anglais: 'en',
  englisch: 'en',
  inglés: 'en',
  ingles: 'en',
  inglês: 'en',
  英語: 'en',
  french: 'fr',
  français: 'fr',
  francais: 'fr',
  französisch: 'fr',
  francés: 'fr',
  frances: 'fr',
  francês: 'fr',
  フランス語: 'fr',
  german: 'de',
  deutsch: 'de',
  allemand: 'de',
  alemán: 'de',
  aleman: 'de',
  alemão: 'de',
  ドイツ語: 'de',
  spanish: 'es',
  español: 'es',
  espanol: 'es',
  espagnol: 'es',
  spanisch: 'es',
  espanhol: 'es',
  スペイン語: 'es',
  portuguese: 'pt-BR',
  português: 'pt-BR',
  portugues: 'pt-BR',
  portugais: 'pt-BR',
  portugiesisch: 'pt-BR',
  portugués: 'pt-BR',
  ポルトガル語: 'pt-BR',
  japanese: 'ja',
  日本語: 'ja',
  japonais: 'ja',
  japanisch: 'ja',
  japonés: 'ja',
  japones: 'ja',
  japonês: 'ja',
};

/**
 * The shipped language a player named (`fr`, `pt-br`, `French`, `français`, `日本語`);
 * undefined when the bot does not speak it. The pseudo-locale is accepted only by its tag.
 */
export function parseLanguage(word: string): Locale | undefined {
  const clean = word.trim().toLowerCase();
  if (clean === '') return undefined;
  const named = LANGUAGE_WORDS[clean];
  if (named) return named;
  if (!/^[a-z]{2,3}([-_][a-z0-9]{2,8})*$/i.test(clean)) return undefined;
  return matchLocale(clean);
}
