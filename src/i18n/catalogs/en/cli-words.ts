// English: every other line the `sudoku` command prints to a person (help, usage, errors, notes),
// beside the steps and hints of i18n-cli.ts. Data lines (grids, ratings, level tokens) are not
// words and stay as they are. ICU MessageFormat; see play.ts.

export const cliWords = {
  'cli.usage': 'usage: {usage}',
  'cli.usage-head': 'usage:',
  'cli.unknown-command': "unknown command ''{name}''",
  'cli.puzzle-form': '{usage} (PUZZLE: 81 digits, . or 0 for empty)',
  'cli.usage.solve': 'sudoku solve [FILE] [--count]',
  'cli.usage.grade': 'sudoku grade [FILE] [--technique] [--deep]',
  'cli.usage.steps': 'sudoku steps PUZZLE [--deep] [--lang LANG]',
  'cli.usage.hint': 'sudoku hint PUZZLE [CELL] [--level N] [--lang LANG]',
  'cli.usage.render':
    'sudoku render PUZZLE [--out FILE.png] [--theme dark] [--scale N] [--title T] [--notes] [--solution] [--hint [--cell r3c5] [--level 1-3] [--bare]] [--variant x|windoku] [--jigsaw MAP] [--text]',
  'cli.usage.read-photo': 'sudoku read-photo IMAGE...',
  'cli.usage.generate':
    'sudoku generate --level LEVEL [--seed S] [--count N] [--variant V] [--symmetry S]',
  'cli.usage.daily': 'sudoku daily [YYYY-MM-DD] [--days N] [--salt S] [--launch YYYY-MM-DD]',
  'cli.summary.solve': 'solve puzzles, one per line, from FILE or standard input',
  'cli.summary.grade': 'rate puzzles (Sudoku Explainer scale) and name their level',
  'cli.summary.steps':
    'print the numbered, explained solution path of a puzzle (--lang fr, ja, ...)',
  'cli.summary.hint': 'a hint for the next step (--level 1-3), or the shortest route to CELL',
  'cli.summary.render': 'draw a puzzle as a PNG (or a text board with --text)',
  'cli.summary.read-photo': 'read the grid in photos: grid line (. = empty) and unsure cells',
  'cli.summary.generate': 'generate unique, minimal, symmetric puzzles at a level',
  'cli.summary.daily': 'the daily puzzle of a date (default today); --days N for the coming days',
  'cli.no-such-file': 'no such file: {file}',
  'cli.not-a-file': 'not a file',
  'cli.no-file': 'no such file',
  'cli.unknown-option': 'unknown option --{option}; options: {options}.',
  'cli.unexpected-argument': "unexpected argument ''{argument}''; options: {options}.",
  'cli.whole-number': '--{flag} is a whole number from 1 to {max}.',
  'cli.grade.unrated':
    'unrated: work budget spent after steps rated up to {reached, number, ::.0} (--deep rates it in full)',
  'cli.render.variant':
    "unknown variant ''{variant}''; use classic, x or windoku (or --jigsaw MAP)",
  'cli.render.theme': '--theme takes {themes}',
  'cli.render.level': '--level takes 1, 2 or 3 (how much of the hint to show)',
  'cli.render.wrote': 'wrote {file} ({kb, number, ::.0} KB)',
  'cli.generate.level-required': '--level is required: choose one of {levels}.',
  'cli.generate.unknown-level': "unknown level ''{level}'': choose one of {levels}.",
  'cli.generate.variant': "unknown variant ''{variant}'': choose one of {variants}.",
  'cli.generate.variant-levels': 'the {variant} variant has no {level} puzzles: choose {levels}.',
  'cli.generate.symmetry': "unknown symmetry ''{symmetry}'': choose one of {symmetries}.",
  'cli.generate.budget': '--budget is a whole number of candidates from 1 to {max}.',
  'cli.generate.seed': 'seed: {seed}',
  'cli.generate.bad-seed': 'a seed is a text of 1 to {max} characters.',
  'cli.generate.failed': 'puzzle {n}: {text}',
  'cli.daily.one-date': 'give at most one date (YYYY-MM-DD).',
  'cli.daily.time-zone': "DAILY_TIME_ZONE ''{zone}'' is not a time zone name (e.g. Europe/Paris).",
  'cli.daily.bad-date':
    "there is no day ''{date}'': write a date of the calendar as YYYY-MM-DD, e.g. 2026-11-27.",
} as const;
