// The playground page: channels, the message list, the command box, photo uploads and the live
// event stream. Plain JavaScript, no build step; the server answers JSON and server-sent events.

import { createBoardPanel } from './board-panel.js';
import { el, renderMessage } from './render.js';
import { loadPageWords, unreadCount, w, wParts } from './page-words.js';

const QUICK_COMMANDS = ['today', 'new easy', 'board', 'hint', 'undo', 'help'];
const DEFAULT_NAMES = ['Ada', 'Alan', 'Emmy', 'Grace', 'Kurt', 'Sofia', 'Srinivasa', 'Hedy'];
const MAX_RECALL = 50;
const MAX_KEPT = 300;

const $ = (id) => document.getElementById(id);
const ui = {
  userName: $('user-name'),
  channelList: $('channel-list'),
  directList: $('direct-list'),
  title: $('channel-title'),
  topic: $('channel-topic'),
  connection: $('connection'),
  messages: $('messages'),
  composer: $('composer'),
  command: $('command'),
  attach: $('attach'),
  photo: $('photo'),
  typing: $('typing'),
  quick: $('quick-commands'),
  dropHint: $('drop-hint'),
  dialog: $('confirm-dialog'),
  dialogText: $('confirm-text'),
  whoHelp: $('who-help'),
  signOut: $('sign-out'),
  signInDialog: $('sign-in-dialog'),
  signInForm: $('sign-in-form'),
  signInName: $('sign-in-name'),
  signInPassword: $('sign-in-password'),
  signInError: $('sign-in-error'),
  directBanner: $('direct-banner'),
  directBannerText: $('direct-banner-text'),
  directBannerOpen: $('direct-banner-open'),
  directBannerClose: $('direct-banner-close'),
  app: document.querySelector('.app'),
  boardPanel: $('board-panel'),
  boardToggle: $('board-toggle'),
  boardClose: $('board-close'),
};

const boardPanel = createBoardPanel({
  app: ui.app,
  panel: ui.boardPanel,
  toggle: ui.boardToggle,
  close: ui.boardClose,
});

const state = {
  config: undefined,
  user: '',
  channel: '',
  /** channel key -> messages (oldest first) */
  messages: new Map(),
  seen: new Set(),
  removed: new Set(),
  unread: new Map(),
  recall: [],
  recallIndex: -1,
  pending: 0,
  events: undefined,
  localId: 0,
};

// ---------------------------------------------------------------- network

async function api(path, init) {
  let response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new Error(w('unreachable'));
  }
  const body = await response.json().catch(() => ({}));
  // A session that ended (a restart, sign-out elsewhere): start over at the sign-in.
  if (response.status === 401 && body.error?.code === 'sign-in') location.reload();
  if (!response.ok)
    throw new Error(body.error?.message ?? w('server-answered', { status: response.status }));
  return body;
}

/** Asks for a name and the password until the server accepts them; resolves to the name. */
function signIn(suggested) {
  ui.signInName.value = suggested;
  return new Promise((resolve) => {
    ui.signInForm.addEventListener('submit', async (event) => {
      event.preventDefault();
      ui.signInError.textContent = '';
      try {
        const { user } = await api('/api/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: ui.signInName.value, password: ui.signInPassword.value }),
        });
        ui.signInPassword.value = '';
        ui.signInDialog.close();
        resolve(user);
      } catch (error) {
        ui.signInError.textContent = error.message;
      }
    });
    // The page is no use without signing in: Escape must not close the dialog.
    ui.signInDialog.addEventListener('cancel', (event) => event.preventDefault());
    ui.signInDialog.showModal();
    (suggested ? ui.signInPassword : ui.signInName).focus();
  });
}

/** Signed in, the name is the session's: shown, not editable, with a way to sign out. */
function showSignedIn() {
  ui.userName.readOnly = true;
  ui.whoHelp.textContent = w('signed-in');
  // Said again in these words if the page's words change.
  ui.whoHelp.dataset.word = 'signed-in';
  ui.signOut.hidden = false;
  ui.signOut.addEventListener('click', async () => {
    await api('/api/session', { method: 'DELETE' }).catch(() => undefined);
    location.reload();
  });
}

const userQuery = () => `user=${encodeURIComponent(state.user)}`;
const channelPath = (key) => `/api/channels/${encodeURIComponent(key)}`;

function connectEvents() {
  state.events?.close();
  const events = new EventSource(`/api/events?${userQuery()}`);
  state.events = events;
  events.addEventListener('ready', () => {
    setConnection('');
    // After a reconnect, fetch what was missed in the open channel.
    void loadHistory(state.channel);
  });
  events.addEventListener('message', (event) => {
    try {
      addMessages([JSON.parse(event.data)]);
    } catch {
      /* a garbled event is dropped; the history reload repairs the view */
    }
  });
  events.addEventListener('error', () =>
    // A refused stream (too many pages open, a session ended) is closed for good; a dropped
    // one reconnects by itself.
    setConnection(
      events.readyState === EventSource.CLOSED ? w('stream-stopped') : w('reconnecting'),
    ),
  );
}

function setConnection(text) {
  ui.connection.textContent = text;
  ui.connection.hidden = text === '';
}

async function loadHistory(key) {
  try {
    const { messages } = await api(`${channelPath(key)}/messages?${userQuery()}`);
    addMessages(messages, { quiet: true });
  } catch (error) {
    showLocal(key, error.message);
  }
}

// ---------------------------------------------------------------- messages

function addMessages(messages, { quiet = false } = {}) {
  const added = new Map();
  for (const message of messages) {
    if (message.removed || state.removed.has(message.id)) {
      // A board copy the live board moved down from: gone from the channel (the answer to a
      // command may still list it after the stream said so).
      removeMessage(message);
      continue;
    }
    if (state.seen.has(message.id)) {
      // A live board edited in place (a move, a hint) or an old board retired.
      replaceMessage(message);
      continue;
    }
    state.seen.add(message.id);
    const list = state.messages.get(message.channel) ?? [];
    list.push(message);
    state.messages.set(message.channel, list);
    added.set(message.channel, [...(added.get(message.channel) ?? []), message]);
    if (message.channel !== state.channel && !quiet) {
      state.unread.set(message.channel, (state.unread.get(message.channel) ?? 0) + 1);
      if (message.isBoard) offerDirectBoard(message.channel);
    }
  }
  for (const [key, fresh] of added) {
    const list = state.messages.get(key);
    list.sort(byTime);
    const trimmed = list.length > MAX_KEPT ? list.splice(0, list.length - MAX_KEPT).length : 0;
    if (key !== state.channel) continue;
    // New messages at the end are appended (screen readers announce just those); anything
    // else re-renders the channel.
    const tail = list.slice(-fresh.length);
    if (
      trimmed === 0 &&
      ui.messages.dataset.channel === key &&
      tail.every((m, i) => m === fresh[i])
    )
      appendMessages(list, fresh.length);
    else renderChannel();
  }
  renderChannelList();
}

/** Shows a newer version of a message already on the page, where it is. */
function replaceMessage(message) {
  const list = state.messages.get(message.channel) ?? [];
  const at = list.findIndex((m) => m.id === message.id);
  if (at < 0) return;
  list[at] = message;
  if (message.channel !== state.channel) return;
  const node = ui.messages.querySelector(`[data-id="${CSS.escape(message.id)}"]`);
  node?.replaceWith(renderMessage(message, list[at - 1], runAction));
  markEarlierBoards();
}

function removeMessage(message) {
  state.removed.add(message.id);
  const list = state.messages.get(message.channel) ?? [];
  const at = list.findIndex((m) => m.id === message.id);
  if (at >= 0) list.splice(at, 1);
  if (message.channel !== state.channel) return;
  ui.messages.querySelector(`[data-id="${CSS.escape(message.id)}"]`)?.remove();
  markEarlierBoards();
}

/** Oldest first; within one millisecond, in the server's order (ids end in a sequence number). */
function byTime(a, b) {
  if (a.at !== b.at) return a.at < b.at ? -1 : 1;
  return (Number(a.id.split('-').at(-1)) || 0) - (Number(b.id.split('-').at(-1)) || 0);
}

/** A note from the page itself (a failed upload, an unreachable server), seen only here. */
function showLocal(key, text) {
  addMessages([
    {
      id: `local-${++state.localId}`,
      channel: key,
      at: new Date().toISOString(),
      author: { name: state.config?.botName ?? 'Sudoku', bot: true },
      text,
      visibility: 'asker',
      local: true,
    },
  ]);
}

function renderChannel() {
  const list = state.messages.get(state.channel) ?? [];
  const fragment = document.createDocumentFragment();
  if (list.length === 0) fragment.append(welcome());
  list.forEach((message, i) => fragment.append(renderMessage(message, list[i - 1], runAction)));
  ui.messages.setAttribute('aria-busy', 'true');
  ui.messages.replaceChildren(fragment);
  ui.messages.dataset.channel = state.channel;
  ui.messages.removeAttribute('aria-busy');
  markEarlierBoards();
  scrollToEnd();
}

/** What an empty channel shows: how to start. */
function welcome() {
  const channel = state.config.channels.find((c) => c.key === state.channel);
  const direct = channel?.kind === 'direct';
  const logo = el('img', 'welcome-logo');
  logo.src = '/static/favicon.svg';
  logo.alt = '';
  return el(
    'li',
    'empty welcome',
    logo,
    el(
      'h2',
      '',
      direct ? w('welcome-direct') : w('welcome-channel', { channel: channel?.label ?? '' }),
    ),
    el(
      'p',
      'muted',
      // The commands stay as typed: every language takes the English ones.
      ...wParts('welcome-how', {
        new: () => el('code', '', 'new easy'),
        today: () => el('code', '', 'today'),
        place: () => el('code', '', 'r3c5 7'),
        hint: () => el('code', '', 'hint'),
      }),
    ),
  );
}

/** Appends the last `count` messages of `list` to the open channel. */
function appendMessages(list, count) {
  const nearBottom =
    ui.messages.scrollHeight - ui.messages.scrollTop - ui.messages.clientHeight < 160;
  ui.messages.querySelector('.empty')?.remove();
  for (let i = list.length - count; i < list.length; i++) {
    ui.messages.append(renderMessage(list[i], list[i - 1], runAction));
  }
  markEarlierBoards();
  if (nearBottom || list.at(-1)?.author.name === state.user) scrollToEnd();
}

/** Only the latest board is shown large; earlier ones shrink to thumbnails. */
function markEarlierBoards() {
  const boards = ui.messages.querySelectorAll('.message.board');
  boards.forEach((item, i) => item.classList.toggle('earlier-board', i < boards.length - 1));
}

function scrollToEnd() {
  ui.messages.scrollTop = ui.messages.scrollHeight;
  // Images load after layout; follow them down once they have a size.
  for (const img of ui.messages.querySelectorAll('img:not([width])')) {
    img.addEventListener('load', () => (ui.messages.scrollTop = ui.messages.scrollHeight), {
      once: true,
    });
  }
}

// ---------------------------------------------------------------- channels

function renderChannelList() {
  if (!state.config) return;
  const make = (channel) => {
    const unread = state.unread.get(channel.key) ?? 0;
    const button = el(
      'button',
      'channel',
      el('span', 'channel-mark', channel.kind === 'direct' ? '@' : '#'),
      el('span', 'channel-name', channel.label),
      unread > 0 ? el('span', 'badge', String(unread)) : null,
    );
    button.type = 'button';
    if (unread > 0)
      button.setAttribute(
        'aria-label',
        w('unread', { channel: channel.label, count: unreadCount(unread) }),
      );
    if (channel.key === state.channel) button.setAttribute('aria-current', 'page');
    button.addEventListener('click', () => switchChannel(channel.key));
    return el('li', '', button);
  };
  const channels = state.config.channels;
  ui.channelList.replaceChildren(...channels.filter((c) => c.kind === 'channel').map(make));
  ui.directList.replaceChildren(...channels.filter((c) => c.kind === 'direct').map(make));
}

/**
 * A board of your own just arrived in your direct message with the bot ("Play on my own" in a
 * channel): say so above the command box, with a button that opens it.
 */
function offerDirectBoard(key) {
  const channel = state.config?.channels.find((c) => c.key === key);
  if (channel?.kind !== 'direct') return;
  ui.directBanner.dataset.channel = key;
  ui.directBannerText.textContent = w('board-ready', { channel: channel.label });
  ui.directBanner.hidden = false;
}

function switchChannel(key) {
  const channel = state.config.channels.find((c) => c.key === key) ?? state.config.channels[0];
  if (ui.directBanner.dataset.channel === channel.key) ui.directBanner.hidden = true;
  state.channel = channel.key;
  state.unread.delete(channel.key);
  if (location.hash !== `#${channel.key}`) history.replaceState(null, '', `#${channel.key}`);
  ui.title.textContent = channel.kind === 'direct' ? `@ ${channel.label}` : `# ${channel.label}`;
  ui.topic.textContent = channel.kind === 'direct' ? w('topic-direct') : w('topic-channel');
  document.title = w('window-title', {
    channel: `${channel.kind === 'direct' ? '@' : '#'}${channel.label}`,
  });
  renderChannelList();
  renderChannel();
  scrollToEnd();
  boardPanel.follow(channel.key, state.user);
  void loadHistory(channel.key);
  ui.command.focus();
}

// ---------------------------------------------------------------- sending

async function sendCommand(text, { remember = true } = {}) {
  const command = text.trim();
  if (!command) return;
  if (remember && state.recall.at(-1) !== command) {
    state.recall.push(command);
    if (state.recall.length > MAX_RECALL) state.recall.shift();
  }
  state.recallIndex = -1;
  const channel = state.channel;
  await withPending(channel, async () => {
    const { messages } = await api(`${channelPath(channel)}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: state.user, text: command }),
    });
    addMessages(messages);
  });
}

async function sendPhoto(file, share = false) {
  const limits = state.config.limits;
  const channel = state.channel;
  if (!limits.uploadTypes.includes(file.type)) {
    showLocal(channel, w('not-an-image', { file: file.name }));
    return;
  }
  if (file.size > limits.uploadBytes) {
    showLocal(channel, w('photo-too-large', { file: file.name, limit: limits.uploadSize }));
    return;
  }
  const query = `${userQuery()}&name=${encodeURIComponent(file.name)}${share ? '&share=1' : ''}`;
  await withPending(channel, async () => {
    const { messages } = await api(`${channelPath(channel)}/photos?${query}`, {
      method: 'POST',
      headers: { 'content-type': file.type },
      body: file,
    });
    addMessages(messages);
  });
}

async function withPending(channel, work) {
  state.pending++;
  ui.typing.textContent = w('thinking', { bot: state.config.botName });
  try {
    await work();
  } catch (error) {
    showLocal(channel, error.message);
  } finally {
    state.pending--;
    if (state.pending === 0) ui.typing.textContent = '';
  }
}

async function runAction(action) {
  if (action.confirm && !(await confirmDialog(action.confirm, action.label))) return;
  await sendCommand(action.command, { remember: false });
}

function confirmDialog(question, label) {
  return new Promise((resolve) => {
    ui.dialogText.textContent = question;
    $('confirm-ok').textContent = label;
    ui.dialog.returnValue = '';
    ui.dialog.addEventListener('close', () => resolve(ui.dialog.returnValue === 'ok'), {
      once: true,
    });
    ui.dialog.showModal();
  });
}

// ---------------------------------------------------------------- composer

function recall(step) {
  if (state.recall.length === 0) return;
  let index = state.recallIndex === -1 ? state.recall.length : state.recallIndex;
  index += step;
  if (index >= state.recall.length) {
    state.recallIndex = -1;
    ui.command.value = '';
    fitCommandBox();
    return;
  }
  state.recallIndex = Math.max(0, index);
  ui.command.value = state.recall[state.recallIndex];
  ui.command.setSelectionRange(ui.command.value.length, ui.command.value.length);
  fitCommandBox();
}

/** Grows the command box with its text (a pasted grid), up to a few lines. */
function fitCommandBox() {
  ui.command.style.height = 'auto';
  ui.command.style.height = `${Math.min(ui.command.scrollHeight, 200)}px`;
}

function setUser(name) {
  state.user = name;
  ui.userName.value = name;
  sessionStorage.setItem('sudoku-playground-user', name);
  state.messages.clear();
  state.seen.clear();
  state.unread.clear();
  connectEvents();
  if (state.channel) boardPanel.follow(state.channel, name);
}

function wireComposer() {
  ui.composer.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = ui.command.value;
    ui.command.value = '';
    fitCommandBox();
    void sendCommand(text);
  });
  ui.command.addEventListener('keydown', (event) => {
    const box = ui.command;
    const onFirstLine = !box.value.slice(0, box.selectionStart).includes('\n');
    const onLastLine = !box.value.slice(box.selectionEnd).includes('\n');
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      ui.composer.requestSubmit();
    } else if (event.key === 'ArrowUp' && onFirstLine && !event.shiftKey) {
      event.preventDefault();
      recall(-1);
    } else if (event.key === 'ArrowDown' && onLastLine && state.recallIndex !== -1) {
      event.preventDefault();
      recall(1);
    } else if (event.key === 'Escape') {
      box.value = '';
      state.recallIndex = -1;
      fitCommandBox();
    }
  });
  ui.command.addEventListener('input', fitCommandBox);
  ui.attach.addEventListener('click', () => ui.photo.click());
  ui.directBannerOpen.addEventListener('click', () =>
    switchChannel(ui.directBanner.dataset.channel),
  );
  ui.directBannerClose.addEventListener('click', () => (ui.directBanner.hidden = true));
  ui.photo.addEventListener('change', () => {
    const file = ui.photo.files?.[0];
    ui.photo.value = '';
    if (file) void sendPhoto(file);
  });
  ui.userName.addEventListener('change', () => {
    if (ui.userName.readOnly) return;
    const name = ui.userName.value.trim();
    if (name && name !== state.user) {
      setUser(name);
      switchChannel(state.channel);
    } else ui.userName.value = state.user;
  });
  ui.quick.replaceChildren(
    ...QUICK_COMMANDS.map((command) => {
      const chip = el('button', 'chip', command);
      chip.type = 'button';
      chip.addEventListener('click', () => void sendCommand(command));
      return chip;
    }),
  );
  wireDropAndPaste();
}

function wireDropAndPaste() {
  const chat = document.querySelector('.chat');
  let depth = 0;
  chat.addEventListener('dragenter', (event) => {
    if (!event.dataTransfer?.types.includes('Files')) return;
    depth++;
    ui.dropHint.hidden = false;
  });
  chat.addEventListener('dragleave', () => {
    depth = Math.max(0, depth - 1);
    if (depth === 0) ui.dropHint.hidden = true;
  });
  chat.addEventListener('dragover', (event) => event.preventDefault());
  chat.addEventListener('drop', (event) => {
    event.preventDefault();
    depth = 0;
    ui.dropHint.hidden = true;
    const file = event.dataTransfer?.files[0];
    if (file) void sendPhoto(file);
  });
  document.addEventListener('paste', (event) => {
    const file = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
    if (file) {
      event.preventDefault();
      void sendPhoto(file);
    }
  });
}

// ---------------------------------------------------------------- start

/**
 * Tells the server the page's colour scheme (a cookie every request carries), kept up to date:
 * boards nobody chose a theme for are then drawn once, in this scheme; the other is drawn only
 * if a page in that scheme asks for it.
 */
function followColourScheme() {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const remember = () => {
    const scheme = dark.matches ? 'dark' : 'light';
    document.cookie = `sudoku-scheme=${scheme}; Path=/; SameSite=Strict; Max-Age=31536000`;
  };
  remember();
  dark.addEventListener('change', remember);
}

async function start() {
  followColourScheme();
  try {
    // The page's words (the browser's language) before anything is shown in them.
    [state.config] = await Promise.all([api('/api/config'), loadPageWords()]);
  } catch (error) {
    ui.messages.replaceChildren(el('li', 'empty', error.message));
    return;
  }
  const fromUrl = new URLSearchParams(location.search).get('user');
  const remembered = fromUrl?.trim() || sessionStorage.getItem('sudoku-playground-user');
  let name = remembered || DEFAULT_NAMES[Math.floor(Math.random() * DEFAULT_NAMES.length)];
  if (state.config.signIn.required) {
    name = state.config.signIn.user ?? (await signIn(remembered ?? ''));
    showSignedIn();
  }
  // The player's chosen language, if they chose one (`language fr`), now that they are known.
  const seat = { channel: state.config.channels[0]?.key ?? '', user: name, page: 'chat' };
  await loadPageWords(new URLSearchParams(seat).toString());
  ui.command.maxLength = state.config.limits.commandLength;
  const narrow = window.matchMedia('(max-width: 720px)');
  const placeholder = () =>
    (ui.command.placeholder = narrow.matches ? w('command-short') : w('command-placeholder'));
  placeholder();
  narrow.addEventListener('change', placeholder);
  wireComposer();
  setUser(name);
  switchChannel(location.hash.slice(1));
  window.addEventListener('hashchange', () => {
    if (location.hash.slice(1) !== state.channel) switchChannel(location.hash.slice(1));
  });
}

void start();
