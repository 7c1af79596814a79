// Request bodies as the fake Slack API receives them: Web API form fields (objects arrive
// JSON-encoded), JSON bodies, and the multipart body of an upload.

/* eslint-disable @typescript-eslint/no-explicit-any */

import type { IncomingMessage } from 'node:http';

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Web API arguments: form fields (objects arrive JSON-encoded) or a JSON body. */
export function parseParams(raw: Buffer, contentType: string): any {
  if (contentType.startsWith('application/json')) return JSON.parse(raw.toString() || '{}');
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw.toString())) {
    out[key] = /^[[{]/.test(value) ? safeJson(value) : value;
  }
  return out;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The parts of a multipart/form-data body. */
export function multipartParts(raw: Buffer, contentType: string): { name: string; data: Buffer }[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return [];
  const marker = Buffer.from(`--${boundary.at(1) ?? boundary.at(2)}`);
  const parts: { name: string; data: Buffer }[] = [];
  let start = raw.indexOf(marker);
  while (start >= 0) {
    const next = raw.indexOf(marker, start + marker.length);
    if (next < 0) break;
    const part = raw.subarray(start + marker.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split >= 0) {
      const head = part.subarray(0, split).toString();
      parts.push({ name: /name="([^"]*)"/.exec(head)?.[1] ?? '', data: part.subarray(split + 4) });
    }
    start = next;
  }
  return parts;
}
