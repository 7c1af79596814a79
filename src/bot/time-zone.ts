// Each conversation's own day: `timezone` (say it), `timezone Europe/Paris` (people who manage the
// channel), `timezone auto` (the bot's zone again, CoreOptions.timeZone). The zone is kept in the
// conversation's settings record (scope `channel`, by conversation id, also for a direct
// message) and read once per command into Ctx.timeZone: what `today` means there, its streaks and
// `leaderboard today|week`, and the scheduler's post time and midnight (schedule.ts). The daily
// puzzle of a date stays the same everywhere; a conversation reaches each date at its midnight.

import { formatClockTime, isValidTimeZone, zonedTime } from '../game/calendar.ts';
import { msg, verbatim } from '../i18n/text.ts';
import type { SettingsOwner } from '../store/port.ts';
import { mayManage, say, type CoreRuntime, type Ctx } from './context.ts';
import { channelOwner, type SettingsLookup } from './picture-theme.ts';
import type { Command, Draft } from './types.ts';

/** Whose record keeps a conversation's zone. */
export function zoneOwner(conversation: { platform: string; id: string }): SettingsOwner {
  return channelOwner(conversation.platform, conversation.id);
}

/**
 * The zone a conversation's day follows: its chosen one, else the bot's. A failed read is not
 * hidden behind the bot's zone (that would start the wrong date's daily): it throws.
 */
export async function conversationZone(
  rt: CoreRuntime,
  settings: SettingsLookup,
  conversation: { platform: string; id: string },
): Promise<string> {
  const chosen = (await settings.of(zoneOwner(conversation))).timeZone;
  // A zone this runtime no longer knows (an older ICU after a downgrade) falls back too.
  return chosen !== undefined && isValidTimeZone(chosen) ? chosen : rt.options.timeZone;
}

/** What a typed zone is: an IANA name in its canonical spelling, or why it is not one. */
export type ParsedZone =
  { readonly zone: string } | { readonly error: 'offset' | 'unknown' } | { readonly auto: true };

/** `Europe/Paris` (any case), `auto`; offsets (`+02:00`, `UTC+2`) are refused as such. */
export function parseZone(word: string): ParsedZone {
  const text = word.trim();
  if (/^(auto|default|reset|bot)$/i.test(text)) return { auto: true };
  // An offset is not a zone: it does not follow the place's daylight saving changes.
  if (/^(?:(?:utc|gmt|z)\s*)?[+\-−]\s*\d{1,2}(?::?\d{2})?$/i.test(text)) return { error: 'offset' };
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(text) || !isValidTimeZone(text)) {
    return { error: 'unknown' };
  }
  return { zone: new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone };
}

/** The local wall-clock time and date at `now` in `zone`, as message arguments. */
function localNow(now: Date, zone: string): { time: string; date: Date } {
  const local = zonedTime(now, zone);
  return {
    time: formatClockTime(local.minuteOfDay),
    date: new Date(`${local.date}T00:00:00Z`),
  };
}

/** `timezone …`: say or change the conversation's zone. */
export async function timeZone(
  ctx: Ctx,
  command: Extract<Command, { kind: 'timezone' }>,
): Promise<Draft[]> {
  const bot = ctx.rt.options.timeZone;
  const word = command.zone?.trim();
  if (!word) {
    const chosen = ctx.timeZone !== bot ? 'yes' : 'no';
    return [
      say(
        msg('timezone.show', {
          zone: ctx.timeZone,
          ...localNow(ctx.now, ctx.timeZone),
          chosen,
          bot,
        }),
      ),
    ];
  }
  const parsed = parseZone(word);
  if ('error' in parsed) {
    const shown = verbatim(word.slice(0, 40));
    return [
      say(msg(parsed.error === 'offset' ? 'timezone.offset' : 'timezone.unknown', { word: shown })),
    ];
  }
  if (!mayManage(ctx)) return [say(msg('timezone.refused'))];
  const owner = zoneOwner(ctx.conversation);
  await ctx.rt.store.changeSettings(owner, { timeZone: 'zone' in parsed ? parsed.zone : null });
  ctx.settings.forget(owner);
  const zone = 'zone' in parsed ? parsed.zone : bot;
  const done =
    'zone' in parsed
      ? msg('timezone.done', { zone, ...localNow(ctx.now, zone), name: verbatim(ctx.actor.name) })
      : msg('timezone.auto', { zone, ...localNow(ctx.now, zone) });
  return [say(done, ctx.conversation.kind === 'channel' ? 'everyone' : 'asker')];
}
