// `help [TOPIC]`: every command with an example, and a few topics in more depth. Commands are
// written in the text grammar, as complete examples (no placeholders), so each adapter can show
// them as what its users type (`/p move:r3c5 7` on Discord, `/sudoku r3c5 7` on Slack); what
// differs by platform (how moves are made with taps) is said per platform.

import { LEVELS } from '../engine/levels.ts';
import { PLAY_VARIANTS } from '../game/puzzle.ts';
import { say } from './context.ts';
import { COMMUNITY } from './stats.ts';
import type { Platform, Reply } from './types.ts';

/** How a move is made without typing, per platform. */
const TAPS: Record<Platform, string> = {
  discord:
    'Under the board: pick a row, then the cell and the digit (✏️ switches to pencil notes), or press *Type a move*.',
  slack:
    'Under the board: pick a cell in the menu, then press its digit (switch Place to ✏️ Note for pencil notes).',
  web: 'Press the buttons under the board for a hint, an undo or notes.',
};

/** How a photo is sent to be solved, per platform: in the overview, then in `help photo`. */
const PHOTO: Record<Platform, { readonly short: string; readonly long: string }> = {
  discord: {
    short: 'a photo: `solve` with its *image* option',
    long: 'Attach a photo of a printed grid to `solve` (its *image* option), or use "Solve this Sudoku" (Apps, in the message\'s menu) on a message that has one.',
  },
  slack: {
    short: 'a photo in our direct messages (in a channel, mention me with it)',
    long: 'Post a photo of a printed grid in our direct messages, or in a channel with a mention of me, or use "Solve this Sudoku" (in the message\'s ⋯ menu) on a message that has one.',
  },
  web: {
    short: 'a photo (the camera button, drag and drop or paste)',
    long: 'Send a photo of a printed grid with the camera button, by drag and drop or by pasting it.',
  },
};

/** Spellings of a move, for platforms where moves are typed as text. */
const SPELLINGS: Record<Platform, string | undefined> = {
  discord: undefined,
  slack: '`r3c5 7`, `r3c5=7` and `place r3c5 7` all place 7 in r3c5.',
  web: '`r3c5 7`, `r3c5=7`, `R3C5 7` and `place r3c5 7` all place 7 in r3c5.',
};

function overview(platform: Platform): string[] {
  return [
    '*Sudoku commands*',
    "`today` — today's daily puzzle in this conversation (everyone here plays the same board) · `today solo` — your own board of it, in our direct messages",
    '`daily 325` or `daily 2026-11-20` — a past daily from the archive (no streak, no leaderboard) · `share` — post your result of today here',
    '`new hard` — a fresh puzzle (easy to extreme; also `new easy mini`, `new medium x`, `new easy big`)',
    '`board` — show the board again, at the bottom · `resume` — bring back a game set aside',
    `\`r3c5 7\` — place 7 in row 3, column 5. ${TAPS[platform]}`,
    '`clear r3c5` — empty a cell · `undo` — take back your last move',
    '`note r3c5 1 2 4` — toggle pencil notes · `notes` — note every candidate (again to clear)',
    '`hint` — a hint (again for more detail) · `hint r3c5` — how that cell follows',
    '`solve` — reveal the solution and end the game (in a channel it asks first)',
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79` — solve a grid you paste · ' +
      `${PHOTO[platform].short} — solve a photo`,
    "`stats` — your stats, streak and calendar · `stats @name` — someone else's · `leaderboard` — today's times and streaks, `leaderboard week` (or `leaderboard month`, `leaderboard all`) · `digest` — yesterday here",
    '`schedule 09:00` / `unschedule` — post the daily here every day (channel managers)',
    "`theme dark` / `theme light` — your pictures' colours · `theme channel dark` — this channel's board (channel managers)",
    `More: ${HELP_TOPICS.map((t) => `\`help ${t}\``).join(', ')}.`,
  ];
}

/** The topics the overview points to (`help moves`, ...); each has its own page. */
export const HELP_TOPICS = [
  'moves',
  'hints',
  'daily',
  'solve',
  'photo',
  'schedule',
  'stats',
  'theme',
] as const;

function topics(platform: Platform): Partial<Record<string, string[]>> {
  const moves = [
    '*Moves*',
    'Cells are named row then column: `r1c1` is top left, `r9c9` bottom right.',
    TAPS[platform],
    ...(SPELLINGS[platform] ? [SPELLINGS[platform]] : ['`r3c5 7` places 7 in r3c5.']),
    "A wrong digit is refused at once and counted as a mistake; the board only ever holds correct digits. Givens (printed digits) can't change.",
    "`clear r3c5` empties a cell (in a channel, another player's digit or notes only after you confirm: `clear r3c5 confirm`); `undo` takes back your own last move (in a channel, never anyone else's).",
    '`new` over an unfinished channel game asks first; the game set aside comes back with `resume`.',
    '`note r3c5 1 2 4` toggles pencil notes; `notes` fills every candidate, `notes` again (or `notes clear`) clears them.',
    'Every change edits the one board of the game in place; `board` shows it again at the bottom.',
  ];
  const stats = [
    '*Stats and leaderboard*',
    '`stats`: games played and solved, your daily streak, best and median times, mistakes and hints, and a calendar of the dailies you solved these four weeks.',
    "`stats @name`: someone else's stats, from the dailies they solved (nothing else they played in a direct message).",
    'A streak counts daily puzzles solved (not revealed, not from the archive) on consecutive days.',
    `\`leaderboard\`: today's daily times here and in the whole ${COMMUNITY[platform]}, and running streaks. \`leaderboard week\`, \`leaderboard month\` or \`leaderboard all\`: dailies solved and the average time in that period. A daily solved in a direct message with the bot counts in every ${COMMUNITY[platform]} where you play; one you played on your own from a channel (\`today solo\`) counts in that channel too.`,
    'Ranked time: +30 s per mistake; more than 10 mistakes: unranked. Ties go to fewer hints, then fewer mistakes, then share a place.',
    "`digest` (or `leaderboard yesterday`): yesterday's daily here: how many solved it, the fastest, the longest streaks. It also follows each morning's daily post.",
  ];
  const daily = [
    '*The daily puzzle*',
    "`today` plays today's daily on this channel's shared board: everyone here plays the same board.",
    '`today solo` (or the *Play on my own* button): your own board of the same daily, in our direct messages. When you finish, your result (time, mistakes, hints, streak and a grid of boxes, no digits) is posted in the channel you started from.',
    "`share` posts your result of today's daily in this channel; in our direct messages it gives you the text to copy.",
    '`daily 325` or `daily 2026-11-20` plays a past daily from the archive: it counts for no streak and no leaderboard.',
  ];
  const photo = [
    '*Solving a photo*',
    `${PHOTO[platform].long} I show what I read, with unsure cells highlighted.`,
    'Correct a cell with `fix r3c5 8` (or `fix r3c5 .` for an empty one); then I check the grid again.',
    'When I had to guess cells, check the whole board against your photo and send `fix ok`.',
  ];
  const levels = [
    `*Levels*: ${LEVELS.join(', ')}.`,
    `*Variants*: ${PLAY_VARIANTS.join(', ')} (mini is 6x6, x adds the diagonals, big is 16x16).`,
  ];
  return {
    moves,
    notes: moves,
    hints: [
      '*Hints*',
      '`hint` first says where to look, then (again) which technique and digit, then the whole step.',
      '`hint r3c5` explains how that one cell follows from the board.',
      "Hints are counted in the game's result. In a channel they come to you alone.",
    ],
    solve: [
      '*Solving a grid*',
      '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`',
      'Or 9 lines of 9, with spaces, | or - as you like; `.`, `0` or `_` for empty cells.',
      'I show the solution, or say whether the grid has no solution, several, or which row, column or box repeats a digit.',
      'The answer has a button to play the grid here with hints. `solve` alone reveals the current game.',
    ],
    photo,
    fix: photo,
    schedule: [
      '*Daily post*',
      "`schedule 09:00` posts the daily puzzle here every day at 09:00 (the bot's time zone); `schedule 07:30 hard` posts a fresh hard puzzle instead.",
      '`unschedule` stops it. Only people who can manage the channel may change it.',
    ],
    stats,
    leaderboard: stats,
    digest: stats,
    daily,
    today: daily,
    share: daily,
    archive: daily,
    theme: [
      '*Picture theme*',
      '`theme dark` or `theme light` colours the pictures only you see: boards in our direct messages, your own boards, and hints shown only to you. `theme` alone says which one you have.',
      "A channel's board is seen by everyone there, so it keeps the channel's theme (light unless changed): people who can manage the channel set it with `theme channel dark` or `theme channel light`.",
      ...(platform === 'web'
        ? [
            "On this page a picture nobody chose a theme for follows your browser's dark or light mode.",
          ]
        : []),
    ],
    levels,
    variants: levels,
  };
}

/** `help` / `help TOPIC`, worded for the platform the asker is on. */
export function help(topic: string | undefined, platform: Platform = 'web'): Reply[] {
  if (!topic) return [say(overview(platform).join('\n'))];
  const all = topics(platform);
  const lines = all[topic.split(/\s+/)[0]!.toLowerCase()];
  if (!lines) {
    return [
      say(
        `I have no help on '${topic.slice(0, 30)}'. Topics: ${Object.keys(all).sort().join(', ')}. Or just \`help\`.`,
      ),
    ];
  }
  return [say(lines.join('\n'))];
}
