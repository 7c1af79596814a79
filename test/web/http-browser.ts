// One browser against the playground over real HTTP (node:http, so a test can pick the local
// address it connects from, or what a proxy in front would add as X-Forwarded-For): keeps its
// cookies by name and path, as a browser would, and reads JSON answers.

import { request, type IncomingHttpHeaders } from 'node:http';

/** Every request of a test gives up after this long (a safety net, not a measurement). */
const REQUEST_DEADLINE_MS = 15_000;

export interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

export interface BrowserOptions {
  /** Local address to connect from (any of 127.0.0.0/8 works on Linux). */
  readonly localAddress?: string;
  /** Sent as X-Forwarded-For, as a proxy in front of the playground would. */
  readonly forwardedFor?: string;
}

/** A browser: cookies kept between requests; optionally from its own address. */
export class HttpBrowser {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  constructor(
    private readonly base: string,
    private readonly options: BrowserOptions = {},
  ) {}

  /** The cookies the browser holds, by name. */
  get cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  /** A copy of this browser's cookies in another browser (as if someone copied them). */
  copyCookiesTo(other: HttpBrowser, only?: (name: string) => boolean): void {
    for (const [name, cookie] of this.cookies) {
      if (!only || only(name)) other.cookies.set(name, { ...cookie });
    }
  }

  /** Sends a request; `body` goes as JSON. */
  call(method: string, path: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const cookie = [...this.cookies]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const url = new URL(path, this.base);
    return new Promise<Answer>((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
          ...(this.options.localAddress ? { localAddress: this.options.localAddress } : {}),
          headers: {
            ...(payload && { 'content-type': 'application/json' }),
            ...(cookie && { cookie }),
            ...(this.options.forwardedFor && { 'x-forwarded-for': this.options.forwardedFor }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) this.keep(line);
            const text = Buffer.concat(chunks).toString('utf8');
            const json = /json/.test(res.headers['content-type'] ?? '');
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: json ? (JSON.parse(text) as unknown) : text,
            });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  signIn(name: string, password: string): Promise<Answer> {
    return this.call('POST', '/api/session', { name, password });
  }

  signOut(): Promise<Answer> {
    return this.call('DELETE', '/api/session');
  }

  /** Posts a command, naming a user in the body the way the loopback page does. */
  send(channel: string, text: string, typedUser = 'Mallory'): Promise<Answer> {
    return this.call('POST', `/api/channels/${channel}/messages`, { user: typedUser, text });
  }

  private keep(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const [name = '', value = ''] = pair.split('=', 2);
    const path = attributes.find((a) => a.startsWith('Path='))?.slice('Path='.length) ?? '/';
    const expired = attributes.includes('Max-Age=0') || value === '';
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, { value, path });
  }
}

/** The `error.code` of an answer. */
export function codeOf(answer: Answer): string | undefined {
  return (answer.body as { error?: { code?: string } }).error?.code;
}

/** The `error.message` of an answer. */
export function messageOf(answer: Answer): string | undefined {
  return (answer.body as { error?: { message?: string } }).error?.message;
}
