// Who asked and where: the core's Conversation and Attachment for Slack payloads. Files shared
// with the bot are downloaded lazily with the bot token, and only from Slack's file host: the
// token must never travel to a URL that someone else controls.

import type { Attachment, Conversation } from '../../src/bot/types.ts';
import { readLimitedBody } from '../shared/limited-body.ts';

/** Hosts that may receive the bot token when a file is downloaded. */
export const SLACK_FILE_HOSTS: readonly string[] = ['files.slack.com'];
/** Largest file the adapter downloads, whatever the payload says (the core's own limit is lower). */
export const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;
/** How long one download may take. */
export const DOWNLOAD_TIMEOUT_MS = 15_000;
/** Most files of one message handed to the core. */
export const MAX_FILES_PER_MESSAGE = 4;

/** Direct-message channels have ids starting with D; everything else is a shared conversation. */
export function isDirectChannel(channelId: string): boolean {
  return channelId.startsWith('D');
}

/** The conversation of a channel in a workspace (team). */
export function conversationOf(channelId: string, teamId: string | undefined): Conversation {
  return {
    platform: 'slack',
    id: channelId,
    kind: isDirectChannel(channelId) ? 'direct' : 'channel',
    workspace: teamId ?? 'slack',
  };
}

/** A file as Slack describes it in message events. */
export interface SlackFile {
  readonly id?: string;
  readonly name?: string;
  readonly title?: string;
  readonly mimetype?: string;
  readonly size?: number;
  readonly mode?: string;
  readonly url_private?: string;
  readonly url_private_download?: string;
}

export function isImageFile(file: SlackFile): boolean {
  return (file.mimetype ?? '').startsWith('image/');
}

/** Where the token may be sent: https on an allowed host, or any listed origin (tests). */
export function mayReceiveToken(url: string, allowed: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return allowed.some((entry) =>
    entry.includes('://')
      ? parsed.origin === new URL(entry).origin
      : parsed.protocol === 'https:' && parsed.hostname === entry,
  );
}

/** Downloads a private Slack file with the bot token, refusing more than `maxBytes`. */
export async function downloadPrivate(
  url: string,
  token: string,
  allowed: readonly string[],
  maxBytes = MAX_DOWNLOAD_BYTES,
): Promise<Buffer> {
  if (!mayReceiveToken(url, allowed)) {
    throw new Error(`refusing to send the bot token to ${new URL(url).host}`);
  }
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
  });
  if (!response.ok || !response.body) {
    throw new Error(`the file could not be downloaded (HTTP ${response.status})`);
  }
  // Without a valid token Slack answers with its sign-in page instead of the file.
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    await response.body.cancel();
    throw new Error('Slack sent a web page instead of the file (is files:read granted?)');
  }
  return readLimitedBody(response, maxBytes);
}

/** The core's lazy attachments for the files of a message (images first, a few at most). */
export function attachmentsOf(
  files: readonly SlackFile[] | undefined,
  token: string,
  allowed: readonly string[],
): Attachment[] {
  const usable = (files ?? []).filter(
    (f) => f.mode !== 'tombstone' && (f.url_private_download ?? f.url_private),
  );
  usable.sort((a, b) => Number(isImageFile(b)) - Number(isImageFile(a)));
  return usable.slice(0, MAX_FILES_PER_MESSAGE).map((file) => {
    const url = (file.url_private_download ?? file.url_private)!;
    return {
      name: file.name ?? file.title ?? file.id ?? 'file',
      ...(file.mimetype && { contentType: file.mimetype }),
      ...(typeof file.size === 'number' && { size: file.size }),
      fetch: () => downloadPrivate(url, token, allowed),
    };
  });
}
