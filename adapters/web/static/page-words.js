// The playground chat page's own words in the player's language, from the board UI's words
// endpoint (`page.<name>` in its answer). index.html is written in English and names each node's
// word (`data-word` for its text, `data-word-label`, `-title`, `-placeholder` for attributes), so
// the page reads right before the words arrive and is said again once they do.

/** The words app.js says itself, in English, until the server's arrive. */
const ENGLISH = {
  'page-title': 'Sudoku playground',
  unreachable: 'Cannot reach the playground server. Is `npm start` still running?',
  'server-answered': 'The server answered {status}.',
  'signed-in': 'Signed in. Others sign in with their own name to play together.',
  'stream-stopped': 'Live updates stopped (too many pages open?). Close one and reload.',
  reconnecting: 'Reconnecting…',
  'welcome-direct': 'Your own game with the bot',
  'welcome-channel': 'Welcome to #{channel}',
  'welcome-how':
    'Start a game with {new} or play today’s puzzle with {today}. Place digits with {place}, ask for a {hint} when stuck, or drop a photo of a printed Sudoku here to solve it.',
  unread: '{channel}, {count}',
  'board-ready': 'Your own board is ready in @ {channel}.',
  'topic-direct': 'Your personal game: only you play here.',
  'topic-channel': 'A shared game: everyone in this channel plays the same board.',
  'window-title': '{channel} · Sudoku playground',
  'not-an-image': '“{file}” is not a PNG, JPEG, WebP or GIF image.',
  'photo-too-large': '“{file}” is too large: photos can be up to {limit}.',
  thinking: '{bot} is thinking…',
  'command-placeholder': 'Type a command, e.g. new easy or r3c5 7',
  'command-short': 'Type a command…',
  'only-you': 'Only you can see this',
  'daily-post': 'Daily post',
};
const ENGLISH_UNREAD = { one: '{n} unread', other: '{n} unread' };
/** The page's attributes that carry words, by the data attribute naming each one's word. */
const ATTRIBUTES = { wordLabel: 'aria-label', wordTitle: 'title', wordPlaceholder: 'placeholder' };
/** Asking for the words gives up after this long: the page stays in English. */
const WORDS_DEADLINE_MS = 10_000;

let dictionary = { locale: 'en', words: {}, counts: {} };

/** The template of word `name` (commands in backticks shown plain). */
const template = (name) => (said(name) ?? ENGLISH[name] ?? name).replace(/`([^`]*)`/g, '$1');
/** The server's word `name`: the page's own, else the board UI's (Cancel, Confirm). */
const said = (name) => dictionary.words[`page.${name}`] ?? dictionary.words[name];

/** Says word `name` with its `{holes}` filled from `vars`. */
export function w(name, vars = {}) {
  return template(name).replace(/\{(\w+)\}/g, (_, key) => String(vars[key] ?? ''));
}

/** Word `name` as a list of strings and the nodes `parts` gives for its holes (for `append`). */
export function wParts(name, parts) {
  return template(name)
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== '')
    .map((piece) => parts[piece.slice(1, -1)]?.() ?? piece);
}

/** "3 unread" in the page's language. */
export function unreadCount(n) {
  const locale = dictionary.locale === 'en-XA' ? 'en' : dictionary.locale;
  const category = new Intl.PluralRules(locale).select(n);
  const forms = dictionary.counts['page.unread'] ?? ENGLISH_UNREAD;
  return (forms[category] ?? forms.other).replace('{n}', String(n));
}

/** Says every marked node of the page again in the current words, and its `<html lang>`. */
function sayPage() {
  document.documentElement.lang = dictionary.locale;
  for (const node of document.querySelectorAll('[data-word]')) {
    if (said(node.dataset.word) === undefined) continue;
    if (node.dataset.word === 'keys') {
      const kbd = (text) => () =>
        Object.assign(document.createElement('kbd'), { textContent: text });
      node.replaceChildren(
        ...wParts('keys', { enter: kbd('Enter'), shift: kbd('Shift'), up: kbd('↑') }),
      );
    } else node.textContent = w(node.dataset.word);
  }
  for (const [data, attribute] of Object.entries(ATTRIBUTES)) {
    const selector = `[data-${data.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}]`;
    for (const node of document.querySelectorAll(selector))
      if (said(node.dataset[data]) !== undefined)
        node.setAttribute(attribute, w(node.dataset[data]));
  }
}

/**
 * Asks for the page's words (`query` names the seat once signed in: the player's chosen
 * language; before, the browser's) and says the page in them; resolves once done or given up.
 */
export async function loadPageWords(query = '') {
  try {
    const response = await fetch(`/api/board/words${query ? `?${query}` : ''}`, {
      signal: AbortSignal.timeout(WORDS_DEADLINE_MS),
    });
    if (!response.ok) return;
    dictionary = await response.json();
    sayPage();
  } catch {
    /* unreachable or late: the page stays in the words it has */
  }
}
