// The board itself: one button per cell (digits, pencil notes, thick lines between boxes of any
// shape), the selected cell and its houses, other players' selections as outlines in their
// colour, and a hint's marks drawn over it (shaded houses, struck and placed candidates, lines
// of sight and chain links). Knows nothing of the network: it draws a view and reports taps.

const SVG = 'http://www.w3.org/2000/svg';

/** Rows and columns of the little notes grid in a cell of a board of `size`. */
export function notesShape(size) {
  if (size === 16) return [4, 4];
  if (size === 6) return [2, 3];
  if (size === 4) return [2, 2];
  return [3, 3];
}

/** `r3c5` of a cell. */
export function cellName(cell, size) {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

function svg(name, attributes) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  return node;
}

/** Whether two cells share a row, a column or a box of `state`. */
function sees(state, a, b) {
  const n = state.size;
  return (
    Math.floor(a / n) === Math.floor(b / n) ||
    a % n === b % n ||
    state.boxOfCell[a] === state.boxOfCell[b]
  );
}

/** A cell's words in English, when the board UI gives none (`say(name, vars)`). */
const CELL_WORDS = {
  'cell-given': '{cell}, {digit}, given',
  'cell-placed': '{cell}, {digit}, placed by {who}',
  'cell-digit': '{cell}, {digit}',
  'cell-empty': '{cell}, empty',
  'cell-title': '{digit} placed by {who}',
};
const english = (name, vars) =>
  CELL_WORDS[name].replace(/\{(\w+)\}/g, (_, key) => String(vars[key] ?? ''));

/**
 * A board drawn into `container`; `onTap(cell)` when a cell is tapped; `say(name, vars)` gives
 * the cells' words for screen readers in the page's language.
 */
export function createGrid(container, { onTap, say = english }) {
  const grid = document.createElement('div');
  grid.className = 'sb-grid';
  grid.setAttribute('role', 'grid');
  grid.setAttribute('aria-label', 'Sudoku board');
  const marks = svg('svg', { class: 'sb-marks', 'aria-hidden': 'true' });
  container.append(grid, marks);
  let cells = [];
  let size = 0;

  grid.addEventListener('click', (event) => {
    const target = event.target.closest('.sb-cell');
    if (target) onTap(Number(target.dataset.cell));
  });

  function build(state) {
    size = state.size;
    grid.replaceChildren();
    grid.style.setProperty('--size', String(size));
    const [noteRows, noteCols] = notesShape(size);
    cells = [];
    for (let row = 0; row < size; row++) {
      const line = document.createElement('div');
      line.setAttribute('role', 'row');
      line.className = 'sb-row';
      for (let col = 0; col < size; col++) {
        const cell = row * size + col;
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'sb-cell';
        button.dataset.cell = String(cell);
        button.setAttribute('role', 'gridcell');
        const box = state.boxOfCell[cell];
        if (col < size - 1 && state.boxOfCell[cell + 1] !== box) button.classList.add('sb-br');
        if (row < size - 1 && state.boxOfCell[cell + size] !== box) button.classList.add('sb-bb');
        if (state.diagonals && (row === col || row + col === size - 1))
          button.classList.add('sb-diag');
        const digit = document.createElement('span');
        digit.className = 'sb-digit';
        const notes = document.createElement('span');
        notes.className = 'sb-notes';
        notes.style.gridTemplate = `repeat(${noteRows}, 1fr) / repeat(${noteCols}, 1fr)`;
        for (let d = 1; d <= size; d++) notes.append(document.createElement('span'));
        button.append(digit, notes);
        line.append(button);
        cells.push(button);
      }
      grid.append(line);
    }
    marks.setAttribute('viewBox', `0 0 ${size} ${size}`);
  }

  /**
   * Draws `view`: { state, selected, others (cell -> colours), pending (cell -> digit),
   * marks (a hint's, or null), players }.
   */
  function render(view) {
    const { state } = view;
    if (state.size !== size) build(state);
    const selectedDigit =
      view.selected === undefined
        ? 0
        : state.givens[view.selected] || state.entries[view.selected] || 0;
    for (let cell = 0; cell < cells.length; cell++) {
      const button = cells[cell];
      const given = state.givens[cell];
      const entry = state.entries[cell];
      const revealed = state.revealed?.[cell] ?? 0;
      const pending = view.pending.get(cell);
      const digit = given || entry || revealed || pending || 0;
      const [digitSpan, notesSpan] = button.children;
      digitSpan.textContent = digit ? String(digit) : '';
      const noteMask = digit ? 0 : state.notes[cell];
      for (let d = 1; d <= size; d++) {
        notesSpan.children[d - 1].textContent = noteMask & (1 << d) ? String(d) : '';
      }
      const c = button.classList;
      c.toggle('sb-given', Boolean(given));
      c.toggle('sb-entry', Boolean(entry));
      c.toggle('sb-revealed', Boolean(revealed) && !given && !entry);
      c.toggle('sb-pending', Boolean(pending) && !given && !entry);
      c.toggle('sb-selected', view.selected === cell);
      c.toggle(
        'sb-peer',
        view.selected !== undefined && view.selected !== cell && sees(state, cell, view.selected),
      );
      c.toggle('sb-same', selectedDigit > 0 && digit === selectedDigit && view.selected !== cell);
      c.toggle('sb-last', state.lastMove === cell);
      const colours = view.others.get(cell) ?? [];
      button.style.boxShadow = colours
        .map((colour, i) => `inset 0 0 0 ${3 * (i + 1)}px ${colour}`)
        .join(', ');
      const by = entry ? view.players[state.placedBy[cell]]?.name : undefined;
      const name = cellName(cell, size);
      const label = !digit
        ? say('cell-empty', { cell: name })
        : given
          ? say('cell-given', { cell: name, digit })
          : by
            ? say('cell-placed', { cell: name, digit, who: by })
            : say('cell-digit', { cell: name, digit });
      button.setAttribute('aria-label', label);
      button.title = by ? say('cell-title', { digit, who: by }) : '';
      button.setAttribute('aria-selected', String(view.selected === cell));
    }
    drawMarks(view.marks, state);
  }

  /** Centre of a candidate's little square in a cell, in board units. */
  function candidateAt({ cell, digit }) {
    const [rows, cols] = notesShape(size);
    const row = Math.floor(cell / size) + (Math.floor((digit - 1) / cols) + 0.5) / rows;
    const col = (cell % size) + (((digit - 1) % cols) + 0.5) / cols;
    return { x: col, y: row };
  }

  function centre(cell) {
    return { x: (cell % size) + 0.5, y: Math.floor(cell / size) + 0.5 };
  }

  function shade(list, cls) {
    for (const cell of list) {
      marks.append(
        svg('rect', {
          x: cell % size,
          y: Math.floor(cell / size),
          width: 1,
          height: 1,
          class: cls,
        }),
      );
    }
  }

  function drawMarks(hint, state) {
    marks.replaceChildren();
    if (!hint) return;
    for (const house of hint.houses) shade(house, 'sb-m-house');
    for (const house of hint.baseHouses) shade(house, 'sb-m-base');
    for (const house of hint.coverHouses) shade(house, 'sb-m-cover');
    shade(hint.pattern, 'sb-m-pattern');
    shade(hint.targets, 'sb-m-target');
    shade(hint.fins, 'sb-m-fin');
    for (const cell of hint.sources) {
      const { x, y } = centre(cell);
      marks.append(svg('circle', { cx: x, cy: y, r: 0.42, class: 'sb-m-source' }));
    }
    for (const line of hint.sightLines) {
      const a = centre(line.from);
      const b = centre(line.to);
      marks.append(svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: 'sb-m-sight' }));
    }
    const small = 0.5 / notesShape(size)[0];
    for (const c of hint.candidates) {
      const { x, y } = candidateAt(c);
      marks.append(svg('circle', { cx: x, cy: y, r: small * 0.8, class: 'sb-m-on' }));
    }
    for (const c of hint.offCandidates) {
      const { x, y } = candidateAt(c);
      marks.append(svg('circle', { cx: x, cy: y, r: small * 0.8, class: 'sb-m-off' }));
    }
    for (const link of hint.links) {
      const a = candidateAt(link.from);
      const b = candidateAt(link.to);
      const cls = link.strong ? 'sb-m-link' : 'sb-m-link sb-m-weak';
      marks.append(svg('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: cls }));
    }
    const label = (c, cls) => {
      if (state.givens[c.cell] || state.entries[c.cell]) return;
      const { x, y } = candidateAt(c);
      const text = svg('text', { x, y, class: cls, 'font-size': small * 1.6 });
      text.textContent = String(c.digit);
      marks.append(text);
    };
    for (const c of hint.placements) label(c, 'sb-m-place');
    for (const c of hint.eliminations) {
      label(c, 'sb-m-strike');
      const { x, y } = candidateAt(c);
      marks.append(
        svg('line', {
          x1: x - small,
          y1: y + small,
          x2: x + small,
          y2: y - small,
          class: 'sb-m-cross',
        }),
      );
    }
  }

  return {
    render,
    /** The button of a cell (focus follows the keyboard). */
    cellButton: (cell) => cells[cell],
  };
}
