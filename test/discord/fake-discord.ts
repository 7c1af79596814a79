// A local stand-in for Discord's HTTP API (v10) and its CDN, for offline tests with the real
// discord.js client. It records every request (multipart bodies decoded into payload_json and
// files), answers the routes the adapter uses with Discord-shaped objects, and can be told to
// fail a route to test error handling.

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
  private registered: object[] = [];
  /** What GET /gateway/bot points the client at (see FakeGateway). */
  gatewayUrl = 'ws://127.0.0.1:9';

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
    timeoutMs = 5000,
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
          : { message: 'Internal Server Error', code: 0 };
      sendJsonTo(res, failure.status, body, failure.headers);
      return;
    }
    this.route(request, res);
  }

  private route(r: RecordedRequest, res: ServerResponse): void {
    const sendJson = (target: ServerResponse, status: number, value: unknown) => {
      this.responses.set(r, value);
      sendJsonTo(target, status, value);
    };
    const p = r.path;
    let m: RegExpExecArray | null;
    if (r.method === 'POST' && /^\/interactions\/\d+\/[^/]+\/callback$/.test(p)) {
      // Discord answers a callback with 204 and no content type (unless with_response=true).
      res.writeHead(204);
      res.end();
    } else if ((m = /^\/webhooks\/(\d+)\/([^/]+)\/messages\/(@original|\d+)$/.exec(p))) {
      if (r.method === 'DELETE') {
        res.writeHead(204);
        res.end();
      } else sendJson(res, 200, messageObject(r, { applicationId: m[1]! }));
    } else if (r.method === 'POST' && (m = /^\/webhooks\/(\d+)\/([^/]+)$/.exec(p))) {
      sendJson(res, 200, messageObject(r, { applicationId: m[1]! }));
    } else if (r.method === 'GET' && p === '/gateway/bot') {
      sendJson(res, 200, {
        url: this.gatewayUrl,
        shards: 1,
        session_start_limit: {
          total: 1000,
          remaining: 999,
          reset_after: 14_400_000,
          max_concurrency: 1,
        },
      });
    } else if (r.method === 'GET' && (m = /^\/channels\/(\d+)$/.exec(p))) {
      const channel = this.channels.get(m[1]!);
      if (channel) sendJson(res, 200, channel);
      else sendJson(res, 404, { message: 'Unknown Channel', code: 10003 });
    } else if (r.method === 'POST' && (m = /^\/channels\/(\d+)\/messages$/.exec(p))) {
      sendJson(res, 200, messageObject(r, { channelId: m[1]! }));
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

function sendJsonTo(
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
  const json =
    body.length > 0 && contentType.includes('json') ? JSON.parse(body.toString('utf8')) : undefined;
  return { ...base, json, multipart: false, files: [] };
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
