// A local stand-in for Discord's HTTP API (v10) and its CDN, for offline tests with the real
// discord.js client. It records every request (multipart bodies decoded into payload_json and
// files), answers the routes the adapter uses with Discord-shaped objects, and can be told to
// fail a route to test error handling. A channel message sent with a nonce and enforce_nonce
// is created once: within the nonce window the same nonce returns the first message, as Discord
// documents ("checked for uniqueness in the past few minutes"). Channels the bot is no member of
// (a group DM reached through a user install) refuse the bot token, and an interaction's token
// can be given Discord's 15-minute lifetime.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SnowflakeUtil } from 'discord.js';

export interface RecordedFile {
  readonly field: string;
  readonly filename: string;
  readonly contentType: string;
  readonly data: Buffer;
}

export interface RecordedRequest {
  readonly method: string;
  /** Path after /api/v10, e.g. `/interactions/123/tok/callback`. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  /** JSON body, or payload_json of a multipart body. */
  readonly json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  readonly multipart: boolean;
  readonly files: readonly RecordedFile[];
  /** performance.now() when the request arrived. */
  readonly at: number;
}

interface Failure {
  readonly match: (request: RecordedRequest) => boolean;
  readonly status: number;
  readonly headers: Record<string, string>;
  remaining: number;
}

type Waiter = { match: (r: RecordedRequest) => boolean; resolve: (r: RecordedRequest) => void };

/** A message as people in a channel see it (the fake's own view of the channel). */
export interface ChannelMessage {
  readonly id: string;
  readonly channelId: string;
  content: string;
  /** Action rows as sent (buttons and menus each carry a custom_id). */
  components: { components: { custom_id: string }[] }[];
  attachments: { id: string; filename: string; description?: string }[];
  flags: number;
  /** How many times it was edited. */
  edits: number;
  /** The interaction whose reply it is, if any. */
  readonly interactionId?: string;
  /** The nonce it was sent with, if any. */
  readonly nonce?: string | number;
  /** When it was created, on the fake's clock (`now`). */
  readonly createdAt: number;
}

interface KnownInteraction {
  readonly id: string;
  readonly channelId: string;
  /** The message a component sits on (component interactions). */
  readonly messageId?: string;
  /** The interaction's original response message, once there is one. */
  originalId?: string;
  /** When it arrived, on the fake's clock (its token's lifetime starts then). */
  readonly arrivedAt: number;
}

export const FAKE_BOT_USER = {
  id: '1120000000000000001',
  username: 'Sudoku',
  global_name: null,
  discriminator: '0000',
  avatar: null,
  bot: true,
  public_flags: 0,
};

/** The fake API server. Create with `FakeDiscord.start()`. */
export class FakeDiscord {
  readonly requests: RecordedRequest[] = [];
  private readonly failures: Failure[] = [];
  private readonly responses = new Map<RecordedRequest, unknown>();
  private readonly waiters: Waiter[] = [];
  private readonly channels = new Map<string, object>();
  private readonly cdn = new Map<string, { data: Buffer; contentType: string }>();
  private readonly messages = new Map<string, ChannelMessage>();
  private readonly interactions = new Map<string, KnownInteraction>();
  /** DM channel id per recipient user id (POST /users/@me/channels). */
  readonly dmChannels = new Map<string, string>();
  /** Added to every response (ms, or a function drawing it per request), to play a slow Discord. */
  latencyMs: number | (() => number) = 0;
  /** The fake's clock (ms): message times and the nonce window. */
  now: () => number = Date.now;
  /**
   * How long a nonce sent with enforce_nonce refuses a second message. Discord says "a few
   * minutes"; three is the window the fake enforces (a retry after it makes a second message).
   */
  nonceWindowMs = 3 * 60_000;
  /**
   * An outage, asked per request: 'refuse' answers 503 without doing anything; 'lose' does
   * what was asked and then drops the connection before the answer (the caller cannot know).
   */
  outage: (request: RecordedRequest) => 'refuse' | 'lose' | undefined = () => undefined;
  /** Told of every request as it arrives, before it is answered (a test may pause its caller). */
  onRequest: (request: RecordedRequest) => void = () => undefined;
  /** Messages sent with an enforced nonce: `author/nonce` -> message id. */
  private readonly nonces = new Map<string, string>();
  /** Sends answered with an earlier message because of their nonce. */
  noncesRefused = 0;
  /**
   * Channels the bot is no member of (DMs between users, group DMs where only a user installed
   * the app): every bot-token route of theirs answers 403 Missing Access (50001), as Discord does.
   */
  readonly privateChannels = new Set<string>();
  /**
   * How long an interaction's token (its webhook: edits and follow-ups) is accepted, on the
   * fake's clock; Discord's is 15 minutes. Past it: 401 Invalid Webhook Token (50027).
   */
  tokenLifetimeMs = Infinity;
  private registered: object[] = [];
  /** What GET /gateway/bot points the client at (see FakeGateway). */
  gatewayUrl = 'ws://127.0.0.1:9';
  /** GET /gateway/bot's shard count, which `shards: 'auto'` follows. */
  recommendedShards = 1;
  /** Shards that may identify at once (Discord gives large bots 16); 1 spaces them by 5 s. */
  maxConcurrency = 1;
  /**
   * Routes of other fakes (the Activity's OAuth, say): asked first; true when they answered.
   */
  extraRoutes: ((request: RecordedRequest, res: ServerResponse) => boolean)[] = [];

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  /** Starts a server on a free local port. */
  static async start(): Promise<FakeDiscord> {
    const holder: { fake?: FakeDiscord } = {};
    const server = createServer((req, res) => {
      holder.fake!.handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(error), code: 0 }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.fake = new FakeDiscord(server, `http://127.0.0.1:${port}`);
    return holder.fake;
  }

  /** The `api` option for discord.js REST. */
  get api(): string {
    return `${this.origin}/api`;
  }

  /** A CDN URL that serves `data` (for attachment payloads). */
  serveFile(name: string, data: Buffer, contentType: string): string {
    const path = `/attachments/${SnowflakeUtil.generate()}/${name}`;
    this.cdn.set(path, { data, contentType });
    return `${this.origin}${path}?ex=6650f3a1&is=664fa221&hm=9c1f`;
  }

  /**
   * Tells the fake about an interaction before it is dispatched (the harness does), so its
   * callbacks and follow-ups land in the right channel and a press edits the right message.
   */
  registerInteraction(payload: {
    id: string;
    token: string;
    channel_id?: string;
    message?: { id: string };
  }): void {
    const known: KnownInteraction = {
      id: payload.id,
      channelId: payload.channel_id ?? '0',
      ...(payload.message && { messageId: payload.message.id }),
      arrivedAt: this.now(),
    };
    this.interactions.set(payload.token, known);
    this.interactions.set(payload.id, known);
  }

  /** The messages of a channel as its members see them (ephemeral ones left out), oldest first. */
  channelMessages(channelId: string): ChannelMessage[] {
    return [...this.messages.values()].filter(
      (m) => m.channelId === channelId && (m.flags & 64) === 0,
    );
  }

  /** Every message the fake holds, ephemeral ones included, oldest first. */
  allMessages(): ChannelMessage[] {
    return [...this.messages.values()];
  }

  /** Every message the fake holds, ephemeral ones included. */
  message(id: string): ChannelMessage | undefined {
    return this.messages.get(id);
  }

  /** A message as Discord sends it inside a component interaction's payload. */
  messagePayload(id: string): object {
    const m = this.messages.get(id);
    if (!m) throw new Error(`no message ${id}`);
    return {
      id: m.id,
      channel_id: m.channelId,
      type: m.interactionId ? 20 : 0,
      author: FAKE_BOT_USER,
      content: m.content,
      components: m.components,
      attachments: m.attachments.map((a) => ({
        ...a,
        size: 1000,
        url: `https://cdn.discordapp.com/attachments/1/2/${a.filename}`,
        proxy_url: `https://media.discordapp.net/attachments/1/2/${a.filename}`,
      })),
      embeds: [],
      flags: m.flags,
      ...(m.nonce !== undefined && { nonce: m.nonce }),
      timestamp: new Date(m.createdAt).toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      pinned: false,
    };
  }

  /**
   * GET /channels/:id/messages as Discord answers it: at most `limit` (default 50, at most 100)
   * of the messages members see, newest first; with `after`, the oldest ones after that id,
   * with `before`, the newest ones before it.
   */
  private readChannel(channelId: string, query: URLSearchParams): string[] {
    const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 50)));
    const after = query.get('after');
    const before = query.get('before');
    const ids = this.channelMessages(channelId)
      .map((msg) => BigInt(msg.id))
      .filter(
        (id) => (after === null || id > BigInt(after)) && (before === null || id < BigInt(before)),
      )
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const page = after !== null ? ids.slice(0, limit) : ids.slice(-limit);
    return page.reverse().map(String);
  }

  /** Makes GET /channels/:id answer with this channel object. */
  addChannel(channel: { id: string }): void {
    this.channels.set(channel.id, channel);
  }

  /** Makes matching requests fail with `status`, `times` times (default: always). */
  fail(
    match: (request: RecordedRequest) => boolean,
    status: number,
    times = Infinity,
    headers: Record<string, string> = {},
  ): void {
    this.failures.push({ match, status, headers, remaining: times });
  }

  /** Resolves with the first request (already recorded or future) that matches. */
  waitFor(
    match: (request: RecordedRequest) => boolean,
    timeoutMs = 30_000,
  ): Promise<RecordedRequest> {
    const found = this.requests.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching request within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
      });
    });
  }

  /** Requests whose path starts with the route of one interaction token or id. */
  forInteraction(id: string, token: string): RecordedRequest[] {
    return this.requests.filter(
      (r) => r.path.startsWith(`/interactions/${id}/`) || r.path.includes(`/${token}`),
    );
  }

  /** The JSON the fake answered a request with (undefined for 204s). */
  responseOf(request: RecordedRequest): unknown {
    return this.responses.get(request);
  }

  /** The commands last registered with a bulk overwrite. */
  get registeredCommands(): object[] {
    return this.registered;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    const cdnFile = req.method === 'GET' ? this.cdn.get(url.pathname) : undefined;
    if (cdnFile) {
      res.writeHead(200, {
        'content-type': cdnFile.contentType,
        'content-length': cdnFile.data.length,
      });
      res.end(cdnFile.data);
      return;
    }
    const body = await readBody(req);
    const request = await decode(req, url, body);
    this.requests.push(request);
    for (const waiter of [...this.waiters]) {
      if (waiter.match(request)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(request);
      }
    }
    const latency = typeof this.latencyMs === 'function' ? this.latencyMs() : this.latencyMs;
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    this.onRequest(request);
    const down = this.outage(request);
    if (down === 'refuse') {
      sendJsonTo(res, 503, { message: 'Service Unavailable', code: 0 });
      return;
    }
    if (down === 'lose') {
      this.route(request, DISCARD);
      res.socket?.destroy();
      return;
    }
    const failure = this.failures.find((f) => f.remaining > 0 && f.match(request));
    if (failure) {
      failure.remaining--;
      const body =
        failure.status === 429
          ? {
              message: 'You are being rate limited.',
              retry_after: Number(failure.headers['retry-after'] ?? 0),
              global: false,
            }
          : failure.status === 403
            ? // What Discord answers a DM to someone who allows none from server members.
              { message: 'Cannot send messages to this user', code: 50007 }
            : { message: 'Internal Server Error', code: 0 };
      sendJsonTo(res, failure.status, body, failure.headers);
      return;
    }
    this.route(request, res);
  }

  /** A new message in a channel from a request's body (flags and files included). */
  private create(channelId: string, r: RecordedRequest, interactionId?: string): ChannelMessage {
    const json = (r.json ?? {}) as {
      content?: string;
      components?: ChannelMessage['components'];
      flags?: number;
      nonce?: string | number;
    };
    const message: ChannelMessage = {
      // Ids carry the fake's clock, as Discord's carry its own: reads `after` a time find them.
      id: SnowflakeUtil.generate({ timestamp: this.now() }).toString(),
      channelId,
      content: json.content ?? '',
      components: json.components ?? [],
      attachments: attachmentsOf(r),
      flags: json.flags ?? 0,
      edits: 0,
      ...(interactionId && { interactionId }),
      ...(json.nonce !== undefined && { nonce: json.nonce }),
      createdAt: this.now(),
    };
    this.messages.set(message.id, message);
    return message;
  }

  /**
   * The message a channel send with an enforced nonce already created within the window (the
   * bot is the only author here), which Discord returns instead of creating another.
   */
  private nonced(r: RecordedRequest): ChannelMessage | undefined {
    const json = (r.json ?? {}) as { nonce?: string | number; enforce_nonce?: boolean };
    if (json.nonce === undefined || json.enforce_nonce !== true) return undefined;
    const key = `${FAKE_BOT_USER.id}/${json.nonce}`;
    const earlier = this.messages.get(this.nonces.get(key) ?? '');
    if (earlier && this.now() - earlier.createdAt < this.nonceWindowMs) return earlier;
    return undefined;
  }

  /** A channel send: a new message, or the one its enforced nonce already made. */
  private sendToChannel(channelId: string, r: RecordedRequest): ChannelMessage {
    const earlier = this.nonced(r);
    if (earlier) {
      this.noncesRefused++;
      return earlier;
    }
    const created = this.create(channelId, r);
    const json = (r.json ?? {}) as { nonce?: string | number; enforce_nonce?: boolean };
    if (json.nonce !== undefined && json.enforce_nonce === true) {
      this.nonces.set(`${FAKE_BOT_USER.id}/${json.nonce}`, created.id);
    }
    return created;
  }

  /** Applies a PATCH body: content, components and the attachment list when present. */
  private applyEdit(message: ChannelMessage, r: RecordedRequest): void {
    const json = (r.json ?? {}) as {
      content?: string;
      components?: ChannelMessage['components'];
      attachments?: { id: string | number }[];
    };
    if (json.content !== undefined) message.content = json.content;
    if (json.components !== undefined) message.components = json.components;
    if (json.attachments !== undefined) {
      const kept = message.attachments.filter((a) =>
        json.attachments!.some((b) => String(b.id) === a.id),
      );
      message.attachments = [...kept, ...attachmentsOf(r)];
    }
    message.edits++;
  }

  /** What an interaction callback does to the channel; returns the message it made or changed. */
  private applyCallback(interactionId: string, r: RecordedRequest): ChannelMessage | undefined {
    const known = this.interactions.get(interactionId);
    const { type, data } = (r.json ?? {}) as { type?: number; data?: { flags?: number } };
    if (!known) return undefined;
    if (type === 4 || type === 5) {
      const created = this.create(known.channelId, { ...r, json: data ?? {} }, known.id);
      known.originalId = created.id;
      return created;
    }
    if (type === 6 || type === 7) {
      known.originalId = known.messageId;
      const target = known.messageId ? this.messages.get(known.messageId) : undefined;
      if (type === 7 && target) this.applyEdit(target, { ...r, json: data ?? {} });
      return target;
    }
    return undefined;
  }

  private route(r: RecordedRequest, res: ServerResponse): void {
    const sendJson = (target: ServerResponse, status: number, value: unknown) => {
      this.responses.set(r, value);
      sendJsonTo(target, status, value);
    };
    const p = r.path;
    let m: RegExpExecArray | null;
    if (this.extraRoutes.some((route) => route(r, res))) return;
    const channel = /^\/channels\/(\d+)/.exec(p);
    if (channel && this.privateChannels.has(channel[1]!)) {
      sendJson(res, 403, { message: 'Missing Access', code: 50001 });
      return;
    }
    const hook = /^\/webhooks\/\d+\/([^/]+)/.exec(p);
    const known = hook && this.interactions.get(hook[1]!);
    if (known && this.now() - known.arrivedAt > this.tokenLifetimeMs) {
      sendJson(res, 401, { message: 'Invalid Webhook Token', code: 50027 });
      return;
    }
    if (r.method === 'POST' && (m = /^\/interactions\/(\d+)\/([^/]+)\/callback$/.exec(p))) {
      const message = this.applyCallback(m[1]!, r);
      if (r.query.get('with_response') === 'true') {
        sendJson(res, 200, {
          interaction: { id: m[1], type: 2 },
          ...(message && {
            resource: { type: r.json?.type, message: this.messagePayload(message.id) },
          }),
        });
      } else {
        // Discord answers a callback with 204 and no content type (unless with_response=true).
        res.writeHead(204);
        res.end();
      }
    } else if ((m = /^\/webhooks\/(\d+)\/([^/]+)\/messages\/(@original|\d+)$/.exec(p))) {
      const known = this.interactions.get(m[2]!);
      const id = m[3] === '@original' ? known?.originalId : m[3];
      if (r.method === 'DELETE') {
        if (id) this.messages.delete(id);
        res.writeHead(204);
        res.end();
      } else if (id && this.messages.has(id)) {
        if (r.method === 'PATCH') this.applyEdit(this.messages.get(id)!, r);
        sendJson(res, 200, { ...this.messagePayload(id), application_id: m[1], webhook_id: m[1] });
      } else sendJson(res, 200, messageObject(r, { applicationId: m[1]! }));
    } else if (r.method === 'POST' && (m = /^\/webhooks\/(\d+)\/([^/]+)$/.exec(p))) {
      const known = this.interactions.get(m[2]!);
      const created = this.create(known?.channelId ?? '0', r, known?.id);
      sendJson(res, 200, {
        ...this.messagePayload(created.id),
        application_id: m[1],
        webhook_id: m[1],
      });
    } else if (r.method === 'POST' && p === '/users/@me/channels') {
      // A DM channel with the recipient: the same one each time, as Discord does.
      const recipient = String((r.json as { recipient_id?: string }).recipient_id);
      const id = this.dmChannels.get(recipient) ?? SnowflakeUtil.generate().toString();
      this.dmChannels.set(recipient, id);
      sendJson(res, 200, {
        id,
        type: 1,
        last_message_id: null,
        flags: 0,
        recipients: [{ id: recipient, username: 'player', discriminator: '0', avatar: null }],
      });
    } else if (r.method === 'GET' && p === '/gateway/bot') {
      sendJson(res, 200, {
        url: this.gatewayUrl,
        shards: this.recommendedShards,
        session_start_limit: {
          total: 1000,
          remaining: 999,
          reset_after: 14_400_000,
          max_concurrency: this.maxConcurrency,
        },
      });
    } else if (r.method === 'GET' && (m = /^\/channels\/(\d+)$/.exec(p))) {
      const channel = this.channels.get(m[1]!);
      if (channel) sendJson(res, 200, channel);
      else sendJson(res, 404, { message: 'Unknown Channel', code: 10003 });
    } else if (r.method === 'GET' && (m = /^\/channels\/(\d+)\/messages$/.exec(p))) {
      sendJson(
        res,
        200,
        this.readChannel(m[1]!, r.query).map((id) => this.messagePayload(id)),
      );
    } else if (r.method === 'POST' && (m = /^\/channels\/(\d+)\/messages$/.exec(p))) {
      sendJson(res, 200, this.messagePayload(this.sendToChannel(m[1]!, r).id));
    } else if ((m = /^\/channels\/(\d+)\/messages\/(\d+)$/.exec(p))) {
      const message = this.messages.get(m[2]!);
      if (!message || message.channelId !== m[1]) {
        sendJson(res, 404, { message: 'Unknown Message', code: 10008 });
      } else if (r.method === 'DELETE') {
        this.messages.delete(m[2]!);
        res.writeHead(204);
        res.end();
      } else {
        if (r.method === 'PATCH') this.applyEdit(message, r);
        sendJson(res, 200, this.messagePayload(message.id));
      }
    } else if (
      r.method === 'PUT' &&
      (m = /^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/.exec(p))
    ) {
      this.registered = (r.json as object[]).map((command) => ({
        id: SnowflakeUtil.generate().toString(),
        application_id: m![1],
        version: SnowflakeUtil.generate().toString(),
        default_member_permissions: null,
        type: 1,
        nsfw: false,
        ...(m![2] && { guild_id: m![2] }),
        ...command,
      }));
      sendJson(res, 200, this.registered);
    } else {
      sendJson(res, 404, { message: '404: Not Found', code: 0 });
    }
  }
}

/** A response nobody receives: the request is carried out, its answer is lost. */
const DISCARD = {
  writeHead: () => DISCARD,
  setHeader: () => DISCARD,
  end: () => DISCARD,
} as unknown as ServerResponse;

export function sendJsonTo(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(value);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function decode(req: IncomingMessage, url: URL, body: Buffer): Promise<RecordedRequest> {
  const contentType = req.headers['content-type'] ?? '';
  const base = {
    method: req.method ?? 'GET',
    path: decodeURIComponent(url.pathname).replace(/^\/api\/v10/, ''),
    query: url.searchParams,
    headers: req.headers,
    at: performance.now(),
  };
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
    const files: RecordedFile[] = [];
    let json: unknown;
    const entries = (
      form as unknown as {
        entries(): IterableIterator<[string, string | (Blob & { name: string })]>;
      }
    ).entries();
    for (const [field, value] of entries) {
      if (field === 'payload_json') json = JSON.parse(String(value));
      else if (typeof value !== 'string') {
        files.push({
          field,
          filename: value.name,
          contentType: value.type,
          data: Buffer.from(await value.arrayBuffer()),
        });
      }
    }
    return { ...base, json, multipart: true, files };
  }
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
    return { ...base, json: form, multipart: false, files: [] };
  }
  const json =
    body.length > 0 && contentType.includes('json') ? JSON.parse(body.toString('utf8')) : undefined;
  return { ...base, json, multipart: false, files: [] };
}

/** The attachments a request uploads, as a message lists them. */
function attachmentsOf(r: RecordedRequest): ChannelMessage['attachments'] {
  const json = (r.json ?? {}) as { attachments?: { id: string | number; description?: string }[] };
  return r.files.map((file, i) => ({
    id: SnowflakeUtil.generate().toString(),
    filename: file.filename,
    ...(json.attachments?.find((a) => String(a.id) === String(i))?.description && {
      description: json.attachments.find((a) => String(a.id) === String(i))!.description!,
    }),
  }));
}

/** A message object shaped like Discord's, built from what the client sent. */
function messageObject(
  r: RecordedRequest,
  where: { applicationId?: string; channelId?: string },
): object {
  const json = (r.json ?? {}) as {
    content?: string;
    components?: unknown[];
    attachments?: { id: string; description?: string }[];
    flags?: number;
  };
  const attachments = r.files.map((file, i) => ({
    id: SnowflakeUtil.generate().toString(),
    filename: file.filename,
    size: file.data.length,
    url: `https://cdn.discordapp.com/attachments/1/2/${file.filename}`,
    proxy_url: `https://media.discordapp.net/attachments/1/2/${file.filename}`,
    content_type: file.contentType,
    description: json.attachments?.find((a) => a.id === String(i))?.description,
  }));
  return {
    id: SnowflakeUtil.generate().toString(),
    type: where.applicationId ? 20 : 0,
    channel_id: where.channelId ?? '1130000000000000010',
    author: FAKE_BOT_USER,
    content: json.content ?? '',
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments,
    embeds: [],
    pinned: false,
    flags: json.flags ?? 0,
    components: json.components ?? [],
    ...(where.applicationId && {
      application_id: where.applicationId,
      webhook_id: where.applicationId,
    }),
  };
}
