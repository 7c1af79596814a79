// Interactions in, core commands out: slash commands, cell autocomplete and button presses.
// Every path ends in exactly one first callback, and any failure becomes a log line (and, where
// Discord still accepts one, a polite message) instead of a crash.

import {
  ButtonStyle,
  ComponentType,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  type RepliableInteraction,
} from 'discord.js';
import type { Attachment, BotCore, Command, Inbound, Reply } from '../../src/bot/types.ts';
import type { Result } from '../../src/engine/result.ts';
import { CELL_OPTION } from './commands.ts';
import type { Confirmations } from './confirmations.ts';
import { defaultQuestion } from './confirmations.ts';
import { makeButtonId, parseButtonId } from './custom-id.ts';
import { commandInputOf, conversationOf, userOf } from './inbound.ts';
import type { LatencyGauge } from './latency-gauge.ts';
import { errorFields } from './log-fields.ts';
import { asEdit, asReply, textMessage, toDiscordMessage } from './messages.ts';
import { mapCommand } from './options.ts';
import { toSlashText } from './slash-text.ts';
import {
  answerButton,
  answerCommand,
  deliverToBoard,
  isEphemeralMessage,
  stopwatch,
  type CommandPlan,
  type FirstMark,
  type Outgoing,
  type Timing,
} from './respond.ts';

/** The core's text grammar, used to decode the command a button carries. */
export type ParseCommand = (text: string) => Result<Command, { readonly message: string }>;

/** Longest wait for the empty-cell list before autocomplete answers with nothing. */
export const AUTOCOMPLETE_BUDGET_MS = 2000;
/** Discord shows at most this many autocomplete choices. */
export const MAX_AUTOCOMPLETE_CHOICES = 25;

/** Commands that may take long enough to defer before the core even starts. */
const SLOW_KINDS: ReadonlySet<Command['kind']> = new Set([
  'today',
  'new',
  'hint',
  'reveal',
  'solveGrid',
  'solvePhoto',
]);

const FAILURE_TEXT = 'Something went wrong on my side. Please try again in a moment.';

export interface InteractionDeps extends Timing {
  readonly core: BotCore;
  readonly parseCommand: ParseCommand;
  readonly confirmations: Confirmations<ButtonInteraction>;
}

/** How replies are translated: confirm questions remembered, text commands shown as slash commands. */
export function translateOptions(deps: Pick<InteractionDeps, 'confirmations' | 'parseCommand'>) {
  return {
    onQuestion: (command: string, question: string) =>
      deps.confirmations.rememberQuestion(command, question),
    rewrite: (text: string) => toSlashText(text, deps.parseCommand),
  };
}

/**
 * How a command is answered: slow kinds (and kinds slow lately) defer first. A deferral must
 * pick its visibility before the answer: unshared solves go only to the asker (they spoil a
 * posted grid), other kinds are guessed from who saw their last answer.
 */
export function planFor(command: Command, direct: boolean, gauge?: LatencyGauge): CommandPlan {
  const isSolve = command.kind === 'solveGrid' || command.kind === 'solvePhoto';
  const privateAnswer = isSolve
    ? command.share !== true
    : (gauge?.lastWasEphemeral(command.kind) ?? false);
  const deferFirst = SLOW_KINDS.has(command.kind) || (gauge?.likelySlow(command.kind) ?? false);
  return { deferFirst, ephemeral: privateAnswer && !direct };
}

/** Builds the `interactionCreate` listener. */
export function createInteractionHandler(deps: InteractionDeps) {
  const { core, logger } = deps;

  /** Runs one command through the core; never rejects (a core failure becomes a polite reply). */
  function run(
    interaction: Interaction,
    command: Command,
    attachments?: readonly Attachment[],
  ): () => Promise<Outgoing[]> {
    const conversation = conversationOf(interaction);
    const inbound: Inbound = {
      conversation,
      user: userOf(interaction),
      command,
      ...(attachments && { attachments }),
    };
    const direct = conversation.kind === 'direct';
    const translate = translateOptions(deps);
    return async () => {
      let replies: Reply[];
      const started = performance.now();
      try {
        replies = await core.handle(inbound);
        deps.gauge?.record(command.kind, performance.now() - started);
      } catch (error) {
        logger.error('discord core failed', {
          ...errorFields(error),
          command: command.kind,
          interactionId: interaction.id,
        });
        replies = [{ text: FAILURE_TEXT, visibility: 'asker' }];
      }
      const outgoing = replies.map((reply) => ({
        reply,
        message: toDiscordMessage(reply, { ...translate, direct }),
      }));
      if (!direct && outgoing[0]) {
        deps.gauge?.recordVisibility(command.kind, outgoing[0].message.ephemeral);
      }
      return outgoing;
    };
  }

  async function onChatInput(interaction: ChatInputCommandInteraction, first: FirstMark) {
    const input = commandInputOf(interaction.commandName, interaction.options.data);
    const direct = !interaction.guildId;
    const mapped = mapCommand(input);
    if (!mapped.ok) {
      logger.info('discord option refused', {
        interactionId: interaction.id,
        command: interaction.commandName,
        code: mapped.error.code,
      });
      await interaction.reply(asReply(textMessage(mapped.error.message, !direct)));
      first('refused');
      return;
    }
    const { command, attachments } = mapped.value;
    const work = run(interaction, command, attachments);
    await answerCommand(interaction, work, planFor(command, direct, deps.gauge), deps, first);
  }

  async function onAutocomplete(interaction: AutocompleteInteraction, first: FirstMark) {
    const focused = interaction.options.getFocused(true);
    let cells: string[] = [];
    if (focused.name === CELL_OPTION) {
      const listing = core.emptyCells(conversationOf(interaction));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<string[]>((resolve) => {
        timer = setTimeout(() => resolve([]), AUTOCOMPLETE_BUDGET_MS);
      });
      try {
        cells = await Promise.race([listing, late]);
      } catch (error) {
        logger.warn('discord autocomplete: empty cells failed', errorFields(error));
      } finally {
        clearTimeout(timer);
      }
    }
    await interaction.respond(cellChoices(cells, String(focused.value)));
    first('autocomplete');
  }

  async function onButton(interaction: ButtonInteraction, first: FirstMark) {
    const id = parseButtonId(interaction.customId);
    const direct = !interaction.guildId;
    if (!id) {
      await interaction.reply(
        asReply(textMessage('This button is no longer supported. Try /sudoku board.', !direct)),
      );
      first('refused');
      return;
    }
    if (id.kind === 'no') {
      deps.confirmations.take(id.nonce ?? '');
      await interaction.update(asEdit(textMessage('Cancelled.', false)));
      first('update');
      return;
    }
    const parsed = deps.parseCommand(id.command);
    if (!parsed.ok) {
      await interaction.reply(asReply(textMessage(parsed.error.message, !direct)));
      first('refused');
      return;
    }
    const work = run(interaction, parsed.value);
    if (id.kind === 'run') {
      await answerButton(interaction, work, first);
    } else if (id.kind === 'ask') {
      await askConfirmation(interaction, id.command, direct, first);
    } else {
      const pending = deps.confirmations.take(id.nonce ?? '');
      await interaction.update(asEdit(textMessage('Confirmed.', false)));
      first('update');
      const board = pending?.origin;
      await deliverToBoard(
        board,
        interaction,
        await work(),
        board ? isEphemeralMessage(board) : false,
      );
    }
  }

  /** Asks before a spoiling command; the press is kept so the board can be edited after. */
  async function askConfirmation(
    interaction: ButtonInteraction,
    command: string,
    direct: boolean,
    first: FirstMark,
  ) {
    const question =
      deps.confirmations.questionFor(command) ??
      defaultQuestion(buttonLabel(interaction) ?? command);
    const nonce = deps.confirmations.open(interaction, command);
    const yes = makeButtonId({ kind: 'yes', nonce, command });
    const no = makeButtonId({ kind: 'no', nonce, command: '' });
    await interaction.deferUpdate();
    first('defer-update');
    if (!yes || !no) {
      await interaction.followUp(
        asReply(textMessage('That action is too long to confirm.', !direct)),
      );
      return;
    }
    const row = {
      type: ComponentType.ActionRow as const,
      components: [
        {
          type: ComponentType.Button as const,
          custom_id: yes,
          label: 'Yes',
          style: ButtonStyle.Danger as const,
        },
        {
          type: ComponentType.Button as const,
          custom_id: no,
          label: 'Cancel',
          style: ButtonStyle.Secondary as const,
        },
      ],
    };
    await interaction.followUp(asReply(textMessage(question, !direct, [row])));
  }

  /** Says sorry where Discord still takes a message; failures here are only logged. */
  async function apologise(interaction: RepliableInteraction) {
    try {
      if (interaction.deferred && !interaction.replied) {
        await interaction.editReply(
          asEdit(textMessage(FAILURE_TEXT, interaction.ephemeral ?? false)),
        );
      }
    } catch (error) {
      logger.warn('discord apology failed', {
        ...errorFields(error),
        interactionId: interaction.id,
      });
    }
  }

  return async function handleInteraction(interaction: Interaction): Promise<void> {
    const label = labelOf(interaction);
    const first = stopwatch(deps, interaction.id, label);
    try {
      if (interaction.isChatInputCommand()) await onChatInput(interaction, first);
      else if (interaction.isAutocomplete()) await onAutocomplete(interaction, first);
      else if (interaction.isButton()) await onButton(interaction, first);
    } catch (error) {
      logger.error('discord reply failed', {
        ...errorFields(error),
        interactionId: interaction.id,
        command: label,
      });
      if (interaction.isRepliable()) await apologise(interaction);
    }
  };
}

/** A short name of what an interaction asked for, for logs and timings. */
export function labelOf(interaction: Interaction): string {
  if (interaction.isChatInputCommand() || interaction.isAutocomplete()) {
    const sub = interaction.options.getSubcommand(false);
    const name = sub ? `${interaction.commandName} ${sub}` : interaction.commandName;
    return interaction.isAutocomplete() ? `${name} (autocomplete)` : name;
  }
  if (interaction.isButton()) {
    const id = parseButtonId(interaction.customId);
    return id ? `button ${id.kind}:${id.command.split(' ')[0] ?? ''}` : 'button ?';
  }
  return `interaction type ${interaction.type}`;
}

/** Autocomplete choices: empty cells starting with what the user typed (then containing it). */
export function cellChoices(cells: readonly string[], typed: string) {
  const query = typed.toLowerCase().replace(/\s+/g, '');
  let matches = cells.filter((c) => c.toLowerCase().startsWith(query));
  if (matches.length === 0) matches = cells.filter((c) => c.toLowerCase().includes(query));
  return matches.slice(0, MAX_AUTOCOMPLETE_CHOICES).map((cell) => {
    const m = /^r(\d+)c(\d+)$/i.exec(cell);
    const name = m ? `${cell} · row ${m[1]}, column ${m[2]}` : cell;
    return { name, value: cell };
  });
}

function buttonLabel(interaction: ButtonInteraction): string | undefined {
  const component = interaction.component;
  return 'label' in component ? (component.label ?? undefined) : undefined;
}
