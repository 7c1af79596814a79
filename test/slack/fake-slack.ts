// A local stand-in for Slack's Web API, its upload and file hosts, response_url endpoints and
// the Socket Mode WebSocket, for offline tests with the real Bolt app. It records every call,
// answers the methods the adapter uses with Slack-shaped objects, refuses what Slack would
// refuse (bad tokens, invalid blocks, images not uploaded) and can be told to fail a method.
// Messages keep their metadata, which conversations.history returns with include_all_metadata.
// Each bot token belongs to a workspace (team): BOT_TOKEN to TEAM_ID, others added with addTeam,
// as an OAuth install (oauth.v2.access, trading a code from grantCode) hands them out; every call
// records the token it used and that token's team.

/* eslint-disable @typescript-eslint/no-explicit-any */

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { blockProblems } from './block-rules.ts';
import { multipartParts, parseParams, readBody } from './http-bodies.ts';

export const TEAM_ID = 'T0SUDOKU1';
export const BOT_USER_ID = 'U0BOT0001';
export const BOT_ID = 'B0BOT0001';
export const BOT_TOKEN = 'xoxb-1111-2222-fake-bot-token';
export const APP_TOKEN = 'xapp-1-A0SUDOKU-3333-fake-app-token';

export interface RecordedCall {
  /** Web API method (`chat.postMessage`), `upload`, `response_url` or `file`. */
  readonly method: string;
  readonly path: string;
  /** Form fields with JSON values decoded, or the JSON body. */
  readonly params: any;
  readonly headers: IncomingMessage['headers'];
  /** performance.now() at arrival. */
  readonly at: number;
  /** The bearer token sent (Web API calls). */
  token?: string;
  /** The workspace of that token, when it is a live bot token. */
  team?: string;
  /** What the fake answered. */
  response?: any;
}

export interface StoredFile {
  readonly id: string;
  readonly filename: string;
  readonly length: number;
  altText?: string;
  title?: string;
  data?: Buffer;
  completed: boolean;
  sharedTo?: string;
}

export interface StoredMessage {
  readonly channel: string;
  readonly ts: string;
  text: string;
  blocks: any[];
  readonly threadTs?: string;
  /** Set for ephemeral messages: who sees them. */
  readonly onlyFor?: string;
  /** Message metadata posted with it (chat.postMessage `metadata`). */
  readonly metadata?: { event_type: string; event_payload: Record<string, unknown> };
  /** When it was posted, on the fake's clock (`now`). */
  readonly postedAt?: number;
}

export interface FakeUser {
  readonly id: string;
  readonly name: string;
  readonly is_admin?: boolean;
  readonly is_owner?: boolean;
  /** The user's Slack language, returned with `include_locale`. */
  readonly locale?: string;
}

/** A workspace the fake knows, with its bot token. */
export interface FakeTeam {
  readonly id: string;
  readonly name: string;
  readonly token: string;
}

/** The app credentials oauth.v2.access checks. */
export const CLIENT_ID = '1111.2222';
export const CLIENT_SECRET = 'fake-client-secret-0123456789';

interface Failure {
  readonly method: string;
  readonly error?: string;
  readonly status?: number;
  /** Only calls whose parameters match fail (default: every call of the method). */
  readonly when?: (params: any) => boolean;
  remaining: number;
}

type Waiter = { match: (c: RecordedCall) => boolean; resolve: (c: RecordedCall) => void };

export class FakeSlack {
  readonly calls: RecordedCall[] = [];
  readonly files = new Map<string, StoredFile>();
  /** Ids removed with files.delete, in order. */
  readonly deletedFiles: string[] = [];
  readonly messages: StoredMessage[] = [];
  readonly users = new Map<string, FakeUser>();
  /** The Home tab each user sees (views.publish), by user id. */
  readonly homeViews = new Map<string, any>();
  /** Modals opened (views.open) and as last updated (views.update), by view id, with their hash. */
  readonly modals = new Map<string, any>();
  /** Channels the bot is not a member of (chat.postMessage answers not_in_channel). */
  readonly notInChannel = new Set<string>();
  /** Uploads Slack has not finished processing: shown in blocks only after `processAfter` posts. */
  pendingProcessing = 0;
  /** Added before every Web API answer (ms, or a function drawing it per call): a slow Slack. */
  latencyMs: number | (() => number) = 0;
  /** The fake's clock (ms), for message times. */
  now: () => number = Date.now;
  /**
   * An outage, asked per Web API call: 'refuse' answers HTTP 503 without doing anything;
   * 'lose' does what was asked and then drops the connection before the answer.
   */
  outage: (method: string) => 'refuse' | 'lose' | undefined = () => undefined;
  /** Told of every Web API call as it arrives, before it is answered (a test may pause its caller). */
  onCall: (call: RecordedCall) => void = () => undefined;
  private readonly failures: Failure[] = [];
  private readonly waiters: Waiter[] = [];
  private readonly hosted = new Map<string, { data: Buffer; contentType: string }>();
  private readonly sockets = new Set<WebSocket>();
  private readonly socketAcks = new Map<string, (ack: any) => void>();
  private nextId = 1;
  /** Live bot tokens and their workspaces (revokeToken removes one, as an uninstall does). */
  private readonly teams = new Map<string, FakeTeam>([
    [BOT_TOKEN, { id: TEAM_ID, name: 'Sudoku Club', token: BOT_TOKEN }],
  ]);
  /** OAuth codes not yet traded, and the install each one grants. */
  private readonly codes = new Map<string, FakeTeam>();
  private lastTsMicros = 0;

  private constructor(
    private readonly server: Server,
    private readonly wss: WebSocketServer,
    readonly origin: string,
  ) {}

  /** Starts the fake on a free port of 127.0.0.1. */
  static async start(): Promise<FakeSlack> {
    const holder: { fake?: FakeSlack } = {};
    const server = createServer((req, res) => {
      holder.fake!.handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
    });
    const wss = new WebSocketServer({ server, path: '/socket' });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeSlack(server, wss, `http://127.0.0.1:${port}`);
    holder.fake = fake;
    wss.on('connection', (socket) => fake.onSocket(socket));
    return fake;
  }

  /** The `slackApiUrl` client option. */
  get apiUrl(): string {
    return `${this.origin}/api/`;
  }

  /** A response_url for one request. */
  responseUrl(id = String(this.nextId++)): string {
    return `${this.origin}/commands/${TEAM_ID}/${id}/hooksecret${id}`;
  }

  /** Hosts `data` as a private file (url_private); downloads need the bot token. */
  hostFile(name: string, data: Buffer, contentType: string): string {
    const path = `/files-pri/${TEAM_ID}-F${this.nextId++}/${name}`;
    this.hosted.set(path, { data, contentType });
    return `${this.origin}${path}`;
  }

  /** An OAuth code that oauth.v2.access trades (once) for `team`'s install and bot token. */
  grantCode(team: FakeTeam): string {
    const code = `code-${team.id}-${this.nextId++}`;
    this.codes.set(code, team);
    return code;
  }

  /** Accepts `token` as another bot token of the default workspace (one per process, say). */
  addToken(token: string): void {
    this.teams.set(token, { id: TEAM_ID, name: 'Sudoku Club', token });
  }

  /** Makes a bot token invalid, as an uninstall or a revocation does. */
  revokeToken(token: string): void {
    this.teams.delete(token);
  }

  addUser(user: FakeUser): void {
    this.users.set(user.id, user);
  }

  /** Makes `method` answer `{ ok: false, error }` (or an HTTP status) `times` times. */
  fail(
    method: string,
    failure: { error?: string; status?: number; when?: (params: any) => boolean },
    times = 1,
  ): void {
    this.failures.push({ method, ...failure, remaining: times });
  }

  /** Calls of one method (or path kind) in order. */
  callsOf(method: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  /** Resolves with the first call (recorded or future) that matches. */
  waitFor(match: (call: RecordedCall) => boolean, timeoutMs = 30_000): Promise<RecordedCall> {
    const found = this.calls.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching call within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (call) => {
          clearTimeout(timer);
          resolve(call);
        },
      });
    });
  }

  /** The message with this ts (posted or updated), if any. */
  message(channel: string, ts: string): StoredMessage | undefined {
    return this.messages.find((m) => m.channel === channel && m.ts === ts);
  }

  /** Sends a Socket Mode envelope to the connected client; resolves with its ack. */
  sendEnvelope(envelope: { envelope_id: string; [key: string]: unknown }): Promise<any> {
    const socket = this.sockets.values().next().value;
    if (!socket) return Promise.reject(new Error('no Socket Mode client is connected'));
    return new Promise((resolve) => {
      this.socketAcks.set(envelope.envelope_id, resolve);
      socket.send(JSON.stringify(envelope));
    });
  }

  get socketCount(): number {
    return this.sockets.size;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private onSocket(socket: WebSocket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('message', (data) => {
      const ack = JSON.parse(String(data)) as { envelope_id?: string };
      const resolve = ack.envelope_id ? this.socketAcks.get(ack.envelope_id) : undefined;
      if (resolve) {
        this.socketAcks.delete(ack.envelope_id!);
        resolve(ack);
      }
    });
    socket.send(
      JSON.stringify({
        type: 'hello',
        num_connections: 1,
        connection_info: { app_id: 'A0SUDOKU' },
      }),
    );
  }

  /** Keeps a call; waiters see it once it has been answered (its response is known then). */
  private record(call: RecordedCall, res: ServerResponse): RecordedCall {
    this.calls.push(call);
    res.once('finish', () => {
      for (const waiter of [...this.waiters]) {
        if (waiter.match(call)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(call);
        }
      }
    });
    return call;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const at = performance.now();
    const url = new URL(req.url ?? '/', this.origin);
    const raw = await readBody(req);
    const send = (status: number, body: unknown, call?: RecordedCall) => {
      if (call) call.response = body;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && this.hosted.has(url.pathname)) {
      const call = this.record(
        {
          method: 'file',
          path: url.pathname,
          params: {},
          headers: req.headers,
          at,
        },
        res,
      );
      if (req.headers.authorization !== `Bearer ${BOT_TOKEN}`) {
        // Slack shows its sign-in page to anyone without the token.
        call.response = 'sign-in page';
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>Sign in to Slack</html>');
        return;
      }
      const file = this.hosted.get(url.pathname)!;
      res.writeHead(200, { 'content-type': file.contentType, 'content-length': file.data.length });
      res.end(file.data);
      return;
    }
    if (url.pathname.startsWith('/upload/')) {
      const id = url.pathname.slice('/upload/'.length);
      const parts = multipartParts(raw, req.headers['content-type'] ?? '');
      const data = parts[0]?.data ?? raw;
      const call = this.record(
        {
          method: 'upload',
          path: url.pathname,
          params: { id, bytes: data.length },
          headers: req.headers,
          at,
        },
        res,
      );
      const file = this.files.get(id);
      if (!file || data.length !== file.length) {
        call.response = 'bad upload';
        res.writeHead(400).end('bad upload');
        return;
      }
      file.data = data;
      call.response = `OK - ${data.length}`;
      res.writeHead(200, { 'content-type': 'text/plain' }).end(call.response);
      return;
    }
    if (url.pathname.startsWith('/commands/')) {
      const params = JSON.parse(raw.toString() || '{}');
      const call = this.record(
        {
          method: 'response_url',
          path: url.pathname,
          params,
          headers: req.headers,
          at,
        },
        res,
      );
      const problems = blockProblems(params.blocks, (id) => this.fileReady(id));
      if (problems.length > 0)
        return send(400, { ok: false, error: 'invalid_blocks', errors: problems }, call);
      this.storeResponse(url.pathname, params);
      return send(200, { ok: true }, call);
    }
    const method = url.pathname.replace(/^\/api\//, '');
    const params = parseParams(raw, req.headers['content-type'] ?? '');
    const call = this.record({ method, path: url.pathname, params, headers: req.headers, at }, res);
    const latency = typeof this.latencyMs === 'function' ? this.latencyMs() : this.latencyMs;
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (token) call.token = token;
    const team = this.teams.get(token);
    if (team) call.team = team.id;
    this.onCall(call);
    const down = this.outage(method);
    if (down === 'refuse') return send(503, { ok: false }, call);
    if (down === 'lose' && team) {
      call.response = this.answer(method, params, team)[1];
      res.socket?.destroy();
      return;
    }
    const failure = this.failures.find(
      (f) => f.method === method && f.remaining > 0 && (!f.when || f.when(params)),
    );
    if (failure) {
      failure.remaining--;
      if (failure.status) return send(failure.status, { ok: false }, call);
      return send(200, { ok: false, error: failure.error }, call);
    }
    // oauth.v2.access takes the app's credentials instead of a token.
    if (method === 'oauth.v2.access') return send(200, this.oauthAccess(params), call);
    const valid = method === 'apps.connections.open' ? token === APP_TOKEN : team !== undefined;
    if (!valid) return send(200, { ok: false, error: 'invalid_auth' }, call);
    const [status, body] = this.answer(method, params, team);
    send(status, body, call);
  }

  private fileReady(id: string): boolean {
    if (!this.files.get(id)?.completed) return false;
    if (this.pendingProcessing > 0) {
      this.pendingProcessing--;
      return false;
    }
    return true;
  }

  private storeResponse(path: string, params: any): void {
    // Response URLs don't return a ts; keep them as messages of a pseudo channel per request.
    this.messages.push({
      channel: `response:${path.split('/')[3]}`,
      ts: this.newTs(),
      text: params.text ?? '',
      blocks: params.blocks ?? [],
      ...(params.response_type !== 'in_channel' && { onlyFor: 'asker' }),
    });
  }

  /** A message ts from the fake's clock (seconds.microseconds), unique and increasing. */
  private newTs(): string {
    const micros = Math.max(Math.floor(this.now()) * 1000, this.lastTsMicros + 100);
    this.lastTsMicros = micros;
    return `${Math.floor(micros / 1e6)}.${String(micros % 1e6).padStart(6, '0')}`;
  }

  /**
   * conversations.history: the channel's messages (not thread replies or ephemerals), newest
   * first, after `oldest` and up to `latest`, `limit` a page (cursor: an offset), metadata only
   * with include_all_metadata.
   */
  private history(p: any): object {
    if (!p.channel) return { ok: false, error: 'channel_not_found' };
    const oldest = Number(p.oldest ?? 0);
    const latest = p.latest === undefined ? Infinity : Number(p.latest);
    const withMetadata = p.include_all_metadata === true || p.include_all_metadata === 'true';
    const all = this.messages
      .filter((m) => m.channel === p.channel && !m.onlyFor && !m.threadTs)
      .filter((m) => Number(m.ts) > oldest && Number(m.ts) <= latest)
      .sort((a, b) => Number(b.ts) - Number(a.ts));
    const limit = Math.min(Number(p.limit ?? 100) || 100, 999);
    const start = p.cursor ? Number(Buffer.from(p.cursor, 'base64').toString()) : 0;
    const page = all.slice(start, start + limit);
    const hasMore = start + limit < all.length;
    return {
      ok: true,
      messages: page.map((m) => ({
        type: 'message',
        ts: m.ts,
        text: m.text,
        blocks: m.blocks,
        bot_id: BOT_ID,
        ...(withMetadata && m.metadata && { metadata: m.metadata }),
      })),
      has_more: hasMore,
      ...(hasMore && {
        response_metadata: {
          next_cursor: Buffer.from(String(start + limit)).toString('base64'),
        },
      }),
    };
  }

  /** oauth.v2.access: a granted code (once) for the workspace's bot token, as Slack answers. */
  private oauthAccess(p: any): object {
    if (p.client_id !== CLIENT_ID || p.client_secret !== CLIENT_SECRET) {
      return { ok: false, error: 'invalid_client_id' };
    }
    const team = this.codes.get(p.code);
    if (!team) return { ok: false, error: 'invalid_code' };
    this.codes.delete(p.code);
    this.teams.set(team.token, team);
    return {
      ok: true,
      app_id: 'A0SUDOKU',
      authed_user: { id: 'U0INSTALLER' },
      scope: 'commands,chat:write,files:write',
      token_type: 'bot',
      access_token: team.token,
      bot_user_id: BOT_USER_ID,
      team: { id: team.id, name: team.name },
      enterprise: null,
      is_enterprise_install: false,
    };
  }

  private answer(method: string, p: any, team?: FakeTeam): [number, unknown] {
    const invalid = (problems: string[]) =>
      [200, { ok: false, error: 'invalid_blocks', errors: problems }] as [number, unknown];
    switch (method) {
      case 'auth.test':
        return [
          200,
          {
            ok: true,
            url: 'https://sudoku-club.slack.com/',
            team: team?.name ?? 'Sudoku Club',
            user: 'sudoku',
            team_id: team?.id ?? TEAM_ID,
            user_id: BOT_USER_ID,
            bot_id: BOT_ID,
          },
        ];
      case 'apps.connections.open':
        return [200, { ok: true, url: `${this.origin.replace('http', 'ws')}/socket` }];
      case 'files.getUploadURLExternal': {
        const length = Number(p.length);
        if (!p.filename || !(length > 0)) return [200, { ok: false, error: 'invalid_arguments' }];
        const id = `F0${String(this.nextId++).padStart(8, '0')}`;
        this.files.set(id, {
          id,
          filename: p.filename,
          length,
          altText: p.alt_text,
          completed: false,
        });
        return [200, { ok: true, upload_url: `${this.origin}/upload/${id}`, file_id: id }];
      }
      case 'files.delete': {
        const file = this.files.get(p.file);
        if (!file) return [200, { ok: false, error: 'file_not_found' }];
        this.files.delete(p.file);
        this.deletedFiles.push(p.file);
        return [200, { ok: true }];
      }
      case 'files.completeUploadExternal': {
        const list: { id: string; title?: string }[] = p.files ?? [];
        const stored = list.map((f) => this.files.get(f.id));
        if (stored.some((f) => !f?.data)) return [200, { ok: false, error: 'file_not_found' }];
        for (const [i, file] of stored.entries()) {
          file!.completed = true;
          file!.title = list[i]!.title;
          if (p.channel_id) {
            file!.sharedTo = p.channel_id;
            this.messages.push({
              channel: p.channel_id,
              ts: this.newTs(),
              text: p.initial_comment ?? '',
              blocks: [],
            });
          }
        }
        return [
          200,
          {
            ok: true,
            files: stored.map((f) => ({
              id: f!.id,
              title: f!.title,
              name: f!.filename,
              mimetype: '',
            })),
          },
        ];
      }
      case 'chat.postMessage':
      case 'chat.postEphemeral': {
        if (!p.channel) return [200, { ok: false, error: 'channel_not_found' }];
        if (this.notInChannel.has(p.channel)) return [200, { ok: false, error: 'not_in_channel' }];
        if (!p.text && !p.blocks) return [200, { ok: false, error: 'no_text' }];
        if (method === 'chat.postEphemeral' && !p.user)
          return [200, { ok: false, error: 'user_not_in_channel' }];
        const problems = blockProblems(p.blocks, (id) => this.fileReady(id));
        if (problems.length > 0) return invalid(problems);
        const ts = this.newTs();
        this.messages.push({
          channel: p.channel,
          ts,
          text: p.text ?? '',
          blocks: p.blocks ?? [],
          ...(p.thread_ts && { threadTs: p.thread_ts }),
          ...(method === 'chat.postEphemeral' && { onlyFor: p.user }),
          ...(method === 'chat.postMessage' && p.metadata?.event_type && { metadata: p.metadata }),
          postedAt: this.now(),
        });
        return method === 'chat.postMessage'
          ? [
              200,
              { ok: true, channel: p.channel, ts, message: { text: p.text, ts, bot_id: BOT_ID } },
            ]
          : [200, { ok: true, message_ts: ts }];
      }
      case 'chat.update': {
        const message = this.messages.find(
          (m) => m.channel === p.channel && m.ts === p.ts && !m.onlyFor,
        );
        if (!message) return [200, { ok: false, error: 'message_not_found' }];
        const problems = blockProblems(p.blocks, (id) => this.fileReady(id));
        if (problems.length > 0) return invalid(problems);
        message.text = p.text ?? message.text;
        message.blocks = p.blocks ?? message.blocks;
        return [200, { ok: true, channel: p.channel, ts: p.ts, text: message.text }];
      }
      case 'chat.delete': {
        const at = this.messages.findIndex(
          (m) => m.channel === p.channel && m.ts === p.ts && !m.onlyFor,
        );
        if (at < 0) return [200, { ok: false, error: 'message_not_found' }];
        this.messages.splice(at, 1);
        return [200, { ok: true, channel: p.channel, ts: p.ts }];
      }
      case 'views.publish': {
        const view = typeof p.view === 'string' ? JSON.parse(p.view) : p.view;
        if (!p.user_id || !this.users.has(p.user_id))
          return [200, { ok: false, error: 'user_not_found' }];
        if (view?.type !== 'home') return [200, { ok: false, error: 'invalid_arguments' }];
        const problems = blockProblems(view.blocks, (id) => this.fileReady(id));
        if (problems.length > 0) return invalid(problems);
        this.homeViews.set(p.user_id, view);
        return [200, { ok: true, view: { id: `V0${this.nextId++}`, type: 'home', ...view } }];
      }
      case 'views.open':
      case 'views.update': {
        const view = typeof p.view === 'string' ? JSON.parse(p.view) : p.view;
        if (view?.type !== 'modal') return [200, { ok: false, error: 'invalid_arguments' }];
        if (method === 'views.open' && !p.trigger_id)
          return [200, { ok: false, error: 'invalid_trigger_id' }];
        const old = method === 'views.update' ? this.modals.get(p.view_id) : undefined;
        if (method === 'views.update' && !old) return [200, { ok: false, error: 'not_found' }];
        if (old && p.hash !== undefined && p.hash !== old.hash)
          return [200, { ok: false, error: 'hash_conflict' }];
        const problems = blockProblems(view.blocks, (id) => this.fileReady(id));
        if (problems.length > 0) return invalid(problems);
        const id = old?.id ?? `V0${this.nextId++}`;
        const stored = { ...view, id, hash: `h${this.nextId++}` };
        this.modals.set(id, stored);
        return [200, { ok: true, view: stored }];
      }
      case 'conversations.open': {
        // One DM channel per user, as Slack keeps it.
        const user = String(p.users ?? '');
        if (!user) return [200, { ok: false, error: 'users_list_not_supplied' }];
        return [200, { ok: true, channel: { id: `D0${user.slice(-8).toUpperCase()}` } }];
      }
      case 'conversations.history':
        return [200, this.history(p)];
      case 'users.info': {
        const user = this.users.get(p.user);
        if (!user) return [200, { ok: false, error: 'user_not_found' }];
        return [200, { ok: true, user: { ...user, profile: { display_name: user.name } } }];
      }
      default:
        return [200, { ok: false, error: 'unknown_method' }];
    }
  }
}
