// Which language each reader gets. What only the asker sees: the language they chose with
// `language de`, else the one their platform reports for them (Discord's interaction locale,
// Slack's user locale, the browser's Accept-Language), else the conversation's. What everyone
// in a channel sees: the channel's (`language channel fr`, people who manage the channel), else
// the community's default where the platform has one (Discord's guild locale), else English.

import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from '../i18n/locales.ts';
import type { Logger } from './ports.ts';
import { channelOwner, playerOwner, type SettingsLookup } from './picture-theme.ts';
import type { Conversation, Inbound } from './types.ts';

/** The languages of one command's readers. */
export interface Languages {
  /** What only the asker sees (and everything in a direct message). */
  readonly asker: Locale;
  /** What everyone in the conversation sees. */
  readonly here: Locale;
  /** The community's default language as the platform says it (Discord's guild locale). */
  readonly community?: Locale;
  /** The language the asker chose themselves, if they did. */
  readonly chosen?: Locale;
  /** The asker's language as their platform reports it, if the bot speaks it. */
  readonly platform?: Locale;
}

/** English for everyone: replies nobody asked for in a language (tests, tools). */
export const ENGLISH: Languages = { asker: DEFAULT_LOCALE, here: DEFAULT_LOCALE };

function stored(value: string | undefined): Locale | undefined {
  return isLocale(value) ? value : undefined;
}

/** The language of what everyone in a channel sees. */
export async function channelLanguage(
  settings: SettingsLookup,
  conversation: Conversation,
  community: Locale | undefined,
): Promise<Locale> {
  const chosen = stored(
    (await settings.of(channelOwner(conversation.platform, conversation.id))).language,
  );
  return chosen ?? community ?? DEFAULT_LOCALE;
}

/**
 * The languages of an inbound command's readers. A store that can't be read leaves the
 * choices out (the platform's languages still count): a reply in English beats no reply.
 */
export async function resolveLanguages(
  settings: SettingsLookup,
  inbound: Pick<Inbound, 'conversation' | 'user' | 'locale' | 'conversationLocale'>,
  logger: Logger,
): Promise<Languages> {
  const { conversation, user } = inbound;
  const community = matchLocale(inbound.conversationLocale);
  const platformLocale = matchLocale(inbound.locale);
  let chosen: Locale | undefined;
  let here: Locale = community ?? DEFAULT_LOCALE;
  try {
    const [mine, channel] = await Promise.all([
      settings.of(playerOwner(conversation.platform, user.id)),
      conversation.kind === 'channel'
        ? settings.of(channelOwner(conversation.platform, conversation.id))
        : Promise.resolve({}),
    ]);
    chosen = stored(mine.language);
    here = stored((channel as { language?: string }).language) ?? here;
  } catch (error) {
    logger.warn('languages not read', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
  const asker = chosen ?? platformLocale ?? here;
  return {
    asker,
    here: conversation.kind === 'direct' ? asker : here,
    ...(community && { community }),
    ...(chosen && { chosen }),
    ...(platformLocale && { platform: platformLocale }),
  };
}

/** The language a player chose themselves; undefined when none, or the store can't be read. */
export async function chosenLanguage(
  settings: SettingsLookup,
  platform: string,
  userId: string,
): Promise<Locale | undefined> {
  try {
    return stored((await settings.of(playerOwner(platform, userId))).language);
  } catch {
    return undefined;
  }
}

/**
 * The language of a daily post: its channel's (the community's default is not known outside an
 * interaction), or in a direct message its player's; English when the store can't be read.
 */
export async function postLanguage(
  settings: SettingsLookup,
  conversation: Conversation,
  player: string | undefined,
): Promise<Locale> {
  try {
    if (conversation.kind === 'channel')
      return await channelLanguage(settings, conversation, undefined);
    if (!player) return DEFAULT_LOCALE;
    return (
      stored((await settings.of(playerOwner(conversation.platform, player))).language) ??
      DEFAULT_LOCALE
    );
  } catch {
    return DEFAULT_LOCALE;
  }
}
