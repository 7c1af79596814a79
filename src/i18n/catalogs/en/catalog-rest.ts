// English: the words that were English-only outside the core's replies: a board picture's alt
// text, the photo reader's refusals (what it saw instead of a Sudoku, why it stopped), and the
// adapters' own labels (Discord's move panel, modal and confirmations; Slack's cell menu, play
// modal and Home tab). See play.ts for the quoting rule.

export const catalogRest = {
  'alt.board': 'Sudoku board.',
  'alt.board-titled': 'Sudoku board: {title}.',
  'alt.size':
    '{variant, select, x {Sudoku X, } windoku {windoku, } jigsaw {jigsaw, } other {}}{size} by {size}{level, select, none {} easy {, level easy} medium {, level medium} hard {, level hard} expert {, level expert} extreme {, level extreme} other {, level {level}}}; {filled} of {cells} cells filled ({counts}).',
  'alt.givens': '{n, plural, one {# given} other {# givens}}',
  'alt.entries': '{n, plural, one {# entry} other {# entries}}',
  'alt.revealed': '{n} revealed',
  'alt.solved': 'Solved!',
  'alt.last-move': 'Last move {cell}.',
  'alt.row': 'Row {n}: {cells}.',
  'alt.blank': 'blank',
  'alt.blanks': '{n} blanks',
  'alt.all-blank': 'all blank',
  'alt.rows-rest': 'Rows {from}-{to} are in the text board.',
  'alt.house':
    '{kind, select, row {row {n}} column {column {n}} box {box {n}} window {window {n}} region {region {n}} other {{kind} {n}}}',
  'alt.houses':
    '{kind, select, row {{n, plural, one {row} other {rows}}} column {{n, plural, one {column} other {columns}}} box {{n, plural, one {box} other {boxes}}} window {{n, plural, one {window} other {windows}}} region {{n, plural, one {region} other {regions}}} other {{kind}}} {list}',
  'alt.and': '{first} and {last}',
  'alt.hint.route': 'Route before the last step: {steps}.',
  'alt.hint.step-place': '{order}. {placed} ({technique})',
  'alt.hint.step-strike': '{order}. {technique} strikes {struck}',
  'alt.hint.technique': 'Hint: {technique}.',
  'alt.hint.targets': 'Hint points at {cells}.',
  'alt.hint.pattern': 'Pattern cells {cells}.',
  'alt.hint.set': 'set {n} ({cells})',
  'alt.hint.sets': 'Almost locked sets: {sets}.',
  'alt.hint.unsure': 'Unsure cells {cells}.',
  'alt.hint.place': 'Place {placed}.',
  'alt.hint.sight': '{digit} in {cell} (along {house})',
  'alt.hint.ruled-out': 'Ruled out by {list}.',
  'alt.hint.base': 'Base {base}.',
  'alt.hint.base-cover': 'Base {base}; cover {cover}.',
  'alt.hint.fin': 'Fin {cells}.',
  'alt.hint.chain': 'Chain (strong: one of the two is true; weak: not both): {links}.',
  'alt.hint.strike': 'Strike out {struck}.',
  'alt.hint.digit-in': '{digit} in {cells}',
  'alt.hint.digit-from': '{digit} from {cells}',
  'alt.hint.strong-link': 'strong link to {to}',
  'alt.hint.weak-link': 'weak link to {to}',
  'alt.hint.strong-link-once':
    'strong link (once {needs} {n, plural, one {is} other {are}} gone) to {to}',
  'photo.not-sudoku.seen':
    "I don't see a Sudoku grid in this picture (I see {seen}). Send a photo of a printed 9x9 Sudoku, with the whole grid in the frame.",
  'photo.not-sudoku.size':
    'This looks like a {size}x{size} Sudoku: I can read only 9x9 Sudokus from photos. You can type it instead: `solve` and its {cells} cells row by row, . for an empty cell.',
  'photo.seen.filled-squares':
    'a grid with solid black squares, like a crossword, a chess board or a kakuro',
  'photo.seen.sudoku': 'a {size}x{size} Sudoku',
  'photo.seen.repeats': 'a table of numbers that repeat in its rows and columns',
  'photo.seen.sized-grid': 'a {size}x{size} grid',
  'photo.seen.like-sudoku': 'a {size}x{size} grid, like a {size}x{size} Sudoku',
  'photo.seen.chess': 'an 8x8 board, like a chess board',
  'photo.seen.calendar': 'a grid of 7 by {rows} squares, like a calendar',
  'photo.seen.squares': 'a grid of {columns} by {rows} squares',
  'photo.seen.lines-off': 'a grid whose lines do not make nine squares each way',
  'photo.seen.bigger': 'a grid bigger than 9x9, like a crossword',
  'photo.seen.few-digits': 'a grid with almost no single digits in it',
  'photo.seen.words': 'a grid whose squares hold words or numbers, not digits',
  'photo.seen.table': 'a table',
  'photo.seen.ruled': 'ruled lines but no grid',
  'photo.seen.text': 'a page of text',
  'photo.seen.nothing': 'no grid at all',
  'photo.seconds': '{n} s',
  'photo.milliseconds': '{n} ms',
  'photo.busy.full': 'Too many photos are waiting to be read; send yours again in a minute.',
  'photo.busy.closing': 'The photo reader is shutting down; send the photo again in a moment.',
  'photo.busy.waited':
    'Your photo waited {wait} and the photo reader could not get to it (it is busy or still starting); send it again in a minute.',
  'photo.timeout.stopped':
    'Reading that photo was stopped after {limit} (the reader is very busy or the photo got it stuck); send it again in a minute, or a photo with only the grid in view.',
  'photo.timeout.budget':
    'That photo needed more than {limit} of {measure, select, cpu {work} other {time}} to read; send a photo taken from straight above with only the grid in view.',
} as const;
