// Small HTTP helpers for the playground server: bounded body reading, JSON answers and an error
// type that carries the status, a stable code for the page's script and the words a user should
// see, said in the reader's language when the error is answered.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { msg, renderText, verbatim, type Text } from '../../src/i18n/text.ts';

/**
 * A failure a request caused: answered with `status` and `{ error: { code, message } }`, the
 * message being `text` in the reader's language; `message` is its English (logs, tests).
 */
export class HttpError extends Error {
  /** The reader's language when the code that threw knows it better than the request does. */
  locale?: Locale;

  constructor(
    readonly status: number,
    readonly code: string,
    readonly text: Text,
  ) {
    super(renderText(text, DEFAULT_LOCALE));
    this.name = 'HttpError';
  }
}

/** Headers every answer carries: no sniffing, no framing, only our own scripts and images. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy':
    "default-src 'self'; img-src 'self' blob: data:; style-src 'self'; script-src 'self'; " +
    "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

/**
 * Reads the whole request body, refusing with 413 once it exceeds `limit` bytes (checked on the
 * declared Content-Length first, then on the bytes that actually arrive). An oversized body is
 * drained (up to a hard cap) rather than cut off, so the client reliably reads the 413.
 */
export function readBody(
  req: IncomingMessage,
  limit: number,
  what: 'photo' | 'request',
): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  const drainCap = limit * 4;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = Number.isFinite(declared) && declared > limit;
    if (overflow && declared > drainCap) {
      reject(tooLarge(limit, what));
      return;
    }
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) overflow = true;
      if (overflow) {
        chunks.length = 0;
        if (size > drainCap) {
          req.removeAllListeners('data');
          req.pause();
          reject(tooLarge(limit, what));
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (overflow) reject(tooLarge(limit, what));
      else resolve(Buffer.concat(chunks, size));
    });
    req.on('error', () => reject(new HttpError(400, 'aborted', msg('http.aborted'))));
  });
}

function tooLarge(limit: number, what: 'photo' | 'request'): HttpError {
  return new HttpError(413, 'too-large', msg('http.too-large', { what, limit: sizeText(limit) }));
}

/** A byte count said in the reader's language ("8 MB", "16 Ko"), rounded as formatBytes does. */
export function sizeText(bytes: number): Text {
  const round = (n: number) => Math.round(n * 10) / 10;
  if (bytes >= 1024 * 1024) return msg('size.mb', { n: round(bytes / (1024 * 1024)) });
  if (bytes >= 1024) return msg('size.kb', { n: round(bytes / 1024) });
  return msg('size.bytes', { n: bytes });
}

/** "8 MB", "16 KB": a byte count for the page's settings (`/api/config`). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

/** Parses a JSON request body no larger than `limit`; 400 with a message when it is not JSON. */
export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type))
    throw new HttpError(415, 'unsupported-type', msg('http.not-json'));
  const body = await readBody(req, limit, 'request');
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'bad-json', msg('http.bad-json'));
  }
}

/** "Send `{...}`.": the shape a request body should have, as code. */
export function sendShape(shape: string): Text {
  return msg('http.send-shape', { shape: verbatim(`\`${shape}\``) });
}

/** Sends `value` as JSON with `status`. */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

/** Sends the `{ error: { code, message } }` answer of an HttpError, said in `locale`. */
export function sendError(
  res: ServerResponse,
  error: HttpError,
  locale: Locale = DEFAULT_LOCALE,
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // After a refused upload the rest of the body may still be arriving: close the connection.
  if (error.status === 413) res.setHeader('connection', 'close');
  const message = renderText(error.text, error.locale ?? locale);
  sendJson(res, error.status, { error: { code: error.code, message } });
}

/** Sends bytes with a content type. */
export function sendBytes(
  res: ServerResponse,
  contentType: string,
  bytes: Buffer,
  cacheControl: string,
): void {
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': contentType,
    'content-length': bytes.length,
    'cache-control': cacheControl,
  });
  res.end(bytes);
}

/** The value of the cookie `name` a request carries, if any. */
export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === name && value) return value;
  }
  return undefined;
}
