// Words instead of pixels: a short description of the board for screen readers, and a monospace
// board for places where images are off.

import { makeCellName } from '../engine/cell.ts';
import { digitLabel } from './board-scene.ts';
import { hintSentences } from './hint-words.ts';
import { showsHint, type BoardView } from './view.ts';

/** Discord allows 1024 characters of attachment description; Slack alt text allows more. */
export const MAX_ALT_TEXT = 1000;

function digitAt(view: BoardView, cell: number): number {
  return view.givens[cell] || view.entries[cell] || view.revealed?.[cell] || 0;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

// "5, 3, 2 blanks, 7, 4 blanks": runs of empty cells are counted so a row reads quickly.
function describeRow(view: BoardView, row: number): string {
  const size = view.geometry.size;
  const parts: string[] = [];
  let blanks = 0;
  const flush = () => {
    if (blanks === size) parts.push('all blank');
    else if (blanks > 0) parts.push(blanks === 1 ? 'blank' : `${blanks} blanks`);
    blanks = 0;
  };
  for (let c = 0; c < size; c++) {
    const d = digitAt(view, row * size + c);
    if (d === 0) {
      blanks++;
      continue;
    }
    flush();
    parts.push(digitLabel(d));
  }
  flush();
  return parts.join(', ');
}

/** A short description for screen readers: title, level, progress, then the grid row by row. */
export function altText(view: BoardView): string {
  const { size, cellCount } = view.geometry;
  let givens = 0;
  let entries = 0;
  let revealed = 0;
  for (let c = 0; c < cellCount; c++) {
    if (view.givens[c]) givens++;
    else if (view.entries[c]) entries++;
    else if (view.revealed?.[c]) revealed++;
  }
  const variant = { classic: '', x: 'Sudoku X, ', windoku: 'windoku, ', jigsaw: 'jigsaw, ' }[
    view.geometry.variant
  ];
  const head: string[] = [];
  head.push(view.title ? `Sudoku board: ${view.title}.` : 'Sudoku board.');
  const level = view.level ? `, level ${view.level}` : '';
  const counts = [plural(givens, 'given'), plural(entries, 'entry').replace('entrys', 'entries')];
  if (revealed) counts.push(`${revealed} revealed`);
  head.push(
    `${variant}${size} by ${size}${level}; ${givens + entries + revealed} of ${cellCount} cells filled (${counts.join(', ')}).`,
  );
  if (view.solved) head.push('Solved!');
  const h = view.highlights;
  // A hint picture leaves the last move out, and so do its words.
  if (view.lastMove !== undefined && !showsHint(h)) {
    head.push(`Last move ${makeCellName(view.lastMove, size)}.`);
  }
  head.push(...hintSentences(view));
  let text = head.join(' ');
  for (let r = 0; r < size; r++) {
    const row = ` Row ${r + 1}: ${describeRow(view, r)}.`;
    const tail = ` Rows ${r + 1}-${size} are in the text board.`;
    if (text.length + row.length + (r < size - 1 ? tail.length : 0) > MAX_ALT_TEXT) {
      text += tail;
      break;
    }
    text += row;
  }
  return text;
}

/** A monospace board with row and column labels and box borders, for text-only places. */
export function textBoard(view: BoardView): string {
  const { size, boxRows, boxCols } = view.geometry;
  // Jigsaw regions have no straight borders to draw: the board is one box.
  const boxWidth = boxCols > 0 ? boxCols : size;
  const boxHeight = boxRows > 0 ? boxRows : size;
  const symbolWidth = size > 9 ? 2 : 1;
  const labelWidth = String(size).length;
  const border =
    ' '.repeat(labelWidth + 1) +
    '+' +
    Array<string>(size / boxWidth)
      .fill('-'.repeat(boxWidth * (symbolWidth + 1) + 1))
      .join('+') +
    '+';
  const lines: string[] = [];
  if (view.title) lines.push(view.title);
  let header = ' '.repeat(labelWidth + 2);
  for (let c = 0; c < size; c++) {
    if (c > 0 && c % boxWidth === 0) header += '  ';
    header += ' ' + String(c + 1).padStart(symbolWidth);
  }
  lines.push(header, border);
  for (let r = 0; r < size; r++) {
    if (r > 0 && r % boxHeight === 0) lines.push(border);
    let line = String(r + 1).padStart(labelWidth) + ' |';
    for (let c = 0; c < size; c++) {
      if (c > 0 && c % boxWidth === 0) line += ' |';
      const d = digitAt(view, r * size + c);
      line += ' ' + (d ? digitLabel(d) : '.').padStart(symbolWidth);
    }
    lines.push(line + ' |');
  }
  lines.push(border);
  if (view.geometry.variant === 'jigsaw') lines.push('(jigsaw regions are drawn in the picture)');
  if (view.solved) lines.push('Solved!');
  return lines.join('\n');
}
