// English: solving a posted grid or a photo, grid errors, houses, hints' frames, and the notices
// of work that waits in line.

export const solve = {
  'house.row': 'row {n}',
  'house.column': 'column {n}',
  'house.box': 'box {n}',
  'house.diagonal-main': 'the main diagonal',
  'house.diagonal-anti': 'the anti-diagonal',
  'house.window': 'window {n}',
  'house.region': 'region {n}',
  'grid.too-long': 'That is {count} characters; a grid fits in 4096.',
  'grid.empty': 'No grid found: send 81 digits (use . or 0 for empty cells) or 9 rows of 9.',
  'grid.row-length': 'Row {row} has {count} cells; each row needs {size}.',
  'grid.row-count':
    'I found {count} rows with {cells} cells in all; a {size}x{size} grid needs {size} rows of {size}.',
  'grid.bad-character':
    "I can't read ''{symbol}'' at position {position}: use digits 1-9, and . or 0 for an empty cell.",
  'grid.bad-character-row':
    "I can't read ''{symbol}'' in row {row}, position {position}: use digits 1-9, and . or 0 for an empty cell.",
  'grid.size-mismatch':
    'This looks like a {looksLike}x{looksLike} grid ({count} cells), but a {size}x{size} grid was expected.',
  'grid.wrong-length':
    'I counted {count} cells; a {size}x{size} grid needs exactly {cells}. Use . or 0 for empty cells.',
  'grid.conflict':
    '{digit} appears {times, plural, =2 {twice} other {# times}} in {house} ({cells}).',
  'hint.title.1': 'Hint',
  'hint.title.2': 'Hint (more)',
  'hint.title.3': 'Hint (full step)',
  'hint.title.cell': 'Hint for {cell}',
  'hint.text': '*{title}:* {text}{more}',
  'hint.again': ' Type `{again}` again for more.',
  'hint.moved-on': 'The board changed; working the hint out again.',
  'hint.game-over': 'This game is over, so there is nothing to hint. `new` for another puzzle.',
  'hint.filled': '{cell} is already filled.',
  'hint.filled-ask': '{cell} is already filled. Ask about an empty cell, e.g. `hint {other}`.',
  'grid.breaks-rules': 'This grid breaks the rules: {conflict}',
  'grid.and-more': '{conflict}, and {n, plural, one {# more conflict} other {# more conflicts}}.',
  'grid.more-conflicts': '{n, plural, one {(and # more conflict)} other {(and # more conflicts)}}',
  'grid.no-solution':
    'This grid has no solution: some digit is wrong or misplaced, though no house repeats one.',
  'grid.multiple': 'This grid has more than one solution, so some givens are missing.',
  'grid.gave-up': 'I could not solve this grid in reasonable time; check the digits.',
  'solve.example':
    '{problem} Example: `solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`.',
  'solve.your-grid': 'Your grid',
  'solve.solution': 'Solution',
  'solve.solved': 'Solved: exactly one solution.',
  'solve.show': 'Show solution',
  'solve.play': 'Play it here (with hints)',
  'photo.type-it':
    'You can also type the grid: `solve 53..7....6..195...` (81 cells, . for empty).',
  'photo.not-an-image': 'That file is not a photo I can open (JPEG or PNG work).',
  'photo.too-large': 'That photo is too large.',
  'photo.no-grid':
    'I could not find a Sudoku grid in that photo. Take it from straight above, with the whole grid in view and good light.',
  'photo.several-grids':
    'I see more than one grid in that photo. Crop it to one grid and send it again.',
  'photo.unreadable':
    'I found the grid but could not read its digits. Try a sharper photo with even light.',
  'photo.not-sudoku': 'That picture does not look like a Sudoku grid.',
  'photo.timeout':
    'That photo needed more work than I can give one picture. Try a sharper, straighter photo of the grid alone.',
  'photo.busy': 'The photo reader is very busy right now; please send the photo again in a minute.',
  'photo.failed': 'Something went wrong while reading that photo; please send it again.',
  'photo.advice': '{advice} {typeIt}',
  'photo.attach': 'Attach a photo of a printed grid to `solve`. {typeIt}',
  'photo.unavailable': 'Reading photos is not available here. {typeIt}',
  'photo.larger-than': 'That photo is larger than {mb} MB, the most I read. Send a smaller one.',
  'photo.download-failed': 'I could not download that photo. Please send it again.',
  'photo.read': 'I read this grid from your photo.',
  'photo.title': 'Read from your photo',
  'photo.nothing-waiting':
    'There is no photo waiting for corrections. Send `solve` with a photo of a grid attached.',
  'photo.unreadable-transcription':
    'That transcription can no longer be read; please send the photo again.',
  'photo.fix-off-grid':
    '{cell} is off the grid: rows and columns go from 1 to {size}, e.g. `fix r3c5 8`.',
  'photo.fix-digits': 'Digits go from 1 to {size}; use `fix {cell} .` for an empty cell.',
  'photo.confirmed': '{cell} confirmed as {digit, select, empty {empty} other {{digit}}}.',
  'photo.now': '{cell} is now {digit, select, empty {empty} other {{digit}}}.',
  'photo.fix-how': 'Correct a cell with `fix r3c5 8` (or `fix r3c5 .` for an empty one).',
  'photo.unsure':
    " I'm not sure about {cells}{more, plural, =0 {} other { and # more}} (highlighted): please check them against the photo; `fix` with the same digit confirms one.",
  'photo.confirm-first':
    "{intro}{unsure} {fixHow} Once they are confirmed I'll offer the solution.",
  'photo.unique':
    '{intro} {fixHow} It has exactly one solution: see it, or play it here with hints.',
  'photo.solved-already':
    '{intro} This grid is already solved: every cell is filled and no digit repeats.',
  'photo.check-board':
    "{intro} I had to guess some cells, or part of the grid was hard to line up (glare, a fold), so please check the whole board against your photo. {fixHow} When every cell matches, send `fix ok` and I'll offer the solution.",
  'photo.board-ok-button': 'The board matches my photo',
  'photo.nothing-to-check':
    'There is no photo waiting to be checked. Send `solve` with a photo of a grid attached.',
  'photo.thanks-checked': 'Thanks for checking the board.',
  'photo.problem': '{intro} {problem} I may have misread a cell.{unsure} {fixHow}',
  'queued.photo-starting': 'Reading your photo: the photo reader is starting up.',
  'queued.photo-next': "Reading your photo: you're next.",
  'queued.photo-ahead':
    'Reading your photo: {n, plural, one {# photo} other {# photos}} ahead of yours.',
  'queued.hint': 'Working out your hint: the bot is busy right now, it will show here.',
  'queued.picture': 'Drawing the board: the bot is busy right now, it will show here.',
} as const;
