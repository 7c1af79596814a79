// The move panel's interactions: picking a row or cell (the panel redraws), a move from the
// panel (the live board is edited, the panel shows how the move went), and "Type a move" (a
// modal with one field). The panel is only ever the presser's own ephemeral message. Where only
// a user install reaches the conversation, the pick on the board acknowledges the board itself
// (a deferred update) and sends the panel as its ephemeral follow-up: the pick's webhook can then
// edit the board for the panel's moves during its 15 minutes, without the bot token.

import {
  MessageFlags,
  type ButtonInteraction,
  type MessageComponentInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { BotCore, Command } from '../../src/bot/types.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import type { BoardView } from '../../src/render/view.ts';
import { playerWordsLocale } from '../shared/words.ts';
import { digitAt } from './cell-picker.ts';
import type { ButtonId } from './custom-id.ts';
import { boardRef } from './board-delivery.ts';
import { asEdit, asReply, textMessage, type DiscordMessage } from './messages.ts';
import {
  decodeState,
  moveModal,
  panelComponents,
  panelText,
  stateAfterMove,
  type PanelState,
} from './move-panel.ts';
import {
  deliverToPress,
  isEphemeralMessage,
  type Delivery,
  type FirstMark,
  type Outgoing,
} from './respond.ts';

/** What the panel says (in English) when its digit was the last one the board needed. */
export const FINISHED = t(DEFAULT_LOCALE, 'discord.finished');

/**
 * The language of the presser's own panel: the one they chose (`language de`), else their
 * Discord's (or the server's), else English.
 */
function panelLocale(core: BotCore, interaction: MessageComponentInteraction): Promise<Locale> {
  return playerWordsLocale(
    core,
    'discord',
    interaction.user.id,
    interaction.locale,
    interaction.guildLocale,
  );
}

export interface PanelDeps {
  readonly core: BotCore;
  readonly delivery: Delivery;
  /** Runs a command on `gameId` as the presser; resolves to the translated replies. */
  readonly run: (
    interaction: MessageComponentInteraction,
    command: Command,
    gameId: string,
  ) => Promise<Outgoing[]>;
  readonly parseCommand: (text: string) => { ok: true; value: Command } | { ok: false };
}

/** The board of a game as it is now, without a picture (for drawing the panel). */
async function viewOf(core: BotCore, gameId: string): Promise<BoardView | undefined> {
  const now = await core.liveBoard({ gameId, viewer: '' }, { image: false });
  return now?.live && !now.live.over ? now.board : undefined;
}

function panelMessage(view: BoardView, state: PanelState, locale: Locale, status?: string) {
  return textMessage(
    panelText(view, state, locale, status),
    true,
    panelComponents(view, state, locale),
  );
}

/** A row or cell picked (on the board's picker, or inside the panel). */
export async function onPick(
  deps: PanelDeps,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  id: ButtonId & { gameId: string },
  first: FirstMark,
): Promise<void> {
  // On the shared board a pick opens a panel for the presser alone; in the panel it redraws it.
  const onBoard = !isEphemeralMessage(interaction);
  const viaHook = onBoard && deps.delivery.boards.reach === 'interaction';
  if (viaHook) {
    await interaction.deferUpdate();
    const board = boardRef(interaction.channelId, interaction.message.id);
    deps.delivery.boards.webhooks?.remember(board, (edit) => interaction.editReply(edit));
  } else if (onBoard) await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  else await interaction.deferUpdate();
  first(onBoard && !viaHook ? 'defer' : 'defer-update');
  const locale = await panelLocale(deps.core, interaction);
  const show = (message: DiscordMessage) =>
    viaHook ? interaction.followUp(asReply(message)) : interaction.editReply(asEdit(message));
  const view = await viewOf(deps.core, id.gameId);
  if (!view) {
    await show(textMessage(t(locale, 'discord.game-gone'), true));
    return;
  }
  const chosen = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
  const state = decodeState(id.gameId, id.command, view.geometry.size, chosen);
  const message = state
    ? panelMessage(view, state, locale)
    : textMessage(t(locale, 'discord.stale-pick'), true);
  await show(message);
}

/** The command a panel move stands for (a select adds its chosen digit), and the panel after it. */
function moveOf(
  deps: PanelDeps,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  id: ButtonId,
  size: number,
): { command: Command; state: PanelState } | undefined {
  const chosen = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
  const text = chosen === undefined ? id.command : `${id.command} ${chosen}`;
  const parsed = deps.parseCommand(text);
  if (!parsed.ok) return undefined;
  const m = /r(\d{1,2})c(\d{1,2})/.exec(text);
  const row = m ? Number(m[1]) : undefined;
  const cell = m ? (row! - 1) * size + Number(m[2]) - 1 : undefined;
  return {
    command: parsed.value,
    state: {
      gameId: id.gameId!,
      ...(row !== undefined && { row }),
      ...(cell !== undefined && { cell }),
      notes: parsed.value.kind === 'note',
    },
  };
}

function isConfirmedClear(deps: PanelDeps, command: string): boolean {
  const parsed = deps.parseCommand(command);
  return parsed.ok && parsed.value.kind === 'clear' && parsed.value.confirmed === true;
}

/** A move made in the panel: the live board is edited and the panel says how it went. */
export async function onPanelMove(
  deps: PanelDeps,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  id: ButtonId & { gameId: string },
  first: FirstMark,
): Promise<void> {
  await interaction.deferUpdate();
  first('defer-update');
  const before = await viewOf(deps.core, id.gameId);
  const move = before && moveOf(deps, interaction, id, before.geometry.size);
  if (!move) {
    const gone = t(await panelLocale(deps.core, interaction), 'discord.game-gone');
    await interaction.editReply(asEdit(textMessage(gone, true)));
    return;
  }
  const outgoing = await deps.run(interaction, move.command, id.gameId);
  // Private answers (the confirmation, a refused digit) become the panel's status line; the
  // rest (the board edit, a celebration) go where they always go.
  const notes = outgoing.filter((o) => o.message.ephemeral);
  const others = outgoing.filter((o) => !o.message.ephemeral);
  await deliverToPress(deps.delivery, undefined, interaction, others);
  const status = notes.map((o) => o.message.content).join('\n');
  // The core's words for the presser are in their language: the panel's follow them.
  const locale =
    notes.find((o) => o.reply.locale)?.reply.locale ?? (await panelLocale(deps.core, interaction));
  // A clear of another player's work was asked about: the panel keeps the cell, and its Clear
  // button confirms (the question's own button would not fit beside the panel's five rows).
  const asked = notes.some((o) => o.reply.actions?.some((a) => isConfirmedClear(deps, a.command)));
  const after = await viewOf(deps.core, id.gameId);
  const next = asked
    ? { ...move.state, confirmClear: true }
    : refusedPlacement(move, after)
      ? move.state
      : stateAfterMove(move.state);
  if (!after) {
    // Unrefused (no note) and now over: this very digit finished the board.
    const finished = status || t(locale, 'discord.finished');
    await interaction.editReply(asEdit(textMessage(finished, true)));
    return;
  }
  await interaction.editReply(asEdit(panelMessage(after, next, locale, status || undefined)));
}

/** A digit the core refused (a wrong one): its cell is still empty, so it stays picked. */
function refusedPlacement(
  move: { command: Command; state: PanelState },
  after: BoardView | undefined,
): boolean {
  const cell = move.state.cell;
  return (
    move.command.kind === 'place' &&
    after !== undefined &&
    cell !== undefined &&
    !digitAt(after, cell)
  );
}

/** "Type a move": opens the modal (its answer arrives as a modal submit). */
export async function onTypeMove(
  interaction: ButtonInteraction,
  gameId: string,
  first: FirstMark,
  locale: Locale,
): Promise<void> {
  const modal = moveModal(gameId, locale);
  if (!modal) {
    await interaction.reply(asReply(textMessage(t(locale, 'discord.game-gone'), true)));
    first('refused');
    return;
  }
  await interaction.showModal(modal);
  first('modal');
}
