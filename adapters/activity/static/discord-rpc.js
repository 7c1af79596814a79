// The Embedded App SDK's postMessage protocol, spoken directly (no SDK bundle to ship): the
// Activity's frame says HANDSHAKE to the Discord client that frames it, waits for the READY
// dispatch, then sends commands (AUTHORIZE, AUTHENTICATE, GET_ACTIVITY_INSTANCE_CONNECTED_
// PARTICIPANTS, SUBSCRIBE) as FRAME messages with a nonce each and reads the answer with the
// same nonce. Messages are `[opcode, payload]` pairs; only Discord's origins (and any the
// server lists for a test's fake client) are listened to.

export const OPCODES = { HANDSHAKE: 0, FRAME: 1, CLOSE: 2, HELLO: 3 };

/** Origins of Discord's clients that frame Activities. */
const DISCORD_ORIGINS = [
  'https://discord.com',
  'https://canary.discord.com',
  'https://ptb.discord.com',
  'https://discordapp.com',
  'https://canary.discordapp.com',
  'https://ptb.discordapp.com',
];

/** How long the Discord client may take to answer the handshake or a command. */
const ANSWER_MS = 15_000;

/** An error the Discord client answered a command with. */
export class RpcError extends Error {
  constructor(code, message) {
    super(message || `Discord refused (${code}).`);
    this.code = code;
  }
}

/** The frame's end of the protocol. */
export class DiscordRpc {
  /**
   * `clientId`: the application's id; `frameId`: the `frame_id` query parameter; `extraOrigins`:
   * origins besides Discord's to accept messages from.
   */
  constructor({ clientId, frameId, extraOrigins = [] }) {
    this.clientId = clientId;
    this.frameId = frameId;
    this.allowed = new Set([...DISCORD_ORIGINS, location.origin, ...extraOrigins]);
    this.pending = new Map();
    this.listeners = new Map();
    this.onClose = () => {};
    // The client runs in the window that framed us (or, in a pop-out, the one that opened it).
    this.target = window.parent.opener ?? window.parent;
    this.targetOrigin = document.referrer ? new URL(document.referrer).origin : '*';
    this.ready = new Promise((resolve) => (this.resolveReady = resolve));
    window.addEventListener('message', (event) => this.receive(event));
  }

  /** Says HANDSHAKE; resolves with READY's data, or rejects when no READY comes in time. */
  start() {
    this.post(OPCODES.HANDSHAKE, {
      v: 1,
      encoding: 'json',
      client_id: this.clientId,
      frame_id: this.frameId,
    });
    return withDeadline(this.ready, 'Discord did not answer the Activity’s handshake.');
  }

  /** Sends a command; resolves with its answer's data. */
  command(cmd, args = {}, evt) {
    const nonce = crypto.randomUUID();
    const answer = new Promise((resolve, reject) => this.pending.set(nonce, { resolve, reject }));
    this.post(OPCODES.FRAME, { cmd, args, nonce, ...(evt && { evt }) });
    return withDeadline(answer, `Discord did not answer ${cmd}.`).finally(() =>
      this.pending.delete(nonce),
    );
  }

  /** Subscribes to a dispatched event; `listener(data)` for each one. */
  async subscribe(evt, listener, args = {}) {
    this.listeners.set(evt, listener);
    await this.command('SUBSCRIBE', args, evt);
  }

  post(opcode, payload) {
    this.target.postMessage([opcode, payload], this.targetOrigin);
  }

  receive(event) {
    if (!this.allowed.has(event.origin) || !Array.isArray(event.data)) return;
    const [opcode, payload] = event.data;
    if (opcode === OPCODES.CLOSE) {
      this.onClose(payload ?? {});
      return;
    }
    if (opcode !== OPCODES.FRAME || !payload || typeof payload !== 'object') return;
    if (payload.cmd === 'DISPATCH') {
      if (payload.evt === 'READY') this.resolveReady(payload.data ?? {});
      else this.listeners.get(payload.evt)?.(payload.data ?? {});
      return;
    }
    const waiting = payload.nonce ? this.pending.get(payload.nonce) : undefined;
    if (!waiting) return;
    if (payload.evt === 'ERROR')
      waiting.reject(new RpcError(payload.data?.code, payload.data?.message));
    else waiting.resolve(payload.data ?? {});
  }
}

function withDeadline(promise, message) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ANSWER_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
