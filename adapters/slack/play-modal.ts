// Slack's closest thing to the Sudoku Activity: a modal of one's own. *Play* under a board opens
// it (views.open) with the board's picture, the cell menu, Place/Note and the digits, and the
// player's own feedback. A digit pressed in it runs the move with the cell picked in the same
// modal, edits the channel's live board for everyone, and redraws the modal (views.update) with
// the new picture and what happened. A pick lives in the player's modal, which nobody else's
// move replaces, so a move another player makes meanwhile cannot cost the pick. The modal's
// picture is a private upload of its own, deleted when replaced and when the modal closes. A
// move anyone makes in the channel redraws the other players' open modals too (open-modals.ts),
// keeping their picks.

import type { BlockAction, BlockElementAction, types, webApi, ViewClosedAction } from '@slack/bolt';
import type { BoardTarget, Reply } from '../../src/bot/types.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import { toSlackMrkdwn } from './blocks.ts';
import { uploadImage } from './deliver.ts';
import { conversationOf } from './inbound.ts';
import { errorFields } from './log-fields.ts';
import {
  isOpen,
  MOVE_ACTIONS,
  moveBlock,
  moveFromState,
  pickFromState,
  PLAY_ACTION,
} from './move-blocks.ts';
import type { OpenPlayModals } from './open-modals.ts';
import { modalSurface, type Pick } from './picks.ts';

export { PLAY_ACTION };
import {
  callCore,
  deliverAndLog,
  directOpener,
  localeOf,
  wordsFor,
  type PipelineDeps,
} from './pipeline.ts';

/** The callback_id of the play modal. */
export const PLAY_VIEW = 'sudoku_play';

type Client = webApi.WebClient;
type Deps = PipelineDeps & { readonly client: Client; readonly modals?: PlayModals };

/** What redrawing an open modal needs: its metadata and the client of its workspace. */
export interface OpenModal {
  readonly meta: PlayMeta;
  readonly deps: Deps;
}
export type PlayModals = OpenPlayModals<OpenModal>;

/** What the modal remembers in private_metadata. */
export interface PlayMeta {
  /** The channel (and team) whose game it plays. */
  readonly c: string;
  readonly t?: string;
  /** The game. */
  readonly g: string;
  /** The modal's own picture upload, if any. */
  readonly f?: string;
  /**
   * Picks cleared so far: the move block's id changes when the player's picked cell is filled,
   * which clears the pick on their screen; otherwise it stays, and with it their pick.
   */
  readonly n: number;
  /** The player's language (their Slack's), for the modal's own words. */
  readonly l?: Locale;
}

function parseMeta(text: string | undefined): PlayMeta | undefined {
  try {
    const meta = JSON.parse(text ?? '') as Partial<PlayMeta>;
    if (typeof meta.c !== 'string' || typeof meta.g !== 'string') return undefined;
    return {
      c: meta.c,
      g: meta.g,
      n: Number(meta.n) || 0,
      ...(meta.t && { t: meta.t }),
      ...(meta.f && { f: meta.f }),
      ...(isLocale(meta.l) && { l: meta.l }),
    };
  } catch {
    return undefined;
  }
}

/**
 * The play modal of a board reply (its text, picture and move block, showing the player's `pick`)
 * with the player's feedback.
 */
export function playView(
  board: Reply,
  meta: PlayMeta,
  feedback?: string,
  pick: Pick = {},
): types.ModalView {
  const locale = meta.l ?? board.locale ?? DEFAULT_LOCALE;
  const blocks: types.KnownBlock[] = [
    { type: 'section', text: { type: 'mrkdwn', text: toSlackMrkdwn(board.text).slice(0, 3000) } },
  ];
  if (meta.f) {
    const alt = board.image?.alt ?? t(locale, 'slack.modal-alt');
    blocks.push({ type: 'image', slack_file: { id: meta.f }, alt_text: alt.slice(0, 2000) });
  }
  if (feedback) {
    blocks.push({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: toSlackMrkdwn(feedback).slice(0, 3000) }],
    });
  }
  const over = board.live?.over ?? true;
  const moves = !over && board.board ? moveBlock(board.board, meta.g, locale, pick) : undefined;
  if (moves) blocks.push({ ...moves, block_id: `${moves.block_id}~${meta.n}` });
  else
    blocks.push({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: t(locale, 'slack.modal-over') }],
    });
  return {
    type: 'modal',
    callback_id: PLAY_VIEW,
    notify_on_close: true,
    private_metadata: JSON.stringify(meta),
    title: { type: 'plain_text', text: t(locale, 'slack.sudoku') },
    close: { type: 'plain_text', text: t(locale, 'slack.modal-done') },
    blocks,
  };
}

/** The channel's live board of the game, drawn (or not) as it is now. */
function liveBoard(deps: Deps, gameId: string, image: boolean) {
  const target: BoardTarget = { gameId, viewer: '' };
  return deps.core.liveBoard(target, { image });
}

/**
 * The player's pick in the modal as the board is now: kept while its cell is open; once it is
 * filled the move block gets a new id (a fresh menu on their screen) and the pick is forgotten.
 */
async function pickAfter(deps: Deps, viewId: string, board: Reply, meta: PlayMeta) {
  const surface = modalSurface(viewId);
  // A modal redrawn here may have been picked in while another process drew it.
  const pick = (await deps.picks?.recall(surface)) ?? {};
  const placed = (pick.cell || pick.row) && board.board && !isOpen(board.board, pick);
  if (!placed) return { pick, meta };
  await deps.picks?.forget(surface);
  return { pick: {}, meta: { ...meta, n: meta.n + 1 } };
}

/** A new picture for the modal (a private upload), and the old one deleted; `f` unchanged on failure. */
async function picture(deps: Deps, board: Reply, meta: PlayMeta): Promise<PlayMeta> {
  if (!board.image) return meta;
  try {
    const f = await uploadImage(deps.client, board.image, meta.l ?? board.locale);
    if (meta.f) await deletePicture(deps, meta.f);
    return { ...meta, f };
  } catch (error) {
    deps.logger.warn('slack play modal picture not uploaded', errorFields(error));
    return meta;
  }
}

async function deletePicture(deps: Deps, file: string): Promise<void> {
  try {
    await deps.client.files.delete({ file });
  } catch (error) {
    deps.logger.info('slack play modal picture not deleted', { ...errorFields(error), file });
  }
}

/**
 * *Play* pressed: opens the modal at once (the trigger lasts 3 s) with the board as it is, then
 * adds its picture.
 */
export async function openPlayModal(
  deps: Deps,
  body: BlockAction,
  action: BlockElementAction,
): Promise<void> {
  const channel = body.channel?.id ?? (body.container.channel_id as string | undefined);
  const gameId = action.type === 'button' ? action.value : undefined;
  if (!channel || !gameId) return;
  const board = await liveBoard(deps, gameId, false);
  if (!board) return;
  const locale = await wordsFor(deps, body.user.id, body.team?.id);
  let meta: PlayMeta = {
    c: channel,
    g: gameId,
    n: 0,
    l: locale,
    ...(body.team?.id && { t: body.team.id }),
  };
  const opened = await deps.client.views.open({
    trigger_id: body.trigger_id,
    view: playView(board, meta),
  });
  const drawn = await liveBoard(deps, gameId, true);
  if (!drawn || !opened.view?.id) return;
  meta = await picture(deps, drawn, meta);
  await deps.client.views.update({ view_id: opened.view.id, view: playView(drawn, meta) });
  deps.modals?.seen(opened.view.id, channel, { meta, deps });
}

/**
 * Another player's move: the modal drawn again as the board is now, with the same move block id
 * and the player's pick shown picked (unless that move filled its cell), and no feedback.
 * Undefined once the modal is gone.
 */
export async function redrawPlayModal(
  viewId: string,
  { meta, deps }: OpenModal,
): Promise<OpenModal | undefined> {
  const board = await liveBoard(deps, meta.g, true);
  if (!board) return undefined;
  const kept = await pickAfter(deps, viewId, board, meta);
  const next = await picture(deps, board, kept.meta);
  try {
    await deps.client.views.update({
      view_id: viewId,
      view: playView(board, next, undefined, kept.pick),
    });
    return { meta: next, deps };
  } catch (error) {
    // Closed without our hearing of it (or never ours): its new picture goes too.
    deps.logger.info('slack play modal not redrawn', { ...errorFields(error), viewId });
    if (next.f && next.f !== meta.f) await deletePicture(deps, next.f);
    return undefined;
  }
}

/** A digit pressed in the modal: the move with the modal's own pick, then the modal redrawn. */
export async function onPlayDigit(
  deps: Deps,
  body: BlockAction,
  action: BlockElementAction,
  started: number,
): Promise<void> {
  const view = body.view;
  const meta = parseMeta(view?.private_metadata);
  if (!view || !meta) return;
  const modals = deps.modals;
  if (!modals) {
    await playDigit(deps, view.id, meta, body, action, started);
    return;
  }
  // Known again (a modal opened in another process, or before a restart), then drawn by this move.
  modals.seen(view.id, meta.c, { meta, deps });
  await modals.drawing(view.id, async () => {
    const next = await playDigit(deps, view.id, meta, body, action, started);
    modals.seen(view.id, meta.c, { meta: next, deps });
  });
}

/** The move of a digit pressed in the modal, and the modal redrawn; resolves to its new metadata. */
async function playDigit(
  deps: Deps,
  viewId: string,
  meta: PlayMeta,
  body: BlockAction,
  action: BlockElementAction,
  started: number,
): Promise<PlayMeta> {
  const view = body.view!;
  const digit = Number(action.action_id.slice(MOVE_ACTIONS.digit.length));
  const locale = meta.l ?? DEFAULT_LOCALE;
  const state = view.state as Parameters<typeof moveFromState>[0];
  const surface = modalSurface(viewId);
  const shown = pickFromState(state, action.block_id);
  if (shown.cell || shown.row || shown.mode) await deps.picks?.remember(surface, shown);
  // Another process's (or, before a restart, this one's) when this process holds none.
  const remembered = await deps.picks?.recall(surface);
  const move = moveFromState(state, action.block_id, digit, locale, remembered);
  const user = body.user;
  const context = { label: 'modal move', channel: meta.c, user: user.id };
  let feedback: string;
  let board: Reply | undefined;
  if ('missing' in move) {
    feedback = move.missing;
  } else {
    const parsed = deps.parseCommand(move.command);
    if (!parsed.ok) return meta;
    const conversation = conversationOf(meta.c, meta.t);
    const replies = await callCore(
      deps,
      {
        conversation,
        user: { id: user.id, name: user.username || user.name || user.id, canManage: false },
        command: parsed.value,
        gameId: meta.g,
        openDirect: directOpener(deps.client, user.id, meta.t),
        ...(await localeOf(deps.users, user.id, meta.t)),
      },
      context,
      undefined,
      viewId,
    );
    // What everyone sees goes to the channel; what the mover hears goes into their modal.
    const everyone = replies.filter((r) => r.visibility === 'everyone' || r.conversation);
    const route = { channel: meta.c, user: user.id, direct: conversation.kind === 'direct' };
    await deliverAndLog(deps, everyone, route, context, started);
    const mine = replies.filter((r) => r.visibility === 'asker' && !r.conversation);
    board = replies.find((r) => r.live && !r.conversation && r.live.gameId === meta.g);
    feedback = mine.map((r) => r.text).join('\n') || (board ? t(locale, 'slack.move-done') : '');
  }
  // Nothing changed (a refused move): the modal keeps its picture.
  board ??= await liveBoard(deps, meta.g, false);
  if (!board) return meta;
  // A note or a wrong digit keeps the pick (and the block id); a placed digit clears it.
  const kept = await pickAfter(deps, viewId, board, meta);
  const next = await picture(deps, board, kept.meta);
  await deps.client.views.update({
    view_id: viewId,
    view: playView(board, next, feedback, kept.pick),
  });
  return next;
}

/** The modal closed: its picture goes. */
export async function onPlayClosed(deps: Deps, view: ViewClosedAction['view']): Promise<void> {
  deps.modals?.closed(view.id);
  await deps.picks?.forget(modalSurface(view.id));
  const meta = parseMeta(view.private_metadata);
  if (meta?.f) await deletePicture(deps, meta.f);
}
