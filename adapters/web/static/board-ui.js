// The board UI that the web playground and the Discord Activity both serve: tap a cell, tap a
// digit; notes mode, erase, undo, hints drawn on the live board, reveal with confirmation, the
// running clock, who is here (and where they are looking), who placed which digit, a short feed
// of moves and the celebration. It talks to the board API through a client (board-client.js).

import { cellName, createGrid } from './board-grid.js';

const FEED_SHOWN = 6;

/** The board UI's words in English, until the server's for the player's language arrive. */
const ENGLISH = {
  locale: 'en',
  words: {
    loading: 'Loading the board…',
    'playing-now': 'Playing now',
    digits: 'Digits',
    board: 'Sudoku board',
    notes: 'Notes',
    'notes-title': 'Pencil notes (N)',
    erase: 'Erase',
    'erase-title': 'Clear the cell (Delete)',
    undo: 'Undo',
    'undo-title': 'Take back your last move (U)',
    hint: 'Hint',
    'hint-title': 'A hint: press again for more (H)',
    reveal: 'Reveal',
    'reveal-title': 'Show the solution',
    more: 'More',
    close: 'Close',
    recent: 'Recent moves',
    cancel: 'Cancel',
    confirm: 'Confirm',
    someone: 'Someone',
    'no-game': 'No game here yet',
    'start-one': 'Start one with today or new in the chat.',
    solved: 'Solved!',
    'solved-line': '{title} in {time}.',
    'solved-by': '{title} in {time} by {names}.',
    refused: 'The move was refused ({code}).',
    'nothing-changed': 'Nothing was changed.',
    'tap-cell': 'Tap a cell first, then the digit.',
    'tap-clear': 'Tap the cell to clear first.',
    'reveal-ask': 'Reveal the solution for everyone here? This ends the game.',
    filled: '{cell} is filled already.',
    'placed-by': '{cell}: {digit}, placed by {who}',
    'feed-place': '{who} placed {digit} in {cell}',
    'feed-clear': '{who} cleared {cell}',
    'feed-notes': '{who} filled the notes',
    'feed-note': '{who} noted {cell}',
    you: '{name} (you)',
    'all-placed': '{digit} (all placed)',
  },
  counts: {
    left: { one: '{n} cell to go', other: '{n} cells to go' },
    mistakes: { one: '{n} mistake', other: '{n} mistakes' },
    hints: { one: '{n} hint', other: '{n} hints' },
  },
};

/** Says the board UI's words of `dictionary` (a `{ locale, words, counts }` from the server). */
function speaker(dictionary) {
  const rules = new Intl.PluralRules(dictionary.locale === 'en-XA' ? 'en' : dictionary.locale);
  // Commands come in backticks (as typed in the chat): shown plain here.
  const fill = (template, vars) =>
    template.replace(/`([^`]*)`/g, '$1').replace(/\{(\w+)\}/g, (_, key) => String(vars[key] ?? ''));
  return {
    locale: dictionary.locale,
    w: (name, vars = {}) => fill(dictionary.words[name] ?? ENGLISH.words[name] ?? name, vars),
    count(name, n) {
      const forms = dictionary.counts?.[name] ?? ENGLISH.counts[name];
      return fill(forms[rules.select(n)] ?? forms.other, { n });
    },
  };
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function button(label, className, title) {
  const b = el('button', className, label);
  b.type = 'button';
  if (title) b.title = title;
  return b;
}

/** "4:05", "1:02:03". */
export function formatClock(ms) {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

function initials(name) {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase();
}

/** A person in the "who is here" row: their avatar (or initials) ringed in their colour. */
function personChip(person, me, say) {
  const chip = el('li', 'sb-person');
  chip.style.setProperty('--colour', person.colour ?? 'transparent');
  chip.title = person.id === me ? say.w('you', { name: person.name }) : person.name;
  const face = el('span', 'sb-face', initials(person.name));
  if (person.avatar) {
    const img = el('img');
    img.alt = '';
    img.src = person.avatar;
    img.addEventListener('error', () => img.remove());
    face.append(img);
  }
  chip.append(face, el('span', 'sb-person-name', person.name));
  return chip;
}

/**
 * Mounts the board UI in `root`, talking through `client`. Options: `extraTools` (buttons the
 * host adds, e.g. the Activity's "On my own"), `onFirstPaint` (called once the first board is
 * drawn). Returns `{ destroy }`.
 */
export function mountBoard(root, client, options = {}) {
  let words = speaker(ENGLISH);
  const app = el('div', 'sb-app');
  const head = el('header', 'sb-head');
  const title = el('h2', 'sb-title', words.w('loading'));
  const stats = el('p', 'sb-stats');
  const clock = el('span', 'sb-clock');
  const left = el('span', 'sb-left');
  stats.append(clock, left);
  const people = el('ul', 'sb-people');
  const labelled = [];
  people.dataset.label = 'playing-now';
  labelled.push(people);
  head.append(title, stats, people);
  const main = el('div', 'sb-main');
  const boardWrap = el('div', 'sb-board');
  const side = el('div', 'sb-side');
  const pad = el('div', 'sb-pad');
  pad.setAttribute('role', 'group');
  pad.dataset.label = 'digits';
  labelled.push(pad);
  const tools = el('div', 'sb-tools');
  const notesButton = button('', 'sb-tool sb-notes-toggle');
  notesButton.setAttribute('aria-pressed', 'false');
  const eraseButton = button('', 'sb-tool');
  const undoButton = button('', 'sb-tool');
  const hintButton = button('', 'sb-tool sb-primary');
  const revealButton = button('', 'sb-tool sb-danger');
  tools.append(
    notesButton,
    eraseButton,
    undoButton,
    hintButton,
    revealButton,
    ...(options.extraTools ?? []),
  );
  const status = el('p', 'sb-status');
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  const hintPanel = el('div', 'sb-hint');
  hintPanel.hidden = true;
  const hintText = el('p', 'sb-hint-text');
  const hintMore = button('', 'sb-tool sb-primary');
  const hintClose = button('', 'sb-tool');
  hintPanel.append(hintText, el('div', 'sb-hint-buttons'));
  hintPanel.lastChild.append(hintMore, hintClose);
  const feed = el('ol', 'sb-feed');
  feed.dataset.label = 'recent';
  labelled.push(feed);
  side.append(pad, tools, status, hintPanel, feed);
  main.append(boardWrap, side);
  const celebrate = el('div', 'sb-celebrate');
  celebrate.hidden = true;
  const confirmDialog = el('dialog', 'sb-confirm');
  const confirmText = el('p');
  const confirmNo = button('', 'sb-tool');
  const confirmYes = button('', 'sb-tool sb-danger');
  // Each fixed label and title by its word's name: said again once the page's words arrive.
  const named = [
    [notesButton, 'notes', 'notes-title'],
    [eraseButton, 'erase', 'erase-title'],
    [undoButton, 'undo', 'undo-title'],
    [hintButton, 'hint', 'hint-title'],
    [revealButton, 'reveal', 'reveal-title'],
    [hintMore, 'more'],
    [hintClose, 'close'],
    [confirmNo, 'cancel'],
    [confirmYes, 'confirm'],
  ];
  function label() {
    for (const [b, text, tip] of named) {
      b.textContent = words.w(text);
      if (tip) b.title = words.w(tip);
    }
    for (const node of labelled) node.setAttribute('aria-label', words.w(node.dataset.label));
    boardWrap.querySelector('.sb-grid')?.setAttribute('aria-label', words.w('board'));
    app.lang = words.locale;
  }
  label();
  confirmDialog.append(confirmText, el('div', 'sb-hint-buttons'));
  confirmDialog.lastChild.append(confirmNo, confirmYes);
  app.append(head, main, celebrate, confirmDialog);
  root.replaceChildren(app);

  const ui = {
    state: null,
    me: undefined,
    viewers: [],
    selected: undefined,
    notes: false,
    marks: null,
    pending: new Map(),
    clockOffset: 0,
    painted: false,
    celebration: undefined,
  };
  const grid = createGrid(boardWrap, { onTap: select, say: (name, vars) => words.w(name, vars) });

  function say(text, kind = 'info') {
    status.textContent = text ?? '';
    status.dataset.kind = kind;
  }

  function others() {
    const map = new Map();
    for (const v of ui.viewers) {
      if (v.id === ui.me?.id || v.cell === undefined) continue;
      map.set(v.cell, [...(map.get(v.cell) ?? []), v.colour]);
    }
    return map;
  }

  function drawPad(state) {
    const counts = new Array(state.size + 1).fill(0);
    for (let c = 0; c < state.givens.length; c++) {
      counts[state.givens[c] || state.entries[c] || state.revealed?.[c] || 0]++;
    }
    if (pad.children.length !== state.size) {
      pad.replaceChildren();
      // One row of keys on a phone (two for 16 digits); a square block beside a wide board.
      pad.style.setProperty('--pad-cols', String(state.size > 9 ? 8 : state.size));
      pad.style.setProperty('--pad-cols-wide', String(Math.ceil(Math.sqrt(state.size))));
      for (let d = 1; d <= state.size; d++) {
        const b = button(String(d), 'sb-key');
        b.dataset.digit = String(d);
        pad.append(b);
      }
    }
    for (const b of pad.children) {
      const done = counts[Number(b.dataset.digit)] >= state.size;
      b.classList.toggle('sb-done', done);
      const digit = b.dataset.digit;
      b.setAttribute('aria-label', done ? words.w('all-placed', { digit }) : digit);
    }
  }

  function drawFeed(state) {
    const lines = state.feed
      .slice(-FEED_SHOWN)
      .reverse()
      .map((m) => {
        const who = state.players[m.by]?.name ?? words.w('someone');
        const cell = cellName(m.cell, state.size);
        if (m.kind === 'place') return words.w('feed-place', { who, digit: m.digit ?? '', cell });
        if (m.kind === 'clear') return words.w('feed-clear', { who, cell });
        if (m.kind === 'notes') return words.w('feed-notes', { who });
        return words.w('feed-note', { who, cell });
      });
    feed.replaceChildren(...lines.map((line) => el('li', '', line)));
  }

  function drawPeople() {
    people.replaceChildren(...ui.viewers.map((v) => personChip(v, ui.me?.id, words)));
  }

  function tick() {
    const s = ui.state;
    if (!s) return;
    const now = s.finishedAt ?? Date.now() + ui.clockOffset;
    clock.textContent = formatClock(now - s.startedAt);
  }

  function draw() {
    const s = ui.state;
    if (!s) {
      title.textContent = words.w('no-game');
      say(words.w('start-one'));
      return;
    }
    title.textContent = s.title;
    const extra = [words.count('left', s.cellsLeft)];
    if (s.mistakes) extra.push(words.count('mistakes', s.mistakes));
    if (s.hints) extra.push(words.count('hints', s.hints));
    left.textContent = ` · ${extra.join(' · ')}`;
    app.dataset.status = s.status;
    grid.render({
      state: s,
      selected: ui.selected,
      others: others(),
      pending: ui.pending,
      marks: ui.marks,
      players: s.players,
    });
    drawPad(s);
    drawFeed(s);
    notesButton.setAttribute('aria-pressed', String(ui.notes));
    const over = s.status !== 'playing';
    for (const b of [eraseButton, hintButton, revealButton, notesButton, ...pad.children])
      b.disabled = over;
    tick();
    if (!ui.painted) {
      ui.painted = true;
      performance.mark('board:painted');
      options.onFirstPaint?.();
    }
  }

  function showCelebration(text) {
    const s = ui.state;
    celebrate.replaceChildren();
    const card = el('div', 'sb-celebrate-card');
    const names = s.players.map((p) => p.name).join(', ');
    card.append(
      el('h3', '', words.w('solved')),
      el(
        'p',
        '',
        words.w(names ? 'solved-by' : 'solved-line', {
          title: s.title,
          time: formatClock((s.finishedAt ?? Date.now()) - s.startedAt),
          names,
        }),
      ),
      ...(text ? [el('p', 'sb-celebrate-text', text)] : []),
    );
    const close = button(words.w('close'), 'sb-tool sb-primary');
    close.addEventListener('click', () => (celebrate.hidden = true));
    card.append(close);
    const confetti = el('div', 'sb-confetti');
    for (let i = 0; i < 36; i++) {
      const bit = el('i');
      bit.style.setProperty('--x', String((i * 37) % 100));
      bit.style.setProperty('--d', String(i % 7));
      confetti.append(bit);
    }
    celebrate.append(confetti, card);
    celebrate.hidden = false;
  }

  function setState(next, now) {
    const previous = ui.state;
    if (next && previous && next.gameId === previous.gameId && next.version < previous.version)
      return;
    if (now !== undefined) ui.clockOffset = now - Date.now();
    const entriesChanged =
      !previous ||
      !next ||
      previous.gameId !== next.gameId ||
      previous.entries.join() !== next.entries.join();
    ui.state = next;
    // A new game here (the next daily, `new`) takes the last one's celebration away.
    if (!next || next.gameId !== previous?.gameId) celebrate.hidden = true;
    if (next)
      for (const [cell, digit] of ui.pending)
        if (next.entries[cell] === digit) ui.pending.delete(cell);
    // A hint's marks belong to the board it was given on: any new digit takes them away.
    if (entriesChanged) {
      ui.marks = null;
      hintPanel.hidden = true;
    }
    draw();
    if (
      next?.status === 'solved' &&
      previous?.gameId === next.gameId &&
      previous.status === 'playing'
    ) {
      showCelebration(ui.celebration);
    }
  }

  function select(cell) {
    const s = ui.state;
    if (!s) return;
    ui.selected = ui.selected === cell ? undefined : cell;
    if (ui.selected !== undefined) {
      const digit = s.entries[cell];
      const by = digit ? s.players[s.placedBy[cell]]?.name : undefined;
      if (by) say(words.w('placed-by', { cell: cellName(cell, s.size), digit, who: by }));
    }
    draw();
    void client.select(ui.selected);
  }

  async function send(move) {
    const s = ui.state;
    if (!s) return undefined;
    const { status: code, body } = await client.move(s.gameId, move);
    if (code !== 200) {
      say(body.error?.message ?? words.w('refused', { code }), 'error');
      if (move.kind === 'place') ui.pending.delete(move.cell);
      draw();
      return undefined;
    }
    if (body.celebration) ui.celebration = body.celebration;
    if (body.state) setState(body.state);
    if (move.kind === 'place') ui.pending.delete(move.cell);
    if (body.confirm) {
      if (await ask(body.confirm)) return send({ ...move, confirmed: true });
      say(words.w('nothing-changed'));
      draw();
      return body;
    }
    say(body.message ?? '', body.ok ? 'info' : 'error');
    if (move.kind === 'hint' && body.ok) {
      ui.marks = body.hint ?? null;
      hintText.textContent = body.message ?? '';
      hintPanel.hidden = false;
      // The server says whether the hint goes deeper: its words are in the player's language.
      hintMore.hidden = body.more !== true;
      say('');
    }
    draw();
    return body;
  }

  function ask(question) {
    confirmText.textContent = question;
    confirmDialog.showModal();
    return new Promise((resolve) => {
      const done = (answer) => {
        confirmYes.onclick = null;
        confirmNo.onclick = null;
        confirmDialog.close();
        resolve(answer);
      };
      confirmYes.onclick = () => done(true);
      confirmNo.onclick = () => done(false);
    });
  }

  function digitPressed(digit) {
    const s = ui.state;
    if (!s || s.status !== 'playing') return;
    const cell = ui.selected;
    if (cell === undefined) {
      say(words.w('tap-cell'));
      return;
    }
    if (s.givens[cell] || s.entries[cell]) {
      say(words.w('filled', { cell: cellName(cell, s.size) }));
      return;
    }
    if (ui.notes) {
      void send({ kind: 'note', cell, digit });
      return;
    }
    ui.pending.set(cell, digit);
    draw();
    void send({ kind: 'place', cell, digit });
  }

  pad.addEventListener('click', (event) => {
    const key = event.target.closest('.sb-key');
    if (key) digitPressed(Number(key.dataset.digit));
  });
  notesButton.addEventListener('click', () => {
    ui.notes = !ui.notes;
    app.classList.toggle('sb-noting', ui.notes);
    draw();
  });
  eraseButton.addEventListener('click', () => {
    if (ui.selected === undefined) say(words.w('tap-clear'));
    else void send({ kind: 'clear', cell: ui.selected });
  });
  undoButton.addEventListener('click', () => void send({ kind: 'undo' }));
  hintButton.addEventListener('click', () => void send({ kind: 'hint' }));
  hintMore.addEventListener('click', () => void send({ kind: 'hint' }));
  hintClose.addEventListener('click', () => {
    hintPanel.hidden = true;
    ui.marks = null;
    draw();
  });
  revealButton.addEventListener('click', async () => {
    if (await ask(words.w('reveal-ask'))) {
      void send({ kind: 'reveal' });
    }
  });
  app.addEventListener('keydown', (event) => {
    const s = ui.state;
    if (!s || event.target.closest('dialog')) return;
    const n = s.size;
    const moves = { ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1 };
    if (event.key in moves) {
      const from = ui.selected ?? 0;
      const to = Math.min(n * n - 1, Math.max(0, from + moves[event.key]));
      ui.selected = undefined;
      select(to);
      grid.cellButton(to)?.focus();
      event.preventDefault();
    } else if (/^[1-9]$/.test(event.key) && Number(event.key) <= n) {
      digitPressed(Number(event.key));
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      eraseButton.click();
    } else if (event.key === 'n' || event.key === 'N') {
      notesButton.click();
    } else if (event.key === 'u' || event.key === 'U') {
      undoButton.click();
    } else if (event.key === 'h' || event.key === 'H') {
      hintButton.click();
    }
  });

  const timer = setInterval(tick, 1000);
  const stop = client.on((event, data) => {
    if (event === 'you') ui.me = data;
    else if (event === 'state') setState(data.state, data.now);
    else if (event === 'presence') {
      ui.viewers = data.viewers;
      drawPeople();
      if (ui.state) draw();
    } else if (event === 'disconnected') say(data.message, 'error');
    else if (event === 'connected') say('');
  });
  // The page's words first (one short request), so the first board is drawn in them.
  void client
    .words()
    .then((dictionary) => {
      if (!dictionary) return;
      words = speaker(dictionary);
      client.useWords(dictionary.words);
      label();
      if (!ui.state) title.textContent = words.w('loading');
    })
    .finally(() => client.connect());
  return {
    destroy() {
      clearInterval(timer);
      stop();
      client.close();
      root.replaceChildren();
    },
  };
}
