// English: the `sudoku` command line's own words around the steps and hints it prints (the
// steps and hints themselves are the bot's: catalog-engine.ts). ICU MessageFormat; see play.ts.

export const i18nCli = {
  'cli.lang-unknown':
    "Unknown language ''{language}'': the languages shipped are {languages}. Name one with --lang, e.g. --lang fr.",
  'cli.error': 'error: {text}',
  'cli.not-a-cell': "''{cell}'' is not a cell: name one like r3c5 (rows and columns 1-{size}).",
  'cli.hint-level': '--level must be 1, 2 or 3.',
  'cli.steps.line': '{n}. [{rating, number, ::.0}] {text}',
  'cli.steps.rating': 'Rating {rating, number, ::.0} ({level}).',
  'cli.steps.stopped':
    'Stopped after {steps, plural, one {# step} other {# steps}}: the chain searches used up their work budget after steps rated up to {reached, number, ::.0}, so the puzzle is unrated ({rating, number, ::.0}); --deep rates it in full.',
  'cli.steps.stuck':
    'Stuck after {steps, plural, one {# step} other {# steps}}: no technique the engine knows applies, so the rating is {rating, number, ::.0} (needs guessing).',
  'cli.too-many-steps': 'This puzzle needs more steps than the grader allows.',
  'cli.hint.route': 'Route: {steps}.',
} as const;
