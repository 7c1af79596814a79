// English, the catalog every other language follows: playing a game (starting one, moves and
// their refusals, the board's line, its buttons and its title). ICU MessageFormat: `{n, plural,
// ...}` for counts; a plain ' before { starts a quote (write '' for an apostrophe there).

export const play = {
  'core.sorry': 'Sorry, something went wrong on my side. Please try again in a moment.',
  'core.no-game':
    'There is no game here yet. Type `today` for the daily puzzle or `new` for a fresh one (e.g. `new hard`).',
  'core.wrong-board':
    'That board is from an earlier game here, so I did not change anything. Use the latest board, or `board` to show it.',
  'core.busy-move': 'That board is very busy right now; please send your move again.',
  'core.busy-hint': 'That board is very busy right now; please ask for the hint again.',
  'core.off-board':
    '{cell} is off this board: rows and columns go from 1 to {size} (r1c1 to r{size}c{size}).',
  'move.off-board':
    'That cell is off the board: rows and columns go from 1 to {size} (e.g. r1c1 to r{size}c{size}).',
  'move.bad-digit': 'Digits on this board go from 1 to {size}.',
  'move.too-many-notes': 'A cell takes at most {size} notes, e.g. `note r3c5 1 2 4`.',
  'move.game-over':
    '{solved, select, yes {This game is solved} other {This game was revealed}}, so it takes no more moves. Type `new` for a fresh puzzle or `today` for the daily.',
  'move.given': '{cell} is a given ({digit}) and can't be changed. Pick an empty cell.',
  'move.given-clear': '{cell} is a given and can't be cleared.',
  'move.already-there': '{cell} already holds {digit}.',
  'move.filled': '{cell} already holds {digit}, which is correct. Pick an empty cell.',
  'move.filled-notes': '{cell} already holds {digit}; notes go in empty cells.',
  'move.empty-cell': '{cell} is already empty.',
  'move.nothing-to-undo': 'There is nothing to undo yet.',
  'move.not-yours-erased':
    '{who} cleared {what}, so you have no move left to undo here.',
  'move.not-yours-last':
    'You have no move to undo here; the last one was {who}'s. `undo` takes back your own moves.',
  'move.not-yours-later':
    '{who} changed that cell after your move, so I can't take yours back without theirs.',
  'move.your-digit': 'your {digit} in {cell}',
  'move.your-notes': 'your notes in {cell}',
  'move.someone': 'someone',
  'play.how-to': 'Place digits with `r3c5 7`; `hint` when stuck; `help` for more.',
  'play.progress.left': '{n, plural, one {# cell to go} other {# cells to go}}',
  'play.progress.mistakes': '{n, plural, one {# mistake} other {# mistakes}}',
  'play.progress.hints': '{n, plural, one {# hint} other {# hints}}',
  'play.today-preparing': 'Today's puzzle is still being prepared. Try `today` again in a minute.',
  'play.today-on': '*{title}*: today's puzzle is on! {howTo}',
  'play.solved': '*{title}* is solved. 🎉',
  'play.revealed': '*{title}* was revealed.',
  'play.status': '*{title}* · {progress}',
  'play.variant-unavailable':
    '{variant} puzzles are not available here. Try `new` for a classic one.',
  'play.variant-levels': '{variant} puzzles come in {levels}. Try `new {level} {variant}`.',
  'play.none-ready':
    'No fresh {level} puzzle is ready right now; more are being made. Try again in a minute, or `new {other}` or `today`.',
  'play.none-ready-variant':
    'No fresh {level} {variant} puzzle is ready right now; more are being made. Try again in a minute, or `new {other}` or `today`.',
  'play.new-game': '*{title}*: new game!{aside} {howTo}',
  'play.aside-daily': ' (`today` brings the daily back.)',
  'play.aside-game': ' (The unfinished game was set aside: `resume` brings it back.)',
  'play.ask-new':
    '*{title}* is unfinished here ({progress}), and it is everyone's game. Start a new one anyway? The unfinished one is set aside; {back} brings it back. Type `{confirmed}` or press the button.',
  'play.ask-new.button': 'Start a new game',
  'play.nothing-aside':
    'No unfinished game is set aside here. `new` starts a fresh one, `today` the daily.',
  'play.resumed': '*{title}* is back · {progress}',
  'play.grid-example': '{problem} Example: `new 53..7....6..195...` (81 cells).',
  'play.grid-multiple':
    'That grid has more than one solution, so it is not a puzzle to play. Check the digits, or `solve` it to see two solutions.',
  'play.grid-none': 'That grid has no solution. `solve` it to see where the conflict is.',
  'play.wrong-digit':
    '{digit} doesn't go in {cell}, so I didn't write it. Mistakes so far: {mistakes}. Try another digit, or `hint {cell}`.',
  'play.placed.board': '*{title}* · {name} placed {digit} in {cell} · {progress}',
  'play.placed.ack': 'Placed {digit} in {cell} · {progress}',
  'play.changed': '*{title}* · {change} · {progress}',
  'play.cleared': 'Cleared.',
  'play.cleared.board': '{name} cleared {cell}.',
  'play.cleared.ack': 'Cleared {cell}.',
  'play.cleared-notes.board': '{name} cleared the notes of {cell}.',
  'play.cleared-notes.ack': 'Cleared the notes of {cell}.',
  'play.notes-updated': 'Notes updated.',
  'play.notes-in': 'Notes in {cell}: {digits}',
  'play.notes-none': 'No notes left in {cell}.',
  'play.by': '{name}: {change}',
  'play.notes-filled': 'Every candidate is noted. Type `notes` again to clear them.',
  'play.notes-cleared': 'All notes cleared.',
  'play.undone': 'Undone.',
  'play.undid.board': '{name} undid {what}.',
  'play.undid.ack': 'Undid {what}.{skipped}',
  'play.undid.notes-change': 'the notes change',
  'play.undid.notes': 'the notes in {cell}',
  'play.undid.place': 'the {digit} in {cell}',
  'play.undid.clear': 'clearing {cell}',
  'play.undid.skipped': ' ({who} had already cleared {what}.)',
  'play.ask-reveal':
    'This reveals the solution of *{title}* for everyone here and ends the game. Type `solve confirm` to go ahead.',
  'play.no-game-to-reveal':
    'There is no game here to reveal. To solve a grid, paste it after `solve` (e.g. `solve 53..7....6..195...`, 81 cells) or attach a photo; `today` starts the daily.',
  'play.revealed-now':
    'Here is the solution of *{title}*; the game is over.{daily} `new` for another.',
  'play.revealed-daily': ' A revealed daily does not count for streaks.',
  'clear.digit-of': '{cell} is {who}'s {digit}.',
  'clear.notes-of':
    'The notes in {cell} ({digits}) are {partly, select, yes {partly } other {}}{whose}.',
  'clear.whose': '{name}'s',
  'clear.ask':
    '{question} `{confirmed}` clears {digit, select, yes {it} other {them}} anyway, or press the button.',
  'clear.button': 'Clear anyway',
  'title.daily': 'Daily #{number} · {level} · {date, date, weekday}',
  'title.archive': 'Daily #{number} · {level} · {date}',
  'title.variant': '{level} · {variant}',
  'title.puzzle': '{level} puzzle',
  'title.so-far': '{title} · {clock} so far',
  'title.in': '{title} · in {clock}',
  'level.easy': 'Easy',
  'level.medium': 'Medium',
  'level.hard': 'Hard',
  'level.expert': 'Expert',
  'level.extreme': 'Extreme',
  'variant.mini': 'Mini 6x6',
  'variant.x': 'Sudoku X',
  'variant.big': '16x16',
  'variant.classic': 'classic',
  'button.reveal': 'Reveal',
  'button.reveal.confirm': 'Reveal the solution? This ends the game for everyone here.',
  'button.share': 'Share my result',
  'button.today': 'Daily puzzle',
  'button.new': 'New puzzle',
  'button.hint': 'Hint',
  'button.undo': 'Undo',
  'button.notes': 'Notes',
  'button.solo': 'Play on my own',
  'button.more': 'More',
} as const;
