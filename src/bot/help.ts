// `help [TOPIC]`: every command with an example, and a few topics in more depth.

import { LEVELS } from '../engine/levels.ts';
import { PLAY_VARIANTS } from '../game/puzzle.ts';
import { say } from './context.ts';
import type { Reply } from './types.ts';

const OVERVIEW = [
  '*Sudoku commands*',
  "`today` — today's daily puzzle in this conversation (everyone here plays the same board)",
  '`new [LEVEL] [VARIANT]` — a fresh puzzle, e.g. `new hard`, `new easy mini`',
  '`board` — show the board again',
  '`r3c5 7` — place 7 in row 3, column 5 (also `place r3c5 7`, `r3c5=7`)',
  '`clear r3c5` — empty a cell · `undo` — take back the last move',
  '`note r3c5 1 2 4` — toggle pencil notes · `notes` — note every candidate (again to clear)',
  '`hint` — a hint (again for more detail) · `hint r3c5` — how that cell follows',
  '`solve` — reveal the solution and end the game (in a channel, `solve confirm`)',
  '`solve GRID` — solve a grid you paste (81 cells, . for empty) · `solve` + photo — solve a photo',
  "`stats` — your stats and streak · `leaderboard` — today's times and streaks",
  '`schedule 09:00 [LEVEL]` / `unschedule` — post the daily here every day (channel managers)',
  'More: `help moves`, `help hints`, `help solve`, `help photo`, `help schedule`, `help stats`.',
];

const TOPICS: Partial<Record<string, string[]>> = {
  moves: [
    '*Moves*',
    'Cells are named row then column: `r1c1` is top left, `r9c9` bottom right.',
    '`r3c5 7`, `r3c5=7`, `R3C5 7` and `place r3c5 7` all place 7 in r3c5.',
    "A wrong digit is refused at once and counted as a mistake; the board only ever holds correct digits. Givens (printed digits) can't change.",
    "`clear r3c5` empties a cell you filled; `undo` takes back the last move (anyone's, in a channel).",
    '`note r3c5 1 2 4` toggles pencil notes; `notes` fills every candidate, `notes` again (or `notes clear`) clears them.',
  ],
  hints: [
    '*Hints*',
    '`hint` first says where to look, then (again) which technique and digit, then the whole step.',
    '`hint r3c5` explains how that one cell follows from the board.',
    "Hints are counted in the game's result.",
  ],
  solve: [
    '*Solving a grid*',
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`',
    'Or 9 lines of 9, with spaces, | or - as you like; `.`, `0` or `_` for empty cells.',
    'I show the solution, or say whether the grid has no solution, several, or which row, column or box repeats a digit.',
    '`new GRID` plays a pasted grid here, with hints. `solve` alone reveals the current game.',
  ],
  photo: [
    '*Solving a photo*',
    'Send `solve` with a photo of a printed grid attached. I show what I read, with unsure cells highlighted.',
    'Correct a cell with `fix r3c5 8` (or `fix r3c5 .` for an empty one); then I check the grid again.',
  ],
  schedule: [
    '*Daily post*',
    "`schedule 09:00` posts the daily puzzle here every day at 09:00 (the bot's time zone); `schedule 07:30 hard` posts a fresh hard puzzle instead.",
    '`unschedule` stops it. Only people who can manage the channel may change it.',
  ],
  stats: [
    '*Stats and leaderboard*',
    '`stats`: games played and solved, your daily streak, best and median times, mistakes and hints.',
    'A streak counts daily puzzles solved (not revealed) on consecutive days.',
    "`leaderboard`: today's daily times here and in the whole workspace, and running streaks.",
  ],
  levels: [
    `*Levels*: ${LEVELS.join(', ')}.`,
    `*Variants*: ${PLAY_VARIANTS.join(', ')} (mini is 6x6, x adds the diagonals, big is 16x16).`,
  ],
};
TOPICS.notes = TOPICS.moves;
TOPICS.variants = TOPICS.levels;
TOPICS.leaderboard = TOPICS.stats;
TOPICS.fix = TOPICS.photo;

/** `help` / `help TOPIC`. */
export function help(topic: string | undefined): Reply[] {
  if (!topic) return [say(OVERVIEW.join('\n'))];
  const lines = TOPICS[topic.split(/\s+/)[0]!];
  if (!lines) {
    return [
      say(
        `I have no help on '${topic.slice(0, 30)}'. Topics: ${Object.keys(TOPICS).sort().join(', ')}. Or just \`help\`.`,
      ),
    ];
  }
  return [say(lines.join('\n'))];
}
