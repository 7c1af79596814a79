// Slack's closest thing to the Sudoku Activity: a modal of one's own. *Play* under a board opens
// it (views.open) with the board's picture, the cell menu, Place/Note and the digits, and the
// player's own feedback. A digit pressed in it runs the move with the cell picked in the same
// modal, edits the channel's live board for everyone, and redraws the modal (views.update) with
// the new picture and what happened. A pick lives in the player's modal, which nobody else's
// move replaces, so a move another player makes meanwhile cannot cost the pick. The modal's
// picture is a private upload of its own, deleted when replaced and when the modal closes.

import type { BlockAction, BlockElementAction, types, webApi, ViewClosedAction } from '@slack/bolt';
import type { BoardTarget, Reply } from '../../src/bot/types.ts';
import { toSlackMrkdwn } from './blocks.ts';
import { uploadImage } from './deliver.ts';
import { conversationOf } from './inbound.ts';
import { errorFields } from './log-fields.ts';
import { MOVE_ACTIONS, moveBlock, moveFromState, PLAY_ACTION } from './move-blocks.ts';

export { PLAY_ACTION };
import { callCore, deliverAndLog, directOpener, type PipelineDeps } from './pipeline.ts';

/** The callback_id of the play modal. */
export const PLAY_VIEW = 'sudoku_play';

type Client = webApi.WebClient;
type Deps = PipelineDeps & { readonly client: Client };

/** What the modal remembers in private_metadata. */
export interface PlayMeta {
  /** The channel (and team) whose game it plays. */
  readonly c: string;
  readonly t?: string;
  /** The game. */
  readonly g: string;
  /** The modal's own picture upload, if any. */
  readonly f?: string;
  /** Moves made in it so far: the move block's id changes with each, which clears the pick. */
  readonly n: number;
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
    };
  } catch {
    return undefined;
  }
}

/** The play modal of a board reply (its text, picture and move block) with the player's feedback. */
export function playView(board: Reply, meta: PlayMeta, feedback?: string): types.ModalView {
  const blocks: types.KnownBlock[] = [
    { type: 'section', text: { type: 'mrkdwn', text: toSlackMrkdwn(board.text).slice(0, 3000) } },
  ];
  if (meta.f) {
    const alt = board.image?.alt ?? 'The Sudoku board';
    blocks.push({ type: 'image', slack_file: { id: meta.f }, alt_text: alt.slice(0, 2000) });
  }
  if (feedback) {
    blocks.push({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: toSlackMrkdwn(feedback).slice(0, 3000) }],
    });
  }
  const over = board.live?.over ?? true;
  const moves = !over && board.board ? moveBlock(board.board, meta.g) : undefined;
  if (moves) blocks.push({ ...moves, block_id: `${moves.block_id}~${meta.n}` });
  else
    blocks.push({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: 'This game takes no more moves.' }],
    });
  return {
    type: 'modal',
    callback_id: PLAY_VIEW,
    notify_on_close: true,
    private_metadata: JSON.stringify(meta),
    title: { type: 'plain_text', text: 'Sudoku' },
    close: { type: 'plain_text', text: 'Done' },
    blocks,
  };
}

/** The channel's live board of the game, drawn (or not) as it is now. */
function liveBoard(deps: Deps, gameId: string, image: boolean) {
  const target: BoardTarget = { gameId, viewer: '' };
  return deps.core.liveBoard(target, { image });
}

/** A new picture for the modal (a private upload), and the old one deleted; `f` unchanged on failure. */
async function picture(deps: Deps, board: Reply, meta: PlayMeta): Promise<PlayMeta> {
  if (!board.image) return meta;
  try {
    const f = await uploadImage(deps.client, board.image);
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
  let meta: PlayMeta = { c: channel, g: gameId, n: 0, ...(body.team?.id && { t: body.team.id }) };
  const opened = await deps.client.views.open({
    trigger_id: body.trigger_id,
    view: playView(board, meta),
  });
  const drawn = await liveBoard(deps, gameId, true);
  if (!drawn || !opened.view?.id) return;
  meta = await picture(deps, drawn, meta);
  await deps.client.views.update({ view_id: opened.view.id, view: playView(drawn, meta) });
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
  const digit = Number(action.action_id.slice(MOVE_ACTIONS.digit.length));
  const move = moveFromState(
    view.state as Parameters<typeof moveFromState>[0],
    action.block_id,
    digit,
  );
  const user = body.user;
  const context = { label: 'modal move', channel: meta.c, user: user.id };
  let feedback: string;
  let board: Reply | undefined;
  let next = meta;
  if ('missing' in move) {
    feedback = move.missing;
  } else {
    const parsed = deps.parseCommand(move.command);
    if (!parsed.ok) return;
    const conversation = conversationOf(meta.c, meta.t);
    const replies = await callCore(
      deps,
      {
        conversation,
        user: { id: user.id, name: user.username || user.name || user.id, canManage: false },
        command: parsed.value,
        gameId: meta.g,
        openDirect: directOpener(deps.client, user.id, meta.t),
      },
      context,
    );
    // What everyone sees goes to the channel; what the mover hears goes into their modal.
    const everyone = replies.filter((r) => r.visibility === 'everyone' || r.conversation);
    const route = { channel: meta.c, user: user.id, direct: conversation.kind === 'direct' };
    await deliverAndLog(deps, everyone, route, context, started);
    const mine = replies.filter((r) => r.visibility === 'asker' && !r.conversation);
    board = replies.find((r) => r.live && !r.conversation && r.live.gameId === meta.g);
    feedback = mine.map((r) => r.text).join('\n') || (board ? 'Done.' : '');
    if (board) next = { ...meta, n: meta.n + 1 };
  }
  // Nothing changed (a refused move): the modal keeps its picture.
  board ??= await liveBoard(deps, meta.g, false);
  if (!board) return;
  next = await picture(deps, board, next);
  await deps.client.views.update({ view_id: view.id, view: playView(board, next, feedback) });
}

/** The modal closed: its picture goes. */
export async function onPlayClosed(deps: Deps, view: ViewClosedAction['view']): Promise<void> {
  const meta = parseMeta(view.private_metadata);
  if (meta?.f) await deletePicture(deps, meta.f);
}
