// What the Slack client keeps on each player's screen between their taps: a pick in a menu stays
// there (Slack sends it with the next button press in `state.values`) until the surface is
// redrawn. A message redrawn by chat.update drops its picks; a modal keeps them while its move
// block keeps its block id. A player whose pick was dropped under their finger often presses
// the digit anyway, believing the cell still picked: that is the press Slack then refuses.

import { MOVE_ACTIONS } from '../../adapters/slack/move-blocks.ts';
import { modalPress, type SignedRequest } from '../slack/signing.ts';
import type { PlayerName } from './day-script.ts';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** action_ids of a move block's menus. */
export const CELL_MENU = MOVE_ACTIONS.cell;
export const MODE_MENU = MOVE_ACTIONS.mode;

/** What a player has picked on one surface (a message or a modal), as their client keeps it. */
export interface Picks {
  /** `channel/ts` of a message, or `view:<id>` of a modal. */
  readonly surface: string;
  readonly blockId: string;
  /** Edits of the message when the pick was made (a message redrawn drops its picks). */
  readonly edits: number;
  cell?: string;
  mode?: 'place' | 'note';
  /** A cell the player picked before the surface was redrawn: they believe it is still picked. */
  lost?: string;
}

/** Every player's picks, per surface. */
export class Screens {
  private readonly picks = new Map<string, Picks>();

  /** The picks `player` still sees on `surface` (a redrawn message has dropped them). */
  picksOn(player: PlayerName, surface: string, blockId: string, edits: number): Picks {
    const key = `${player}/${surface}`;
    const kept = this.picks.get(key);
    if (kept && kept.blockId === blockId && kept.edits === edits) return kept;
    // Redrawn under the player's finger: the menus show nothing picked, which is easy to miss.
    const fresh: Picks = { surface, blockId, edits, ...(kept?.cell && { lost: kept.cell }) };
    this.picks.set(key, fresh);
    return fresh;
  }

  /** What Slack sends of `p` with a press (`state.values`). */
  stateOf(p: Picks) {
    const values: Record<string, unknown> = {};
    if (p.cell) values[CELL_MENU] = { type: 'static_select', selected_option: { value: p.cell } };
    if (p.mode) values[MODE_MENU] = { type: 'static_select', selected_option: { value: p.mode } };
    return { [p.blockId]: values };
  }
}

/** µs of a Slack ts. */
export const micros = (ts: string) => {
  const [s, f = '0'] = ts.split('.');
  return Number(s) * 1e6 + Number(f.padEnd(6, '0'));
};

/** A press in a modal: a digit button, or a choice in one of its menus (`selected`). */
export function modalAction(
  view: Json,
  blockId: string,
  actionId: string,
  value: string,
  user: { id: string; name: string },
  state: Record<string, Record<string, unknown>>,
  selected?: string,
): SignedRequest {
  const request = modalPress(view, { actionId, blockId, value }, { user, state });
  if (selected === undefined) return request;
  const payload = JSON.parse(new URLSearchParams(request.body).get('payload')!);
  const action = payload.actions[0];
  payload.actions[0] = {
    type: 'static_select',
    action_id: action.action_id,
    block_id: action.block_id,
    selected_option: { text: { type: 'plain_text', text: selected }, value: selected },
    action_ts: action.action_ts,
  };
  return { ...request, body: new URLSearchParams({ payload: JSON.stringify(payload) }).toString() };
}
