// The command a typed message stands for, on any platform that hands the bot whole messages
// (Slack mentions and DMs, Discord DMs).

import type { Attachment, Command } from '../../src/bot/types.ts';
import type { Result } from '../../src/engine/result.ts';
import type { Text } from '../../src/i18n/text.ts';

/**
 * The command a message stands for. With an image attached it is always a photo to read (the
 * text may only say `solve share`); otherwise the text is parsed.
 */
export function messageCommand(
  text: string,
  attachments: readonly Attachment[],
  parse: (text: string) => Result<Command, { readonly text: Text }>,
): { ok: true; command: Command } | { ok: false; text: Text } {
  const hasImage = attachments.some((a) => a.contentType?.startsWith('image/'));
  const parsed = parse(text);
  if (hasImage) {
    const command = parsed.ok && parsed.value.kind === 'solvePhoto' ? parsed.value : undefined;
    return { ok: true, command: command ?? { kind: 'solvePhoto' } };
  }
  return parsed.ok ? { ok: true, command: parsed.value } : { ok: false, text: parsed.error.text };
}
