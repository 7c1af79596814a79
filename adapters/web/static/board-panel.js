// The playground's live board panel: the board UI (board-ui.js) beside the chat, for the channel
// on screen and the player named on the page; it follows the channel and the name as they change.

import { createBoardClient } from './board-client.js';
import { mountBoard } from './board-ui.js';

/** A random id for this page: the server counts each page's moves apart. */
const PAGE_ID = Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) =>
  b.toString(36).padStart(2, '0'),
).join('');

/** Wires the panel and its toggle button; returns `follow(channel, user)`. */
export function createBoardPanel({ app, panel, toggle, close }) {
  let board;
  let seat = { channel: '', user: '' };

  function mount() {
    board?.destroy();
    const query = new URLSearchParams({ channel: seat.channel, user: seat.user, page: PAGE_ID });
    const client = createBoardClient({ base: '/api/board', query: query.toString() });
    const host = document.createElement('div');
    panel.replaceChildren(close, host);
    board = mountBoard(host, client);
  }

  function setOpen(open) {
    panel.hidden = !open;
    app.classList.toggle('board-open', open);
    toggle.setAttribute('aria-expanded', String(open));
    if (open) mount();
    else {
      board?.destroy();
      board = undefined;
    }
  }

  toggle.addEventListener('click', () => setOpen(panel.hidden));
  close.addEventListener('click', () => setOpen(false));
  return {
    /** Shows the board of `channel` for `user` (remounts when the panel is open). */
    follow(channel, user) {
      if (seat.channel === channel && seat.user === user) return;
      seat = { channel, user };
      if (!panel.hidden) mount();
    },
  };
}
