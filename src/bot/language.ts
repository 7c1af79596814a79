// `language` (which one I speak with you, and in a channel what everyone there reads),
// `language de` (yours), `language channel fr` (the channel's, for people who manage it),
// `language auto` / `language channel auto` (forget the choice: your app's language again, or the
// server's). Kept in the store's settings record; languages.ts decides who reads which.

import { LANGUAGE_NAMES, parseLanguage, SHIPPED_LOCALES, type Locale } from '../i18n/locales.ts';
import { accentText } from '../i18n/pseudo.ts';
import { msg, verbatim } from '../i18n/text.ts';
import { say, type Ctx } from './context.ts';
import { channelOwner, playerOwner } from './picture-theme.ts';
import type { Command, Draft } from './types.ts';

const CODES = SHIPPED_LOCALES.map((code) => `\`${code}\``).join(', ');

function nameOf(locale: Locale): string {
  return locale === 'en-XA' ? accentText('Pseudo').text : LANGUAGE_NAMES[locale];
}

/** `language …`: say or change a player's or a channel's language. */
export async function language(
  ctx: Ctx,
  command: Extract<Command, { kind: 'language' }>,
): Promise<Draft[]> {
  const word = command.word?.trim();
  const auto = word !== undefined && /^(auto|default|reset)$/i.test(word);
  const chosen = word && !auto ? parseLanguage(word) : undefined;
  if (word && !auto && !chosen) {
    return [say(msg('language.unknown', { word: verbatim(word.slice(0, 30)), codes: CODES }))];
  }
  const { platform } = ctx.conversation;
  const here = ctx.conversation.kind === 'channel';
  if (command.channel) {
    const code = chosen ?? ctx.languages.asker;
    if (!here) return [say(msg('language.channel-in-dm', { code }))];
    if (!word) {
      return [say(msg('language.show-channel', { language: nameOf(ctx.languages.here) }))];
    }
    if (!ctx.inbound.user.canManage) return [say(msg('language.channel-refused', { code }))];
    const owner = channelOwner(platform, ctx.conversation.id);
    await ctx.rt.store.changeSettings(owner, { language: chosen ?? null });
    ctx.settings.forget(owner);
    const now = chosen ?? ctx.languages.community ?? 'en';
    const done = chosen
      ? msg('language.channel-done', { language: nameOf(chosen), name: verbatim(ctx.actor.name) })
      : msg('language.channel-auto');
    return [{ ...say(done, 'everyone'), locale: now }];
  }
  if (!word) {
    const lines = [msg('language.show', { language: nameOf(ctx.languages.asker), codes: CODES })];
    if (here) lines.push(msg('language.show-channel', { language: nameOf(ctx.languages.here) }));
    return [say(lines)];
  }
  const owner = playerOwner(platform, ctx.actor.id);
  await ctx.rt.store.changeSettings(owner, { language: chosen ?? null });
  ctx.settings.forget(owner);
  // The answer comes in the language just chosen (or, for `auto`, the app's own).
  const now = chosen ?? ctx.languages.platform ?? ctx.languages.here;
  return [
    {
      ...say(chosen ? msg('language.done', { language: nameOf(chosen) }) : msg('language.auto')),
      locale: now,
    },
  ];
}
