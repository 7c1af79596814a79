// The board UI's own words (its buttons, titles, status and feed lines) in one language, for the
// page's script: each message with its arguments left as `{name}` for the page to fill in
// (commands in backticks, which the page shows plain), and each count's message as one
// template per plural category of the language (`{n}` the count).

import type { Locale } from '../../src/i18n/locales.ts';
import { t, type MessageKey } from '../../src/i18n/translate.ts';

/** The board UI's messages and the arguments each takes. */
const WORDS: Readonly<Record<string, readonly string[]>> = {
  loading: [],
  'playing-now': [],
  digits: [],
  board: [],
  notes: [],
  'notes-title': [],
  erase: [],
  'erase-title': [],
  undo: [],
  'undo-title': [],
  hint: [],
  'hint-title': [],
  reveal: [],
  'reveal-title': [],
  more: [],
  close: [],
  recent: [],
  cancel: [],
  confirm: [],
  someone: [],
  'no-game': [],
  'start-one': [],
  solved: [],
  'solved-line': ['title', 'time'],
  'solved-by': ['title', 'time', 'names'],
  refused: ['code'],
  'nothing-changed': [],
  'tap-cell': [],
  'tap-clear': [],
  'reveal-ask': [],
  filled: ['cell'],
  'placed-by': ['cell', 'digit', 'who'],
  'feed-place': ['who', 'digit', 'cell'],
  'feed-clear': ['who', 'cell'],
  'feed-notes': ['who'],
  'feed-note': ['who', 'cell'],
  you: ['name'],
  'all-placed': ['digit'],
  unreachable: [],
  'stream-status': ['status'],
  reconnects: [],
  // A cell as a screen reader says it, and its tooltip.
  'cell-given': ['cell', 'digit'],
  'cell-placed': ['cell', 'digit', 'who'],
  'cell-digit': ['cell', 'digit'],
  'cell-empty': ['cell'],
  'cell-title': ['digit', 'who'],
  // The Activity's page around the board.
  connecting: [],
  'discord-closed': [],
  'sign-in-failed': ['status'],
  'own-board': [],
  'own-board-title': [],
  'with-channel': [],
  'with-channel-title': [],
  'did-not-work': [],
  'signing-in': [],
  'signing-in-again': [],
  'in-activity': ['names'],
};

/**
 * The words of the pages around the board (page-words.ts), said as `page.<name>`: the
 * playground's chat page (index.html marks each node with its word; app.js says the rest) and
 * the Activity's launch page.
 */
const PAGE_WORDS: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(
    [
      ...['page-title', 'brand-small', 'conversations', 'playing-as', 'who-help', 'sign-out'],
      ...['channels', 'direct-messages', 'sidebar-note', 'play-on-board', 'messages', 'loading'],
      ...['drop-hint', 'open-it', 'dismiss', 'attach-title', 'attach-label', 'command-label'],
      ...['command-placeholder', 'command-short', 'send', 'try', 'live-board', 'back-to-chat'],
      ...['sign-in-title', 'your-name', 'name-help', 'password', 'sign-in', 'unreachable'],
      ...['signed-in', 'stream-stopped', 'reconnecting', 'welcome-direct', 'topic-direct'],
      ...['topic-channel', 'launch-title', 'launch-heading', 'only-you', 'daily-post'],
    ].map((name) => [name, []]),
  ),
  keys: ['enter', 'shift', 'up'],
  'server-answered': ['status'],
  'welcome-channel': ['channel'],
  'welcome-how': ['new', 'today', 'place', 'hint'],
  unread: ['channel', 'count'],
  'board-ready': ['channel'],
  'window-title': ['channel'],
  'not-an-image': ['file'],
  'photo-too-large': ['file', 'limit'],
  thinking: ['bot'],
  'launch-body': ['play', 'button'],
};

/** The counts the board shows, by the catalog message that says them. */
const COUNTS: Readonly<Record<string, MessageKey>> = {
  left: 'play.progress.left',
  mistakes: 'play.progress.mistakes',
  hints: 'play.progress.hints',
  'page.unread': 'page-words.unread-count',
};

/** What the page gets: templates by name, counts by name and plural category. */
export interface BoardWords {
  readonly locale: Locale;
  readonly words: Readonly<Record<string, string>>;
  readonly counts: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** A count that falls in each plural category of `locale` (the smallest one from 0). */
function samples(locale: Locale): Map<string, number> {
  const rules = new Intl.PluralRules(locale === 'en-XA' ? 'en' : locale);
  const found = new Map<string, number>();
  for (const category of rules.resolvedOptions().pluralCategories) {
    for (let n = 0; n < 1000; n++) {
      if (rules.select(n) === category) {
        found.set(category, n);
        break;
      }
    }
  }
  return found;
}

/** `list`'s messages (keys `<prefix>.<name>`) in `locale`, each argument left as `{name}`. */
function templates(
  locale: Locale,
  prefix: string,
  list: Readonly<Record<string, readonly string[]>>,
): Array<[string, string]> {
  return Object.entries(list).map(([name, args]) => {
    const holes = Object.fromEntries(args.map((arg) => [arg, `{${arg}}`]));
    return [name, t(locale, `${prefix}.${name}` as MessageKey, holes)];
  });
}

/** The board UI's words in `locale`, and those of the pages around it (`page.<name>`). */
export function boardWords(locale: Locale): BoardWords {
  const words: Record<string, string> = Object.fromEntries([
    ...templates(locale, 'board-ui', WORDS),
    ...templates(locale, 'page-words', PAGE_WORDS).map(([name, text]) => [`page.${name}`, text]),
  ]);
  const counts: Record<string, Record<string, string>> = {};
  for (const [name, key] of Object.entries(COUNTS)) {
    counts[name] = {};
    for (const [category, n] of samples(locale)) {
      // The count as the message writes it ("1", "0") becomes the page's `{n}`.
      counts[name][category] = t(locale, key, { n }).replace(String(n), '{n}');
    }
  }
  return { locale, words, counts };
}
