// Getting replies to Discord inside its 3-second deadline, with one live board per game. Work
// that may be slow (generating, hinting, reading a photo, any command that was slow lately,
// every button) is deferred first: the callback goes out before the core starts. Other slash
// commands race a short budget: a fast answer is the first callback itself. The interaction is
// always answered first; edits of the live board (by REST, or through the pressed message)
// come after, so they never delay the callback. A board that can't be edited is posted anew.
// Where only a user install reaches the conversation (`boards.reach`), boards posted by an
// interaction stay editable through its webhook for its 15 minutes (user-install.ts).

import type {
  ButtonInteraction,
  CommandInteraction,
  Message,
  MessageComponentInteraction,
  ModalSubmitInteraction,
} from 'discord.js';
import { MessageFlags } from 'discord.js';
import { within } from '../../src/bot/deadline.ts';
import type { Logger } from '../../src/bot/ports.ts';
import type { LiveBoard, Reply } from '../../src/bot/types.ts';
import {
  boardRef,
  editBoard,
  postElsewhere,
  recordPosted,
  retireBoards,
  type BoardDeps,
} from './board-delivery.ts';
import type { LatencyGauge } from './latency-gauge.ts';
import { errorFields } from './log-fields.ts';
import { reportPosted } from './posted-link.ts';
import { asEdit, asReply, textMessage, type DiscordMessage } from './messages.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import { wordsLocale } from '../shared/words.ts';

/** Budget for an answer before the adapter defers (far inside Discord's 3 s). */
export const DEFAULT_DEFER_AFTER_MS = 150;

export const FIRST_RESPONSE_MODES = [
  'reply',
  'defer',
  'update',
  'defer-update',
  'autocomplete',
  'modal',
  'launch',
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

/** A reply with its Discord translation, so delivery can still read `live`. */
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

/** Timing plus what live boards need. */
export interface Delivery extends Timing {
  readonly boards: BoardDeps;
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

const ephemeralFlag = (ephemeral: boolean) =>
  ephemeral ? { flags: MessageFlags.Ephemeral as const } : {};

type Editable = LiveBoard & { edit: NonNullable<LiveBoard['edit']> };

function editOf(o: Outgoing): Editable | undefined {
  const live = o.reply.live;
  return live?.edit ? (live as Editable) : undefined;
}

/** A message sent for an outgoing reply, and where it landed. */
interface Sent {
  readonly outgoing: Outgoing;
  readonly message: Message | undefined;
  /** It is the interaction's original response (edited as `@original`), not a follow-up. */
  readonly original?: boolean;
}

type Repliable = CommandInteraction | MessageComponentInteraction | ModalSubmitInteraction;
/** What answerCommand answers: slash and message commands, and modal submits. */
type Answerable = CommandInteraction | ModalSubmitInteraction;

/**
 * Records the live boards that `interaction` just posted and retires what they replace. Where
 * only interactions reach the conversation, each stays editable through its webhook.
 */
async function settlePosted(
  delivery: Delivery,
  interaction: Repliable,
  sent: readonly Sent[],
): Promise<void> {
  const hooks = delivery.boards.reach === 'interaction' ? delivery.boards.webhooks : undefined;
  for (const { outgoing, message, original } of sent) {
    if (message && !message.flags.has(MessageFlags.Ephemeral)) {
      // (A follow-up's message may not name its server: the interaction does.)
      const where = { guildId: interaction.guildId, channelId: message.channelId, id: message.id };
      await reportPosted(delivery.boards, outgoing.reply, where);
    }
    const live = outgoing.reply.live;
    if (!live || live.edit || !message) continue;
    const target = original ? '@original' : message.id;
    hooks?.remember(boardRef(message.channelId, message.id), (edit) =>
      interaction.webhook.editMessage(target, edit),
    );
    await recordPosted(delivery.boards, live, message.channelId, message.id);
    const retire = outgoing.reply.retire ?? [];
    await retireBoards(delivery.boards, retire, boardRef(message.channelId, message.id));
  }
}

async function followUps(interaction: Repliable, outgoing: readonly Outgoing[]): Promise<Sent[]> {
  const sent: Sent[] = [];
  for (const o of outgoing) {
    sent.push({ outgoing: o, message: await interaction.followUp(asReply(o.message)) });
  }
  return sent;
}

/**
 * Edits each live board in place; a board that can't be edited (deleted, no access) is posted
 * anew as a follow-up. `via` edits the pressed message itself when that is the board.
 */
async function applyEdits(
  delivery: Delivery,
  interaction: Repliable,
  edits: readonly Outgoing[],
  via?: { ref: string; edit: (message: DiscordMessage) => Promise<unknown> },
): Promise<void> {
  for (const o of edits) {
    const live = editOf(o)!;
    const through = via && via.ref === live.edit.ref ? via.edit : undefined;
    const outcome = await editBoard(delivery.boards, live, o.message, through);
    if (outcome !== 'failed') continue;
    const { edit, ...rest } = live;
    const anew: Outgoing = { ...o, reply: { ...o.reply, live: { ...rest, replaces: edit } } };
    await settlePosted(delivery, interaction, await followUps(interaction, [anew]));
  }
}

/**
 * Fills a deferred reply. Discord gives the first message after a defer the defer's visibility,
 * so a reply of the other visibility must not land there (an "only you" answer would show to
 * everyone): the deferred message then gets a short note and is removed after the follow-ups.
 */
async function finishDeferred(
  interaction: Answerable,
  outgoing: readonly Outgoing[],
  deferredEphemeral: boolean,
): Promise<Sent[]> {
  const index = outgoing.findIndex((o) => o.message.ephemeral === deferredEphemeral);
  if (index >= 0) {
    const head = outgoing[index]!;
    const message = await interaction.editReply(asEdit(head.message));
    const rest = await followUps(
      interaction,
      outgoing.filter((_, i) => i !== index),
    );
    return [{ outgoing: head, message, original: true }, ...rest];
  }
  await interaction.editReply(asEdit(textMessage('…', deferredEphemeral)));
  const sent = await followUps(interaction, outgoing);
  await interaction.deleteReply();
  return sent;
}

/** The messages, or a bare acknowledgement when everything was a board edit. */
function withFallback(outgoing: Outgoing[], locale: Locale): [Outgoing, ...Outgoing[]] {
  if (outgoing.length > 0) return outgoing as [Outgoing, ...Outgoing[]];
  const text = t(locale, 'discord.board-updated');
  const done: Reply = { text, visibility: 'asker', ack: true, locale };
  return [{ reply: done, message: textMessage(done.text, true) }];
}

/** Shows an interim reply while the command's work waits in line (Inbound.progress). */
export type InterimSink = (message: DiscordMessage) => void;

/** The work of one command: its replies; `interim`, when given, shows its interim replies. */
export type Work = (interim?: InterimSink) => Promise<Outgoing[]>;

/**
 * The interim reply of a deferred answer: the deferred message is edited to say the work waits
 * (a later notice edits it again), and the answer then edits it once more (finishDeferred). A
 * notice before the deferral waits for it; one for an answer given without deferring is dropped.
 */
function interimEdits(interaction: Answerable, logger: Logger) {
  let latest: DiscordMessage | undefined;
  let deferred = false;
  let over = false;
  let edits: Promise<void> = Promise.resolve();
  const flush = () => {
    if (!deferred || over || !latest) return;
    const message = latest;
    latest = undefined;
    edits = edits
      .then(() => interaction.editReply(asEdit(message)))
      .then(
        () => undefined,
        (error: unknown) => logger.warn('discord interim reply failed', errorFields(error)),
      );
  };
  return {
    show: (message: DiscordMessage) => {
      latest = message;
      flush();
    },
    deferred: () => {
      deferred = true;
      flush();
    },
    /** No more notices; resolves once the edits in flight are done (the answer comes after). */
    finish: async () => {
      over = true;
      await edits;
    },
  };
}

/** How a slash command is answered: defer before the work or race the budget, and who sees it. */
export interface CommandPlan {
  readonly deferFirst: boolean;
  /** Visibility of the deferred message, guessed before the core has answered. */
  readonly ephemeral: boolean;
}

/** How long the acknowledgement waits for the asker's chosen language before their Discord's. */
const ACK_LOCALE_WAIT_MS = 250;

/**
 * Answers a slash command (or a modal submit) with the replies `work` produces. `askerLocale`,
 * looked up while the work runs, is the asker's chosen language for the adapter's own
 * acknowledgement (a command that only edited the board).
 */
export async function answerCommand(
  interaction: Answerable,
  work: Work,
  plan: CommandPlan,
  delivery: Delivery,
  first: FirstMark,
  askerLocale?: Promise<Locale>,
): Promise<void> {
  // Started by the caller beside the work, though only a bare acknowledgement reads it: which
  // answers end as one (a move, or `today` in the day's thread) is known only after the work,
  // and waiting until then would add the read to each of them. Unused, it costs one settings
  // read the work itself makes too (PostgreSQL: the per-process settings cache; SQLite: local).
  // Settled whether or not it is needed: an unread rejection must not go unhandled.
  const chosen = askerLocale?.catch(() => undefined);
  let outgoing: Outgoing[];
  let deferred: boolean | undefined;
  // Work that waits in line says so in the deferred message, which the answer then replaces.
  const interim = interimEdits(interaction, delivery.logger);
  if (plan.deferFirst) {
    await interaction.deferReply(ephemeralFlag(plan.ephemeral));
    first('defer');
    deferred = plan.ephemeral;
    interim.deferred();
    outgoing = await work(interim.show);
  } else {
    const pending = work(interim.show);
    const early = await within(pending, delivery.deferAfterMs);
    if (early) outgoing = early;
    else {
      delivery.gauge?.noteLate();
      await interaction.deferReply(ephemeralFlag(plan.ephemeral));
      first('defer');
      deferred = plan.ephemeral;
      interim.deferred();
      outgoing = await pending;
    }
  }
  await interim.finish();
  const elsewhere = outgoing.filter((o) => o.reply.conversation);
  const here = outgoing.filter((o) => !o.reply.conversation);
  const edits = here.filter((o) => editOf(o));
  // The acknowledgement of a command that only edited the board: in the asker's language.
  const platformLocale = wordsLocale(interaction.locale, interaction.guildLocale);
  const acknowledged = here.every((o) => editOf(o));
  const locale =
    acknowledged && chosen
      ? ((await within(chosen, ACK_LOCALE_WAIT_MS)) ?? platformLocale)
      : platformLocale;
  let sent: Sent[];
  if (deferred === undefined) {
    // Answered within the budget: the reply goes first, anything refused elsewhere follows up.
    const [head, ...rest] = withFallback(
      here.filter((o) => !editOf(o)),
      locale,
    );
    const response = await interaction.reply({ ...asReply(head.message), withResponse: true });
    first('reply');
    sent = [
      { outgoing: head, message: response.resource?.message ?? undefined, original: true },
      ...(await followUps(interaction, rest)),
    ];
    const refusal = await postElsewhereFirst(delivery, elsewhere, []);
    await followUps(interaction, refusal);
  } else {
    const messages = await postElsewhereFirst(
      delivery,
      elsewhere,
      here.filter((o) => !editOf(o)),
    );
    sent = await finishDeferred(interaction, withFallback(messages, locale), deferred);
  }
  await settlePosted(delivery, interaction, sent);
  await applyEdits(delivery, interaction, edits);
}

/** Said privately when the asker's DM refused their own board (DMs from members turned off). */
export const DIRECT_REFUSED = t(DEFAULT_LOCALE, 'discord.dm-refused');

/**
 * Posts the replies meant for other conversations before the asker's own `messages`. When the
 * asker's DM refused one (Discord opens the DM but refuses the message, code 50007), the
 * messages only for the asker (the "your board is in our DMs" note) give way to one saying why,
 * instead of pointing at a board that never came.
 */
async function postElsewhereFirst(
  delivery: Delivery,
  elsewhere: readonly Outgoing[],
  messages: readonly Outgoing[],
): Promise<Outgoing[]> {
  if (elsewhere.length === 0) return [...messages];
  const refused = await postElsewhere(delivery.boards, elsewhere);
  if (!refused.some((r) => r.conversation?.kind === 'direct')) return [...messages];
  // In the asker's language: the one their own board (and their note) was said in.
  const locale =
    elsewhere.find((o) => o.reply.conversation?.kind === 'direct')?.reply.locale ?? DEFAULT_LOCALE;
  const text = t(locale, 'discord.dm-refused');
  const reply: Reply = { text, visibility: 'asker', locale };
  return [
    ...messages.filter((o) => o.reply.visibility !== 'asker'),
    { reply, message: textMessage(text, true) },
  ];
}

/** Whether a component interaction's message is ephemeral. */
export function isEphemeralMessage(interaction: MessageComponentInteraction): boolean {
  return interaction.message.flags.has(MessageFlags.Ephemeral);
}

/**
 * Answers a button press. The update is always deferred first: for a button that costs nothing
 * visible (no "thinking" message, the button just waits). The live board is then edited (through
 * the pressed message when that is the board), and the other replies follow up.
 */
export async function answerButton(
  interaction: ButtonInteraction,
  work: Work,
  delivery: Delivery,
  first: FirstMark,
): Promise<void> {
  await interaction.deferUpdate();
  first('defer-update');
  await deliverToPress(delivery, interaction, interaction, await work());
}

/**
 * After a deferred update: edits the live board (through `pressed` when the button sat on it)
 * and sends the other replies as follow-ups of `asker` (the interaction being answered). A
 * private answer to a press on a private message (a hint's "More") replaces that message.
 */
export async function deliverToPress(
  delivery: Delivery,
  pressed: MessageComponentInteraction | undefined,
  asker: MessageComponentInteraction,
  all: readonly Outgoing[],
): Promise<void> {
  const outgoing = all.filter((o) => !o.reply.conversation);
  const edits = outgoing.filter((o) => editOf(o));
  const pressedRef = pressed && boardRef(pressed.channelId, pressed.message.id);
  const onPressedBoard = edits.some((o) => editOf(o)!.edit.ref === pressedRef);
  // A press on the board itself needs no confirmation: the presser sees the board change.
  let messages = await postElsewhereFirst(
    delivery,
    all.filter((o) => o.reply.conversation),
    outgoing.filter((o) => !editOf(o) && !(onPressedBoard && o.reply.ack)),
  );
  if (pressed && isEphemeralMessage(pressed)) {
    const index = messages.findIndex((o) => o.message.ephemeral && !o.reply.ack);
    if (index >= 0) {
      await pressed.editReply(asEdit(messages[index]!.message));
      messages = messages.filter((_, i) => i !== index);
    }
  }
  await settlePosted(delivery, asker, await followUps(asker, messages));
  // Where only interactions reach the conversation, the press can edit its board for 15 minutes.
  if (pressed && pressedRef && delivery.boards.reach === 'interaction') {
    if (!isEphemeralMessage(pressed)) {
      delivery.boards.webhooks?.remember(pressedRef, (edit) => pressed.editReply(edit));
    }
  }
  const via = pressed && {
    ref: pressedRef!,
    edit: (message: DiscordMessage) => pressed.editReply(asEdit(message)),
  };
  await applyEdits(delivery, asker, edits, via);
  // A press on an older copy of the board: that copy loses its buttons.
  const live = edits.map(editOf)[0];
  if (pressed && via && live && live.edit.ref !== via.ref && !isEphemeralMessage(pressed)) {
    await retireBoards(delivery.boards, [via.ref]);
  }
}
