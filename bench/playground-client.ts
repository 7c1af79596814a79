// A player of the web playground over HTTP, as its page is: commands and photos posted to a
// channel, the live-update stream (server-sent events) read for what the player sees. The page's
// colour scheme cookie is sent, so the bot draws one picture per board, in that scheme.

import { openStream, type SseReader } from '../test/web/sse-reader.ts';

/** A message as the playground sends it (the fields the benchmark reads). */
export interface PageMessage {
  readonly id: string;
  readonly text: string;
  readonly author: { readonly bot: boolean };
  readonly isBoard?: boolean;
  readonly retired?: boolean;
  readonly image?: { readonly url: string; readonly alt?: string };
}

const SCHEME = 'sudoku-scheme=light';

/** Posts `text` as `user` in `channel`; the messages the command produced (answered at once). */
export async function postCommand(
  url: string,
  channel: string,
  user: string,
  text: string,
  deadlineMs: number,
): Promise<PageMessage[]> {
  const res = await fetch(`${url}/api/channels/${channel}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: SCHEME },
    body: JSON.stringify({ user, text }),
    signal: AbortSignal.timeout(deadlineMs),
  });
  const body = (await res.json()) as { messages?: PageMessage[]; message?: string };
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${body.message ?? ''}`);
  return body.messages ?? [];
}

/** Uploads a photo as `user` in `channel`; the messages it produced, the answer last. */
export async function postPhoto(
  url: string,
  channel: string,
  user: string,
  photo: Buffer,
  deadlineMs: number,
): Promise<PageMessage[]> {
  const jpeg = photo[0] === 0xff && photo[1] === 0xd8;
  const res = await fetch(`${url}/api/channels/${channel}/photos?user=${user}&name=burst`, {
    method: 'POST',
    headers: { 'content-type': jpeg ? 'image/jpeg' : 'image/png', cookie: SCHEME },
    body: new Uint8Array(photo),
    signal: AbortSignal.timeout(deadlineMs),
  });
  const body = (await res.json()) as { messages?: PageMessage[]; message?: string };
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${body.message ?? ''}`);
  return body.messages ?? [];
}

/** A player's live-update stream. */
export async function openPlayerStream(url: string, user: string): Promise<SseReader> {
  const { status, reader } = await openStream(`${url}/api/events?user=${user}`, {
    cookie: SCHEME,
  });
  if (status !== 200) {
    reader.close();
    throw new Error(`live-update stream of ${user}: HTTP ${status}`);
  }
  return reader;
}

/**
 * The next live board the stream delivers whose picture is not `shownUrl` (an edit of the board
 * or the board posted anew; a board without a picture counts too), by `deadlineAt` (epoch ms).
 */
export async function nextBoard(
  reader: SseReader,
  shownUrl: string | undefined,
  deadlineAt: number,
): Promise<PageMessage> {
  const isNew = (m: PageMessage) => Boolean(m.isBoard) && !m.retired && m.image?.url !== shownUrl;
  for (;;) {
    try {
      return (await reader.next('message', isNew)) as PageMessage;
    } catch (error) {
      // The reader gives up on its own after 15 s; keep waiting until this deadline.
      if (Date.now() >= deadlineAt || /ended/.test((error as Error).message)) throw error;
    }
  }
}
