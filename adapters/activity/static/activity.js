// The Sudoku Activity's page: the handshake with the Discord client, the sign-in the way
// Activities do it (AUTHORIZE in the client, the code exchanged on our server, AUTHENTICATE with
// the token it gives back), then the board UI on our session, and who is in the Activity from
// Discord's own participant list. Every request goes through the Activity's `/.proxy/` paths.

import { createBoardClient } from './board-client.js';
import { mountBoard } from './board-ui.js';
import { DiscordRpc } from './discord-rpc.js';

const API = '/.proxy/api';
const params = new URLSearchParams(location.search);
const meta = document.querySelector('meta[name="sudoku-activity"]').dataset;
const statusLine = document.getElementById('activity-status');
const boardRoot = document.getElementById('board');
const participantsLine = document.getElementById('participants');

/** The page's words until the server's arrive (English), then in the player's language. */
let words = {
  connecting: 'Connecting to Discord…',
  'discord-closed': 'Discord closed the Activity.',
  'sign-in-failed': 'Sign-in failed ({status}).',
  'own-board': 'On my own',
  'own-board-title': 'Play your own board of today’s daily (it counts in this channel)',
  'with-channel': 'With the channel',
  'with-channel-title': 'Back to the board everyone here plays',
  'did-not-work': 'That did not work; try again.',
  'signing-in': 'Signing in…',
  'signing-in-again': 'Signing in again…',
  'in-activity': 'In this Activity: {names}',
};
const w = (name, vars = {}) =>
  words[name].replace(/\{(\w+)\}/g, (_, key) => String(vars[key] ?? ''));

/** The board UI's words (the browser's language; once signed in, the player's). */
async function loadWords(headers = {}) {
  const client = createBoardClient({ base: `${API}/board`, headers });
  const got = await client.words();
  client.close();
  if (got) {
    words = { ...words, ...got.words };
    document.documentElement.lang = got.locale;
  }
}

function say(text, kind = 'info') {
  statusLine.textContent = text;
  statusLine.dataset.kind = kind;
}

const rpc = new DiscordRpc({
  clientId: meta.clientId,
  frameId: params.get('frame_id'),
  extraOrigins: meta.parentOrigins.split(' ').filter(Boolean),
});
rpc.onClose = (payload) => say(payload.message || w('discord-closed'), 'error');

const instanceId = params.get('instance_id');
let session;
let board;

/** AUTHORIZE in the client, the code to our server, AUTHENTICATE with the token. */
async function signIn() {
  const { code } = await rpc.command('AUTHORIZE', {
    client_id: meta.clientId,
    response_type: 'code',
    state: '',
    prompt: 'none',
    scope: ['identify'],
  });
  const response = await fetch(`${API}/activity/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, instanceId }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new Error(body.error?.message ?? w('sign-in-failed', { status: response.status }));
  }
  await rpc.command('AUTHENTICATE', { access_token: body.accessToken });
  return body;
}

function sessionHeaders() {
  return { authorization: `Bearer ${session.session}`, 'x-activity-instance': instanceId };
}

/** "On my own" / "Play with the channel": which board this Activity plays. */
function seatButton() {
  if (session.home !== 'channel') return [];
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'sb-tool';
  const own = session.seat === 'channel';
  toggle.textContent = w(own ? 'own-board' : 'with-channel');
  toggle.title = w(own ? 'own-board-title' : 'with-channel-title');
  toggle.addEventListener('click', async () => {
    const where = session.seat === 'channel' ? 'solo' : 'together';
    const response = await fetch(`${API}/activity/${where}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sessionHeaders() },
      body: '{}',
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok) {
      say(body.error?.message ?? w('did-not-work'), 'error');
      return;
    }
    session.seat = body.seat;
    showBoard();
  });
  return [toggle];
}

function showBoard() {
  board?.destroy();
  const client = createBoardClient({ base: `${API}/board`, headers: sessionHeaders() });
  client.on((event, data) => {
    // The session ended (a restart, hours later): sign in again and carry on.
    if (event === 'disconnected' && data.status === 401) void restart();
  });
  board = mountBoard(boardRoot, client, { extraTools: seatButton() });
  say('');
}

async function restart() {
  board?.destroy();
  say(w('signing-in-again'));
  try {
    session = { ...(await signIn()), home: session?.home };
    session.home ??= session.seat;
    showBoard();
  } catch (error) {
    say(error.message, 'error');
  }
}

function showParticipants(list) {
  const names = list.map((p) => p.nickname || p.global_name || p.username);
  participantsLine.textContent = names.length ? w('in-activity', { names: names.join(', ') }) : '';
}

async function start() {
  try {
    await loadWords();
    say(w('connecting'));
    await rpc.start();
    performance.mark('activity:ready');
    say(w('signing-in'));
    session = await signIn();
    session.home = session.seat;
    await loadWords(sessionHeaders());
    showBoard();
    const { participants } = await rpc.command('GET_ACTIVITY_INSTANCE_CONNECTED_PARTICIPANTS');
    showParticipants(participants ?? []);
    await rpc.subscribe('ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE', (data) =>
      showParticipants(data.participants ?? []),
    );
  } catch (error) {
    say(error.message, 'error');
  }
}

void start();
