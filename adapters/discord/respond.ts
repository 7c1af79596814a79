// Getting replies to Discord inside its 3-second deadline. Work that may be slow (generating,
// hinting, reading a photo, any command that was slow lately, every button) is deferred first:
// the callback goes out before the core starts, so even a core that blocks the event loop can't
// delay it. Other slash commands race a short budget: a fast answer is sent as the first
// callback itself (with its PNG, and with the right visibility, known by then), a slow one is
// deferred when the budget runs out and the deferred message is edited afterwards.

import type {
  ButtonInteraction,
  ChatInputCommandInteraction,
  MessageComponentInteraction,
} from 'discord.js';
import { MessageFlags } from 'discord.js';
import type { Logger } from '../../src/bot/ports.ts';
import type { Reply } from '../../src/bot/types.ts';
import type { LatencyGauge } from './latency-gauge.ts';
import { asEdit, asReply, textMessage, type DiscordMessage } from './messages.ts';

/** Budget for an answer before the adapter defers (far inside Discord's 3 s). */
export const DEFAULT_DEFER_AFTER_MS = 150;

export const FIRST_RESPONSE_MODES = [
  'reply',
  'defer',
  'update',
  'defer-update',
  'autocomplete',
  'refused',
] as const;
export type FirstResponseMode = (typeof FIRST_RESPONSE_MODES)[number];

/** One measurement of the time from receiving an interaction to its first callback. */
export interface FirstResponse {
  readonly interactionId: string;
  /** e.g. `sudoku place`, `hint`, `button run:undo`. */
  readonly command: string;
  readonly ms: number;
  readonly mode: FirstResponseMode;
}

/** A reply with its Discord translation, so delivery can still read `isBoard`. */
export interface Outgoing {
  readonly reply: Reply;
  readonly message: DiscordMessage;
}

/** What each delivery needs: the log, the defer budget and where late answers are noted. */
export interface Timing {
  readonly logger: Logger;
  readonly deferAfterMs: number;
  readonly gauge?: LatencyGauge;
  readonly onFirstResponse?: (sample: FirstResponse) => void;
}

/** Marks the start of an interaction; `first(mode)` records its first callback once. */
export function stopwatch(timing: Timing, interactionId: string, command: string) {
  const started = performance.now();
  let done = false;
  return (mode: FirstResponseMode) => {
    if (done) return;
    done = true;
    const sample = {
      interactionId,
      command,
      ms: Math.round((performance.now() - started) * 10) / 10,
      mode,
    };
    timing.logger.info('discord first response', { ...sample });
    timing.onFirstResponse?.(sample);
  };
}

export type FirstMark = ReturnType<typeof stopwatch>;

/** The value of `work` if it settles within `ms`, else undefined (work keeps running). */
async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const ephemeralFlag = (ephemeral: boolean) =>
  ephemeral ? { flags: MessageFlags.Ephemeral as const } : {};

async function followUps(
  interaction: ChatInputCommandInteraction | MessageComponentInteraction,
  messages: readonly DiscordMessage[],
): Promise<void> {
  for (const message of messages) await interaction.followUp(asReply(message));
}

/**
 * Fills a deferred reply. Discord gives the first message after a defer the defer's visibility,
 * so a reply of the other visibility must not land there (an "only you" answer would show to
 * everyone): the deferred message then gets a short note and is removed after the follow-ups.
 */
async function finishDeferred(
  interaction: ChatInputCommandInteraction,
  messages: readonly DiscordMessage[],
  deferredEphemeral: boolean,
): Promise<void> {
  const index = messages.findIndex((m) => m.ephemeral === deferredEphemeral);
  if (index >= 0) {
    await interaction.editReply(asEdit(messages[index]!));
    await followUps(
      interaction,
      messages.filter((_, i) => i !== index),
    );
    return;
  }
  await interaction.editReply(asEdit(textMessage('…', deferredEphemeral)));
  await followUps(interaction, messages);
  await interaction.deleteReply();
}

/** The messages, or a bare acknowledgement when the core had nothing to say. */
function withFallback(messages: DiscordMessage[]): [DiscordMessage, ...DiscordMessage[]] {
  const [head, ...rest] = messages;
  return messages.length > 0 ? [head!, ...rest] : [textMessage('Done.', true)];
}

/** How a slash command is answered: defer before the work or race the budget, and who sees it. */
export interface CommandPlan {
  readonly deferFirst: boolean;
  /** Visibility of the deferred message, guessed before the core has answered. */
  readonly ephemeral: boolean;
}

/** Answers a slash command with the replies `work` produces. */
export async function answerCommand(
  interaction: ChatInputCommandInteraction,
  work: () => Promise<Outgoing[]>,
  plan: CommandPlan,
  timing: Timing,
  first: FirstMark,
): Promise<void> {
  if (plan.deferFirst) {
    await interaction.deferReply(ephemeralFlag(plan.ephemeral));
    first('defer');
    const messages = (await work()).map((o) => o.message);
    await finishDeferred(interaction, messages, plan.ephemeral);
    return;
  }
  const pending = work();
  const early = await within(pending, timing.deferAfterMs);
  if (early) {
    const [head, ...rest] = withFallback(early.map((o) => o.message));
    await interaction.reply(asReply(head));
    first('reply');
    await followUps(interaction, rest);
    return;
  }
  timing.gauge?.noteLate();
  await interaction.deferReply(ephemeralFlag(plan.ephemeral));
  first('defer');
  await finishDeferred(
    interaction,
    (await pending).map((o) => o.message),
    plan.ephemeral,
  );
}

/**
 * The reply that may replace the board message a button sits under: a board reply with the
 * same visibility as that message, so a private answer never lands on a public board.
 */
export function inPlaceIndex(outgoing: readonly Outgoing[], messageEphemeral: boolean): number {
  return outgoing.findIndex((o) => o.reply.isBoard && o.message.ephemeral === messageEphemeral);
}

function isEphemeralMessage(interaction: MessageComponentInteraction): boolean {
  return interaction.message.flags.has(MessageFlags.Ephemeral);
}

/**
 * Answers a button press. The update is always deferred first: for a button that costs nothing
 * visible (no "thinking" message, the button just waits), and the board message is then edited
 * in place through the interaction's webhook.
 */
export async function answerButton(
  interaction: ButtonInteraction,
  work: () => Promise<Outgoing[]>,
  first: FirstMark,
): Promise<void> {
  await interaction.deferUpdate();
  first('defer-update');
  const outgoing = await work();
  await deliverToBoard(interaction, interaction, outgoing, isEphemeralMessage(interaction));
}

/**
 * After a deferred update: edits the board message through `board` (the press on it) and
 * sends the other replies as follow-ups of `asker` (the interaction being answered).
 */
export async function deliverToBoard(
  board: MessageComponentInteraction | undefined,
  asker: MessageComponentInteraction,
  outgoing: readonly Outgoing[],
  boardEphemeral: boolean,
): Promise<void> {
  const index = board ? inPlaceIndex(outgoing, boardEphemeral) : -1;
  const messages = outgoing.map((o) => o.message);
  if (board && index >= 0) await board.editReply(asEdit(messages[index]!));
  await followUps(
    asker,
    messages.filter((_, i) => i !== index),
  );
}

/** Whether a component interaction's message is ephemeral (exported for confirmations). */
export { isEphemeralMessage };
