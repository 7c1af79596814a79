// Words instead of pixels: a short description of the board for screen readers, and a monospace
// board for places where images are off.

import { makeCellName } from '../engine/cell.ts';
import { DEFAULT_LOCALE } from '../i18n/locales.ts';
import { joined, msg, renderText, verbatim, type Text } from '../i18n/text.ts';
import { digitLabel } from './board-scene.ts';
import { hintSentences } from './hint-words.ts';
import { showsHint, type BoardView } from './view.ts';

/** Discord allows 1024 characters of attachment description; Slack alt text allows more. */
export const MAX_ALT_TEXT = 1000;

function digitAt(view: BoardView, cell: number): number {
  return view.givens[cell] || view.entries[cell] || view.revealed?.[cell] || 0;
}

// "5, 3, 2 blanks, 7, 4 blanks": runs of empty cells are counted so a row reads quickly.
function describeRow(view: BoardView, row: number, comma: string): Text {
  const size = view.geometry.size;
  const parts: Text[] = [];
  let blanks = 0;
  const flush = () => {
    if (blanks === size) parts.push(msg('alt.all-blank'));
    else if (blanks > 0)
      parts.push(blanks === 1 ? msg('alt.blank') : msg('alt.blanks', { n: blanks }));
    blanks = 0;
  };
  for (let c = 0; c < size; c++) {
    const d = digitAt(view, row * size + c);
    if (d === 0) {
      blanks++;
      continue;
    }
    flush();
    parts.push(verbatim(digitLabel(d)));
  }
  flush();
  return joined(parts, comma);
}

/**
 * A short description for screen readers: title, level, progress, then the grid row by row, in
 * the view's spoken language (`speech`, else its `locale`).
 */
export function altText(view: BoardView): string {
  const locale = view.speech?.locale ?? view.locale ?? DEFAULT_LOCALE;
  const title = view.speech?.title ?? view.title;
  const say = (text: Text) => renderText(text, locale);
  // Between list items and between sentences: `, ` and a space, or Japanese `、` and nothing.
  const comma = say(msg('alt.comma'));
  const gap = say(msg('alt.gap'));
  const { size, cellCount } = view.geometry;
  let givens = 0;
  let entries = 0;
  let revealed = 0;
  for (let c = 0; c < cellCount; c++) {
    if (view.givens[c]) givens++;
    else if (view.entries[c]) entries++;
    else if (view.revealed?.[c]) revealed++;
  }
  const head: string[] = [];
  head.push(say(title ? msg('alt.board-titled', { title: verbatim(title) }) : msg('alt.board')));
  const counts: Text[] = [msg('alt.givens', { n: givens }), msg('alt.entries', { n: entries })];
  if (revealed) counts.push(msg('alt.revealed', { n: revealed }));
  head.push(
    say(
      msg('alt.size', {
        variant: view.geometry.variant,
        size,
        level: view.level ?? 'none',
        filled: givens + entries + revealed,
        cells: cellCount,
        counts: joined(counts, comma),
      }),
    ),
  );
  if (view.solved) head.push(say(msg('alt.solved')));
  const h = view.highlights;
  // A hint picture leaves the last move out, and so do its words.
  if (view.lastMove !== undefined && !showsHint(h)) {
    head.push(say(msg('alt.last-move', { cell: makeCellName(view.lastMove, size) })));
  }
  head.push(...hintSentences(view, locale));
  let text = head.join(gap);
  for (let r = 0; r < size; r++) {
    const row = gap + say(msg('alt.row', { n: r + 1, cells: describeRow(view, r, comma) }));
    const tail = gap + say(msg('alt.rows-rest', { from: r + 1, to: size }));
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
