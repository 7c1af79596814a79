// The board API from the page: the live stream (server-sent events read through fetch, so a host
// may send its own headers: the Activity's session), moves with a sequence number each (the
// server accepts each once), and the selected cell. Plain JavaScript, no build step.

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 15_000;

/**
 * A client of the board API at `base` (e.g. `/api/board` or `/.proxy/api/board`). `query` is
 * appended to every request (the playground's channel, name and page); `headers` too.
 */
export function createBoardClient({ base, query = '', headers = {} }) {
  // The client's own few words, replaced by the player's language once the UI has them.
  let said = {
    unreachable: 'The board server cannot be reached.',
    'stream-status': 'The board stream answered {status}.',
    reconnects: 'The live board reconnects…',
  };
  const text = (name, vars = {}) =>
    said[name].replace(/\{(\w+)\}/g, (_, key) => String(vars[key] ?? ''));
  const listeners = new Set();
  let seq = 0;
  let stream;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  const url = (path) => `${base}${path}${query ? `?${query}` : ''}`;
  const emit = (event, data) => {
    for (const listener of listeners) listener(event, data);
  };

  async function request(path, body) {
    let response;
    try {
      response = await fetch(url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    } catch {
      return { status: 0, body: { error: { message: text('unreachable') } } };
    }
    const answer = await response.json().catch(() => ({}));
    return { status: response.status, body: answer };
  }

  /** Reads one stream until it ends; events go to the listeners. */
  async function read(signal) {
    const response = await fetch(url('/events'), { headers, signal });
    if (!response.ok || !response.body) {
      const body = await response.json().catch(() => ({}));
      const error = new Error(
        body.error?.message ?? text('stream-status', { status: response.status }),
      );
      error.status = response.status;
      throw error;
    }
    emit('connected', {});
    retryMs = RECONNECT_MIN_MS;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data += line.slice(6);
        }
        if (data) emit(event, JSON.parse(data));
      }
    }
  }

  async function connect() {
    while (!closed) {
      stream = new AbortController();
      try {
        await read(stream.signal);
        if (!closed) emit('disconnected', { message: text('reconnects') });
      } catch (error) {
        if (closed) return;
        emit('disconnected', { message: error.message, status: error.status });
        // A refusal for good (signed out, not in this Activity): no point in retrying.
        if (error.status === 401 || error.status === 403) return;
      }
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      retryMs = Math.min(RECONNECT_MAX_MS, retryMs * 2);
    }
  }

  return {
    /** Calls `listener(event, data)` for each event: you, state, presence, connected, disconnected. */
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect() {
      void connect();
    },
    /** The board UI's words in the player's language (`{ locale, words, counts }`), or null. */
    async words() {
      try {
        const response = await fetch(url('/words'), { headers });
        return response.ok ? await response.json() : null;
      } catch {
        return null;
      }
    },
    /** Sends a move made on the game `gameId`; resolves to `{ status, body }`. */
    move(gameId, move) {
      return request('/moves', { gameId, seq: seq++, move });
    },
    /** Tells everyone which cell this page selected (undefined: none). */
    select(cell) {
      return request('/presence', { cell: cell ?? null });
    },
    /** Says the client's own words from `words` (what `words()` resolved to). */
    useWords(words) {
      said = { ...said, ...words };
    },
    close() {
      closed = true;
      stream?.abort();
      listeners.clear();
    },
  };
}
