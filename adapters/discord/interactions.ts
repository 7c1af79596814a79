// Interactions in, core commands out: slash commands, cell autocomplete, buttons and selects
// under boards (the move panel), the "Type a move" modal and the "Solve this Sudoku" message
// command. Every path ends in exactly one first callback, and any failure becomes a log line
// (and, where Discord still accepts one, a polite message) instead of a crash.

import {
  ButtonStyle,
  ComponentType,
  type AutocompleteInteraction,
  type BaseInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  type MessageContextMenuCommandInteraction,
  type ModalSubmitInteraction,
  type RepliableInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { Attachment, BotCore, Command, Inbound, Reply } from '../../src/bot/types.ts';
import type { Result } from '../../src/engine/result.ts';
import { CELL_OPTION, NEXT_STEP } from './commands.ts';
import type { Confirmations } from './confirmations.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { renderText, type Text } from '../../src/i18n/text.ts';
import { t } from '../../src/i18n/translate.ts';
import { playerWordsLocale } from '../shared/words.ts';
import { defaultQuestion } from './confirmations.ts';
import { makeButtonId, parseButtonId, type ButtonId } from './custom-id.ts';
import {
  attachmentOf,
  commandInputOf,
  conversationOf,
  openDirectOf,
  threadParentOf,
  userOf,
} from './inbound.ts';
import type { LatencyGauge } from './latency-gauge.ts';
import { errorFields } from './log-fields.ts';
import { asEdit, asReply, textMessage, toDiscordMessage } from './messages.ts';
import { MOVE_FIELD } from './move-panel.ts';
import { mapCommand } from './options.ts';
import { onPanelMove, onPick, onTypeMove, type PanelDeps } from './panel.ts';
import {
  answerButton,
  answerCommand,
  deliverToPress,
  stopwatch,
  type CommandPlan,
  type Delivery,
  type FirstMark,
  type Work,
} from './respond.ts';
import { HANDLE_TIMEOUT_MS, handleWithin } from '../shared/core-call.ts';
import { toSlashText } from './slash-text.ts';
import { reachOf, serverOnly, serverOnlyText, throughInteractions } from './user-install.ts';

/** The core's text grammar, used to decode the command a button carries. */
export type ParseCommand = (
  text: string,
) => Result<Command, { readonly message: string; readonly text: Text }>;

/** Longest wait for the empty-cell list before autocomplete answers with nothing. */
export const AUTOCOMPLETE_BUDGET_MS = 2000;
/** Discord shows at most this many autocomplete choices. */
export const MAX_AUTOCOMPLETE_CHOICES = 25;

/**
 * Commands that may take long enough to defer before the core even starts (`daily N` may make
 * its daily on the spot).
 */
const SLOW_KINDS: ReadonlySet<Command['kind']> = new Set([
  'today',
  'archive',
  'new',
  'hint',
  'reveal',
  'solveGrid',
  'solvePhoto',
]);

export interface InteractionDeps extends Delivery {
  readonly core: BotCore;
  /** Limit on one core call (default 60 s; longer once an interim reply is out). */
  readonly handleTimeoutMs?: number;
  readonly parseCommand: ParseCommand;
  readonly confirmations: Confirmations<ButtonInteraction>;
  /** The Sudoku Activity is on: boards in play carry "Play in Discord". */
  readonly launch?: boolean;
}

/**
 * How replies are translated: confirm questions remembered, text commands shown as slash
 * commands, and "Play in Discord" under boards when the Activity is on.
 */
export function translateOptions(
  deps: Pick<InteractionDeps, 'confirmations' | 'parseCommand' | 'launch'>,
) {
  return {
    onQuestion: (command: string, question: string) =>
      deps.confirmations.rememberQuestion(command, question),
    rewrite: (text: string) => toSlashText(text, deps.parseCommand),
    launch: deps.launch === true,
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

  /**
   * The language of the adapter's own words to the presser: the one they chose (`language de`),
   * else their Discord's, else the server's, else English.
   */
  const localeOf = (interaction: BaseInteraction): Promise<Locale> =>
    playerWordsLocale(
      core,
      'discord',
      interaction.user.id,
      interaction.locale,
      interaction.guildLocale,
    );

  /** Runs one command through the core; never rejects (a core failure becomes a polite reply). */
  function run(
    interaction: BaseInteraction,
    command: Command,
    options: { attachments?: readonly Attachment[]; gameId?: string } = {},
  ): Work {
    const conversation = conversationOf(interaction);
    const threadOf = threadParentOf(interaction);
    const byBot = reachOf(interaction) === 'bot';
    const inbound: Inbound = {
      conversation,
      user: userOf(interaction),
      command,
      ...(options.attachments && { attachments: options.attachments }),
      ...(options.gameId !== undefined && { gameId: options.gameId }),
      ...(threadOf !== undefined && { threadOf }),
      // A personal board of a channel's daily is played in the asker's DM with the bot. Not
      // where only a user install reaches: its result line could never be posted back there.
      ...(byBot && { openDirect: () => openDirectOf(interaction) }),
      // The asker's Discord language, and the server's (the channel's default).
      locale: interaction.locale,
      ...(interaction.guildLocale && { conversationLocale: interaction.guildLocale }),
    };
    const direct = conversation.kind === 'direct';
    // The Activity's moves edit boards with the bot token: no "Play in Discord" where it can't.
    const translate = translateOptions({ ...deps, launch: byBot && deps.launch === true });
    const translated = (reply: Reply) => toDiscordMessage(reply, { ...translate, direct });
    return async (interim) => {
      let replies: Reply[];
      const started = performance.now();
      try {
        const limit = deps.handleTimeoutMs ?? HANDLE_TIMEOUT_MS;
        const outcome = await handleWithin(core, inbound, {
          limitMs: limit,
          ...(interim && { onProgress: (reply: Reply) => interim(translated(reply)) }),
        });
        if (outcome === 'timeout') {
          logger.error('discord core timed out', {
            command: command.kind,
            interactionId: interaction.id,
            limitMs: limit,
          });
        }
        const tooSlow = t(await localeOf(interaction), 'adapter.too-slow');
        replies = outcome === 'timeout' ? [{ text: tooSlow, visibility: 'asker' }] : outcome;
        deps.gauge?.record(command.kind, performance.now() - started);
      } catch (error) {
        logger.error('discord core failed', {
          ...errorFields(error),
          command: command.kind,
          interactionId: interaction.id,
        });
        replies = [{ text: t(await localeOf(interaction), 'discord.sorry'), visibility: 'asker' }];
      }
      const outgoing = replies.map((reply) => ({ reply, message: translated(reply) }));
      if (!direct && outgoing[0]) {
        deps.gauge?.recordVisibility(command.kind, outgoing[0].message.ephemeral);
      }
      return outgoing;
    };
  }

  /** How replies to `interaction` are delivered: as usual, or through interactions alone. */
  const deliveryOf = (interaction: BaseInteraction): InteractionDeps =>
    reachOf(interaction) === 'bot' ? deps : throughInteractions(deps, translateOptions(deps));

  const panelOf = (interaction: BaseInteraction): PanelDeps => ({
    core,
    delivery: deliveryOf(interaction),
    run: (pressed, command, gameId) => run(pressed, command, { gameId })(),
    parseCommand: deps.parseCommand,
  });

  async function refuse(interaction: RepliableInteraction, text: string, first: FirstMark) {
    await interaction.reply(asReply(textMessage(text, true)));
    first('refused');
  }

  async function onChatInput(interaction: ChatInputCommandInteraction, first: FirstMark) {
    const input = commandInputOf(interaction.commandName, interaction.options.data);
    const direct = conversationOf(interaction).kind === 'direct';
    const mapped = mapCommand(input, deps.parseCommand);
    if (!mapped.ok) {
      logger.info('discord option refused', {
        interactionId: interaction.id,
        command: interaction.commandName,
        code: mapped.error.code,
      });
      const said = renderText(mapped.error.text, await localeOf(interaction));
      const text = toSlashText(said, deps.parseCommand);
      await interaction.reply(asReply(textMessage(text, !direct)));
      first('refused');
      return;
    }
    const { command, attachments } = mapped.value;
    if (serverOnly(command) && reachOf(interaction) === 'interaction') {
      // Only the asker's own install reaches here: nothing could post at the daily's hour.
      await refuse(interaction, serverOnlyText(await localeOf(interaction)), first);
      return;
    }
    const work = run(interaction, command, attachments ? { attachments } : {});
    const plan = planFor(command, direct, deps.gauge);
    const asker = localeOf(interaction);
    await answerCommand(interaction, work, plan, deliveryOf(interaction), first, asker);
  }

  /** "Solve this Sudoku" on a message: reads the first picture attached to it, privately. */
  async function onMessageCommand(
    interaction: MessageContextMenuCommandInteraction,
    first: FirstMark,
  ) {
    const files = [...interaction.targetMessage.attachments.values()];
    const picture =
      files.find((f) => f.contentType?.startsWith('image/')) ??
      files.find((f) => /\.(jpe?g|png|webp|gif|heic|heif|bmp|tiff?)$/i.test(f.name));
    if (!picture) {
      const locale = await localeOf(interaction);
      const noPhoto = t(locale, 'discord.no-picture');
      const which = files.length
        ? ` ${t(locale, 'adapter.not-a-picture', { name: files[0]!.name })}`
        : '';
      await refuse(interaction, toSlashText(`${noPhoto}${which}`, deps.parseCommand), first);
      return;
    }
    const command: Command = { kind: 'solvePhoto' };
    const work = run(interaction, command, { attachments: [attachmentOf(picture)] });
    const plan = { deferFirst: true, ephemeral: true };
    const asker = localeOf(interaction);
    await answerCommand(interaction, work, plan, deliveryOf(interaction), first, asker);
  }

  /** A typed move from the "Type a move" modal, answered like a slash command. */
  async function onModalSubmit(interaction: ModalSubmitInteraction, first: FirstMark) {
    const id = parseButtonId(interaction.customId);
    const text = interaction.fields.getTextInputValue(MOVE_FIELD).trim();
    const parsed = deps.parseCommand(text);
    if (!id || id.kind !== 'modal' || !parsed.ok) {
      const locale = await localeOf(interaction);
      const why = parsed.ok ? '' : `${renderText(parsed.error.text, locale)} `;
      const how = t(locale, 'discord.type-move-like');
      await refuse(interaction, toSlashText(`${why}${how}`, deps.parseCommand), first);
      return;
    }
    const work = run(interaction, parsed.value, id.gameId ? { gameId: id.gameId } : {});
    const plan = { deferFirst: false, ephemeral: true };
    const asker = localeOf(interaction);
    await answerCommand(interaction, work, plan, deliveryOf(interaction), first, asker);
  }

  async function onAutocomplete(interaction: AutocompleteInteraction, first: FirstMark) {
    const focused = interaction.options.getFocused(true);
    // Looked up beside the empty cells: autocomplete has little time.
    const wording = localeOf(interaction);
    let cells: string[] = [];
    if (focused.name === CELL_OPTION) {
      const listing = core.emptyCells(conversationOf(interaction), threadParentOf(interaction));
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
    const typed = String(focused.value);
    const locale = await wording;
    const choices = cellChoices(cells, typed, locale);
    if (interaction.commandName === 'hint' && NEXT_STEP.startsWith(typed.trim().toLowerCase())) {
      choices.unshift({ name: t(locale, 'discord.next-step'), value: NEXT_STEP });
    }
    await interaction.respond(choices.slice(0, MAX_AUTOCOMPLETE_CHOICES));
    first('autocomplete');
  }

  async function onComponent(
    interaction: ButtonInteraction | StringSelectMenuInteraction,
    first: FirstMark,
  ) {
    const id = parseButtonId(interaction.customId);
    const direct = conversationOf(interaction).kind === 'direct';
    if (!id) {
      await refuse(interaction, t(await localeOf(interaction), 'discord.old-button'), first);
      return;
    }
    if (id.gameId !== undefined && (id.kind === 'pick' || id.kind === 'move')) {
      const withGame = id as ButtonId & { gameId: string };
      const panel = panelOf(interaction);
      if (id.kind === 'pick') await onPick(panel, interaction, withGame, first);
      else await onPanelMove(panel, interaction, withGame, first);
      return;
    }
    if (!interaction.isButton()) {
      await refuse(interaction, t(await localeOf(interaction), 'discord.old-menu'), first);
      return;
    }
    if (id.kind === 'modal' && id.gameId !== undefined) {
      await onTypeMove(interaction, id.gameId, first, await localeOf(interaction));
      return;
    }
    if (id.kind === 'launch') {
      // The Sudoku Activity opens in this channel (or DM) on the presser's client.
      await interaction.launchActivity();
      first('launch');
      return;
    }
    if (id.kind === 'no') {
      deps.confirmations.take(id.nonce ?? '');
      await interaction.update(
        asEdit(textMessage(t(await localeOf(interaction), 'discord.cancelled'), false)),
      );
      first('update');
      return;
    }
    const parsed = deps.parseCommand(id.command);
    if (!parsed.ok) {
      const why = renderText(parsed.error.text, await localeOf(interaction));
      await interaction.reply(asReply(textMessage(why, !direct)));
      first('refused');
      return;
    }
    const gameId = id.gameId !== undefined ? { gameId: id.gameId } : {};
    const work = run(interaction, parsed.value, gameId);
    if (id.kind === 'run') {
      await answerButton(interaction, work, deliveryOf(interaction), first);
    } else if (id.kind === 'ask') {
      await askConfirmation(interaction, id, direct, first);
    } else {
      const pending = deps.confirmations.take(id.nonce ?? '');
      await interaction.update(
        asEdit(textMessage(t(await localeOf(interaction), 'discord.confirmed'), false)),
      );
      first('update');
      await deliverToPress(deliveryOf(interaction), pending?.origin, interaction, await work());
    }
  }

  /** Asks before a spoiling command; the press is kept so the board can be edited after. */
  async function askConfirmation(
    interaction: ButtonInteraction,
    id: ButtonId,
    direct: boolean,
    first: FirstMark,
  ) {
    const locale = await localeOf(interaction);
    const question =
      deps.confirmations.questionFor(id.command) ??
      defaultQuestion(buttonLabel(interaction) ?? id.command, locale);
    const nonce = deps.confirmations.open(interaction, id.command);
    const game = id.gameId !== undefined ? { gameId: id.gameId } : {};
    const yes = makeButtonId({ kind: 'yes', nonce, command: id.command, ...game });
    const no = makeButtonId({ kind: 'no', nonce, command: '' });
    await interaction.deferUpdate();
    first('defer-update');
    if (!yes || !no) {
      await interaction.followUp(
        asReply(textMessage(t(locale, 'discord.too-long-to-confirm'), !direct)),
      );
      return;
    }
    const row = {
      type: ComponentType.ActionRow as const,
      components: [
        {
          type: ComponentType.Button as const,
          custom_id: yes,
          label: t(locale, 'discord.yes'),
          style: ButtonStyle.Danger as const,
        },
        {
          type: ComponentType.Button as const,
          custom_id: no,
          label: t(locale, 'discord.cancel'),
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
          asEdit(
            textMessage(
              t(await localeOf(interaction), 'discord.sorry'),
              interaction.ephemeral ?? false,
            ),
          ),
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
      if (interaction.isPrimaryEntryPointCommand()) {
        // An Entry Point left to the app (handler 1) rather than to Discord: open the Activity.
        await interaction.launchActivity();
        first('launch');
      } else if (interaction.isChatInputCommand()) await onChatInput(interaction, first);
      else if (interaction.isMessageContextMenuCommand())
        await onMessageCommand(interaction, first);
      else if (interaction.isAutocomplete()) await onAutocomplete(interaction, first);
      else if (interaction.isButton() || interaction.isStringSelectMenu())
        await onComponent(interaction, first);
      else if (interaction.isModalSubmit()) await onModalSubmit(interaction, first);
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
  if (interaction.isMessageContextMenuCommand()) return `message ${interaction.commandName}`;
  if (interaction.isButton() || interaction.isStringSelectMenu() || interaction.isModalSubmit()) {
    const id = parseButtonId(interaction.customId);
    const what = interaction.isButton() ? 'button' : interaction.isModalSubmit() ? 'modal' : 'menu';
    return id ? `${what} ${id.kind}:${id.command.split(' ')[0] ?? ''}` : `${what} ?`;
  }
  return `interaction type ${interaction.type}`;
}

/** Autocomplete choices: empty cells starting with what the user typed (then containing it). */
export function cellChoices(
  cells: readonly string[],
  typed: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const query = typed.toLowerCase().replace(/\s+/g, '');
  let matches = cells.filter((c) => c.toLowerCase().startsWith(query));
  if (matches.length === 0) matches = cells.filter((c) => c.toLowerCase().includes(query));
  return matches.slice(0, MAX_AUTOCOMPLETE_CHOICES).map((cell) => {
    const m = /^r(\d+)c(\d+)$/i.exec(cell);
    const name = m ? t(locale, 'discord.cell-choice', { cell, row: m[1]!, column: m[2]! }) : cell;
    return { name, value: cell };
  });
}

function buttonLabel(interaction: ButtonInteraction): string | undefined {
  const component = interaction.component;
  return 'label' in component ? (component.label ?? undefined) : undefined;
}
