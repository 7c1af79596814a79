// Builds the DOM of one chat message. Text is only ever inserted as text nodes: the light
// markdown of replies (*bold*, _italic_, `code`, ``` blocks) becomes elements, never HTML.

import { w } from './page-words.js';

/** Messages by the same author within this many ms share one header. */
const GROUP_WINDOW_MS = 5 * 60 * 1000;

/** Creates an element with a class and children (strings become text nodes). */
export function el(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

/** Appends the light markdown of `text` to `parent`. */
export function appendRichText(parent, text) {
  const blocks = text.split(/```/);
  blocks.forEach((block, i) => {
    if (i % 2 === 1) {
      parent.append(el('pre', 'code-block', block.replace(/^\w*\n/, '').replace(/\n$/, '')));
    } else {
      appendInline(parent, block);
    }
  });
}

function appendInline(parent, text) {
  const pattern = /`([^`\n]+)`|\*([^*\n]+)\*|(?<![\w])_([^_\n]+)_(?![\w])/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parent.append(document.createTextNode(text.slice(last, m.index)));
    if (m[1] !== undefined) parent.append(el('code', '', m[1]));
    else if (m[2] !== undefined) parent.append(el('strong', '', m[2]));
    else parent.append(el('em', '', m[3]));
    last = m.index + m[0].length;
  }
  if (last < text.length) parent.append(document.createTextNode(text.slice(last)));
}

/** A stable colour for a user name. */
function hueOf(name) {
  let hash = 0;
  for (const ch of name.toLowerCase()) hash = (hash * 31 + ch.codePointAt(0)) >>> 0;
  return hash % 360;
}

function avatar(author) {
  if (author.bot) {
    const img = el('img', 'avatar bot');
    img.src = '/static/favicon.svg';
    img.alt = '';
    return img;
  }
  const node = el('span', 'avatar', author.name.slice(0, 1).toUpperCase());
  node.style.setProperty('--hue', String(hueOf(author.name)));
  node.setAttribute('aria-hidden', 'true');
  return node;
}

function timeOf(iso) {
  const date = new Date(iso);
  const node = el(
    'time',
    'time',
    date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
  );
  node.dateTime = iso;
  node.title = date.toLocaleString();
  return node;
}

/** True when `message` continues the group of `previous` (same author, shortly after). */
export function continuesGroup(previous, message) {
  if (!previous || previous.local || message.local) return false;
  if (previous.author.name !== message.author.name || previous.author.bot !== message.author.bot)
    return false;
  if (message.visibility !== previous.visibility) return false;
  return Date.parse(message.at) - Date.parse(previous.at) < GROUP_WINDOW_MS;
}

function imageFigure(image) {
  const img = el('img', 'reply-image');
  img.alt = image.alt;
  img.src = image.url;
  img.loading = 'lazy';
  img.decoding = 'async';
  if (image.width && image.height) {
    img.width = image.width;
    img.height = image.height;
  }
  // An image the server no longer keeps: show its description instead of a broken icon.
  const shown = image.schemes ? schemedPicture(image.schemes, img) : img;
  img.addEventListener('error', () => {
    shown.replaceWith(el('p', 'image-gone muted', `[image no longer available] ${image.alt}`));
  });
  const figure = el('figure', 'reply-figure', shown);
  return figure;
}

/**
 * A board drawn in both themes (nobody chose one): the browser shows the one of its colour
 * scheme, and switches when the scheme changes.
 */
function schemedPicture(schemes, img) {
  const dark = el('source');
  dark.media = '(prefers-color-scheme: dark)';
  dark.srcset = schemes.dark;
  img.src = schemes.light;
  return el('picture', 'reply-picture', dark, img);
}

function actionBar(actions, onAction) {
  const bar = el('div', 'actions');
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', 'Actions');
  for (const action of actions) {
    const button = el('button', `action ${action.style ?? 'secondary'}`, action.label);
    button.type = 'button';
    button.dataset.command = action.command;
    button.title = action.command;
    button.addEventListener('click', () => onAction(action));
    bar.append(button);
  }
  return bar;
}

/**
 * The list item of one message. `previous` is the message rendered just before it (for
 * grouping); `onAction` runs a button's action.
 */
export function renderMessage(message, previous, onAction) {
  const grouped = continuesGroup(previous, message);
  const item = el('li', 'message');
  item.dataset.id = message.id;
  item.id = `message-${message.id}`;
  if (message.author.bot) item.classList.add('from-bot');
  if (message.visibility === 'asker') item.classList.add('only-you');
  if (message.isBoard) item.classList.add('board');
  if (message.local) item.classList.add('local');
  if (grouped) item.classList.add('grouped');

  const body = el('div', 'message-body');
  if (!grouped) {
    const header = el(
      'div',
      'message-header',
      el('span', 'author', message.author.name),
      message.author.bot ? el('span', 'tag', 'BOT') : null,
      message.scheduled ? el('span', 'tag daily', w('daily-post')) : null,
      timeOf(message.at),
    );
    body.append(header);
  }
  if (message.visibility === 'asker') {
    body.append(el('div', 'only-you-note', `👁 ${w('only-you')}`));
  }
  if (message.text) {
    const text = el('div', 'message-text');
    appendRichText(text, message.text);
    body.append(text);
  }
  if (message.image) body.append(imageFigure(message.image));
  if (message.link && /^(#message-|https:\/\/)/.test(message.link.url)) {
    // A post already in the channel (a share, a posted lookup): a link to it.
    const link = el('a', 'message-link', message.link.label);
    link.href = message.link.url;
    body.append(el('div', 'message-link-row', link));
  }
  if (message.actions && message.actions.length > 0)
    body.append(actionBar(message.actions, onAction));

  item.append(grouped ? el('span', 'avatar-spacer') : avatar(message.author), body);
  return item;
}
