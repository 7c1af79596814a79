// English: the Discord move panel's cell selects, and an archive daily made on demand (taps-files).

export const tapsFiles = {
  'taps.pick-cell': 'Pick a cell in a menu, then its digit.',
  'taps.cells-in-rows': 'Pick a cell in rows {from}–{to}…',
  'taps.cells-in-row': 'Pick a cell in row {row}…',
  'taps.row-entry': 'Row {row}: {n, plural, one {# empty cell} other {# empty cells}} ›',
  'archive.making': 'Making the daily of {date} for you: the board follows in a moment.',
};
