// The one place where the core's words become a language. Handlers say what to say as catalog
// messages (Draft); `localiseReplies` says each reply in the language of whoever sees it: a
// reply for everyone in a channel in the channel's language, one only the asker sees (and
// everything in a direct message) in the asker's, one posted in another channel in that
// channel's. Adapters get words, with the reply's `locale` for their own labels.

import { DEFAULT_LOCALE, PSEUDO_LOCALE, type Locale } from '../i18n/locales.ts';
import { plainText } from '../i18n/pseudo.ts';
import { drawableText } from '../render/glyphs.ts';
import { renderText } from '../i18n/text.ts';
import type { BoardView } from '../render/view.ts';
import { channelLanguage, type Languages } from './languages.ts';
import type { SettingsLookup } from './picture-theme.ts';
import type { Action, Conversation, Draft, Reply } from './types.ts';

/** A draft said in `locale`. */
export function localise(draft: Draft, locale: Locale): Reply {
  const { text, board, actions, live, link, textWithoutPicture, ...rest } = draft;
  return {
    ...rest,
    text: renderText(text, locale),
    locale,
    ...(textWithoutPicture !== undefined && {
      textWithoutPicture: renderText(textWithoutPicture, locale),
    }),
    ...(link && { link: { url: link.url, label: renderText(link.label, locale) } }),
    ...(live && { live: { ...live, locale } }),
    ...(board && { board: localiseView(board, locale) }),
    ...(actions && { actions: actions.map((action) => localiseAction(action, locale)) }),
  };
}

/**
 * A board view with its title said in `locale`, and the picture's own words in it too. The
 * picture is drawn from stored glyph outlines (src/render/glyphs.ts: Latin-1, and the Japanese
 * characters of the shipped picture words); a title with a character they lack would be drawn
 * as `?`, so it is drawn in English instead, while the reply's text and the picture's alt text
 * (`speech`) say it in the locale.
 */
export function localiseView(view: BoardView<Draft['text']>, locale: Locale): BoardView {
  const { title, ...rest } = view;
  if (title === undefined) return { ...rest, locale };
  const said = renderText(title, locale);
  const drawn = drawnTitle(said, locale);
  if (drawn === said) return { ...rest, locale, title: said };
  const speech = { locale, title: said };
  if (drawn !== undefined) return { ...rest, locale, title: drawn, speech };
  return { ...rest, locale: DEFAULT_LOCALE, title: renderText(title, DEFAULT_LOCALE), speech };
}

/**
 * A title as the picture can draw it: as said, or in the pseudo-locale without its accents
 * (wrapped still, so a test sees it came through the catalogs); undefined when it cannot.
 */
export function drawnTitle(said: string, locale: Locale): string | undefined {
  if (drawableText(said)) return said;
  if (locale !== PSEUDO_LOCALE) return undefined;
  const plain = plainText(said);
  return drawableText(plain) ? plain : undefined;
}

function localiseAction(action: Action<Draft['text']>, locale: Locale): Action {
  const { label, confirm, ...rest } = action;
  return {
    ...rest,
    label: renderText(label, locale),
    ...(confirm !== undefined && { confirm: renderText(confirm, locale) }),
  };
}

/** Who is reading: the command's conversation and languages, and the settings read so far. */
export interface Readers {
  readonly conversation: Conversation;
  readonly languages: Languages;
  readonly settings: SettingsLookup;
}

/** The language a reply is said in (see the head of this file). */
export async function replyLocale(draft: Draft, readers: Readers): Promise<Locale> {
  // A handler that changed the language says its answer in the new one.
  if (draft.locale) return draft.locale;
  const elsewhere = draft.conversation;
  if (elsewhere && elsewhere.id !== readers.conversation.id) {
    if (elsewhere.kind === 'direct') return readers.languages.asker;
    const sameCommunity = elsewhere.workspace === readers.conversation.workspace;
    return channelLanguage(
      readers.settings,
      elsewhere,
      sameCommunity ? readers.languages.community : undefined,
    );
  }
  const here = elsewhere ?? readers.conversation;
  return draft.visibility === 'everyone' && here.kind === 'channel'
    ? readers.languages.here
    : readers.languages.asker;
}

/** Every reply in the language of whoever sees it. */
export async function localiseReplies(
  drafts: readonly Draft[],
  readers: Readers,
): Promise<Reply[]> {
  return Promise.all(drafts.map(async (d) => localise(d, await replyLocale(d, readers))));
}
