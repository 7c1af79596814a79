// Small HTTP helpers for the playground server: bounded body reading, JSON answers and an error
// type that carries the status and the message a user should see.

import type { IncomingMessage, ServerResponse } from 'node:http';

/** A failure a request caused: answered with `status` and `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
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
export function readBody(req: IncomingMessage, limit: number, what: string): Promise<Buffer> {
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
    req.on('error', (error) =>
      reject(new HttpError(400, 'aborted', `The upload failed: ${error.message}`)),
    );
  });
}

function tooLarge(limit: number, what: string): HttpError {
  return new HttpError(
    413,
    'too-large',
    `That ${what} is too large: the limit is ${formatBytes(limit)}.`,
  );
}

/** "8 MB", "16 KB": a byte count for messages people read. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

/** Parses a JSON request body no larger than `limit`; 400 with a message when it is not JSON. */
export async function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type))
    throw new HttpError(415, 'unsupported-type', 'Send the request body as application/json.');
  const body = await readBody(req, limit, 'request');
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'bad-json', 'The request body is not valid JSON.');
  }
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

/** Sends the `{ error: { code, message } }` answer of an HttpError. */
export function sendError(res: ServerResponse, error: HttpError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // After a refused upload the rest of the body may still be arriving: close the connection.
  if (error.status === 413) res.setHeader('connection', 'close');
  sendJson(res, error.status, { error: { code: error.code, message: error.message } });
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
