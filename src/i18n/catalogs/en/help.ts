// English: help. Commands stay as players type them (in backticks); `{taps}`, `{photo}` and
// `{community}` are the per-platform sentences below. Each page is one message of lines.

export const help = {
  'help.overview':
    '*Sudoku commands*\n' +
    "`today` — today's daily puzzle in this conversation (everyone here plays the same board) · `today solo` — your own board of it, in our direct messages\n" +
    '`daily 325` or `daily 2026-11-20` — a past daily from the archive (no streak, no leaderboard) · `share` — post your result of today here\n' +
    '`new hard` — a fresh puzzle (easy to extreme; also `new easy mini`, `new medium x`, `new easy big`)\n' +
    '`board` — show the board again, at the bottom · `resume` — bring back a game set aside\n' +
    '`r3c5 7` — place 7 in row 3, column 5. {taps}\n' +
    '`clear r3c5` — empty a cell · `undo` — take back your last move\n' +
    '`note r3c5 1 2 4` — toggle pencil notes · `notes` — note every candidate (again to clear)\n' +
    '`hint` — a hint (again for more detail) · `hint r3c5` — how that cell follows\n' +
    '`solve` — reveal the solution and end the game (in a channel it asks first)\n' +
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79` — solve a grid you paste · {photo} — solve a photo\n' +
    "`stats` — your stats, streak and calendar · `stats @name` — someone else's · `leaderboard` — today's times and streaks, `leaderboard week` (or `leaderboard month`, `leaderboard all`) · `digest` — yesterday here\n" +
    '`schedule 09:00` / `unschedule` — post the daily here every day (channel managers)\n' +
    "`theme dark` / `theme light` — your pictures' colours · `theme channel dark` — this channel's board (channel managers)\n" +
    '{settings}' +
    '{words}' +
    'More: {topics}.',
  'help.settings-line':
    "`language fr` — the language I use with you · `language channel fr` — this channel's (channel managers)\n" +
    "`timezone Europe/Paris` — this channel's day: today's daily, the daily post's time, streaks (channel managers)\n",
  'help.words': '',
  'help.taps.discord':
    'Under the board: pick a cell in one of the menus, then its digit (✏️ switches to pencil notes), or press *Type a move*.',
  'help.taps.slack':
    'Under the board: pick a cell in the menu, then press its digit (switch Place to ✏️ Note for pencil notes).',
  'help.taps.web': 'Press the buttons under the board for a hint, an undo or notes.',
  'help.photo-short.discord': 'a photo: `solve` with its *image* option',
  'help.photo-short.slack': 'a photo in our direct messages (in a channel, mention me with it)',
  'help.photo-short.web': 'a photo (the camera button, drag and drop or paste)',
  'help.photo-long.discord':
    'Attach a photo of a printed grid to `solve` (its *image* option), or use "Solve this Sudoku" (Apps, in the message\'s menu) on a message that has one.',
  'help.photo-long.slack':
    'Post a photo of a printed grid in our direct messages, or in a channel with a mention of me, or use "Solve this Sudoku" (in the message\'s ⋯ menu) on a message that has one.',
  'help.photo-long.web':
    'Send a photo of a printed grid with the camera button, by drag and drop or by pasting it.',
  'help.spellings.slack': '`r3c5 7`, `r3c5=7` and `place r3c5 7` all place 7 in r3c5.',
  'help.spellings.web': '`r3c5 7`, `r3c5=7`, `R3C5 7` and `place r3c5 7` all place 7 in r3c5.',
  'help.spellings.plain': '`r3c5 7` places 7 in r3c5.',
  'help.moves':
    '*Moves*\n' +
    'Cells are named row then column: `r1c1` is top left, `r9c9` bottom right.\n' +
    '{taps}\n' +
    '{spellings}\n' +
    "A wrong digit is refused at once and counted as a mistake; the board only ever holds correct digits. Givens (printed digits) can't change.\n" +
    "`clear r3c5` empties a cell (in a channel, another player's digit or notes only after you confirm: `clear r3c5 confirm`); `undo` takes back your own last move (in a channel, never anyone else's).\n" +
    '`new` over an unfinished channel game asks first; the game set aside comes back with `resume`.\n' +
    '`note r3c5 1 2 4` toggles pencil notes; `notes` fills every candidate, `notes` again (or `notes clear`) clears them.\n' +
    'Every change edits the one board of the game in place; `board` shows it again at the bottom.',
  'help.stats':
    '*Stats and leaderboard*\n' +
    '`stats`: games played and solved, your daily streak, best and median times, mistakes and hints, and a calendar of the dailies you solved these four weeks.\n' +
    "`stats @name`: someone else's stats, from the dailies they solved (nothing else they played in a direct message).\n" +
    'A streak counts daily puzzles solved (not revealed, not from the archive) on consecutive days.\n' +
    "`leaderboard`: today's daily times here and in the whole {community}, and running streaks. `leaderboard week`, `leaderboard month` or `leaderboard all`: dailies solved and the average time in that period. A daily solved in a direct message with the bot counts in every {community} where you play; one you played on your own from a channel (`today solo`) counts in that channel too.\n" +
    'Ranked time: +30 s per mistake; more than 10 mistakes: unranked. Ties go to fewer hints, then fewer mistakes, then share a place.\n' +
    "`digest` (or `leaderboard yesterday`): yesterday's daily here: how many solved it, the fastest, the longest streaks. It also follows each morning's daily post.\n" +
    '`stats`, `leaderboard` and `digest` answer only you, with a *Post to channel* button to show everyone.',
  'help.daily':
    '*The daily puzzle*\n' +
    "`today` plays today's daily on this channel's shared board: everyone here plays the same board.\n" +
    '`today solo` (or the *Play on my own* button): your own board of the same daily, in our direct messages. When you finish, your result (time, mistakes, hints, streak and a grid of boxes, no digits) is posted in the channel you started from.\n' +
    "`share` posts your result of today's daily in this channel; in our direct messages it gives you the text to copy.\n" +
    '`daily 325` or `daily 2026-11-20` plays a past daily from the archive: it counts for no streak and no leaderboard.',
  'help.photo':
    '*Solving a photo*\n' +
    '{photo} I show what I read, with unsure cells highlighted.\n' +
    'Correct a cell with `fix r3c5 8` (or `fix r3c5 .` for an empty one); then I check the grid again.\n' +
    'When I had to guess cells, check the whole board against your photo and send `fix ok`.',
  'help.levels':
    '*Levels*: {levels}.\n' +
    '*Variants*: {variants} (mini is 6x6, x adds the diagonals, big is 16x16).',
  'help.hints':
    '*Hints*\n' +
    '`hint` first says where to look, then (again) which technique and digit, then the whole step.\n' +
    '`hint r3c5` explains how that one cell follows from the board.\n' +
    "Hints are counted in the game's result. In a channel they come to you alone.",
  'help.solve':
    '*Solving a grid*\n' +
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`\n' +
    'Or 9 lines of 9, with spaces, | or - as you like; `.`, `0` or `_` for empty cells.\n' +
    'I show the solution, or say whether the grid has no solution, several, or which row, column or box repeats a digit.\n' +
    'The answer has a button to play the grid here with hints. `solve` alone reveals the current game.',
  'help.schedule':
    '*Daily post*\n' +
    "`schedule 09:00` posts the daily puzzle here every day at 09:00 (the bot's time zone); `schedule 07:30 hard` posts a fresh hard puzzle instead.\n" +
    '`unschedule` stops it. Only people who can manage the channel may change it.\n' +
    "Each daily post opens a thread for the day's talk (results, shares, the digest); `thread off` keeps all of it in the channel, `thread on` brings the thread back.",
  'help.theme':
    '*Picture theme*\n' +
    '`theme dark` or `theme light` colours the pictures only you see: boards in our direct messages, your own boards, and hints shown only to you. `theme` alone says which one you have.\n' +
    "A channel's board is seen by everyone there, so it keeps the channel's theme (light unless changed): people who can manage the channel set it with `theme channel dark` or `theme channel light`.",
  'help.theme-web':
    "On this page a picture nobody chose a theme for follows your browser's dark or light mode.",
  'help.unknown': "I have no help on ''{topic}''. Topics: {topics}. Or just `help`.",
} as const;
