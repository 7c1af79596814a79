// The playground's conversations and users. Two shared channels and a direct message with the
// bot; the direct message is one conversation per user, so each player has a personal game.

import type { Conversation, User } from '../../src/bot/types.ts';
import { HttpError } from './http-util.ts';
import { msg, verbatim } from '../../src/i18n/text.ts';
import { BadNameError, cleanName } from './names.ts';

/** A conversation the page lists. `key` is what the page and URLs use. */
export interface WebChannel {
  readonly key: string;
  readonly label: string;
  readonly kind: Conversation['kind'];
}

/** The channels the playground offers by default. */
export const DEFAULT_CHANNELS: readonly WebChannel[] = [
  { key: 'general', label: 'general', kind: 'channel' },
  { key: 'puzzles', label: 'puzzles', kind: 'channel' },
  { key: 'dm', label: 'Sudoku bot', kind: 'direct' },
];

/** The workspace every playground conversation belongs to (scope of the leaderboard). */
export const WEB_WORKSPACE = 'local';

const DIRECT_PREFIX = 'dm-';

/**
 * The user a request speaks for, from the name typed on the page (cleaned as names.ts says);
 * 400 with what to fix when it is not a usable name.
 */
export function parseUser(raw: unknown): User {
  let name: string;
  try {
    name = cleanName(raw);
  } catch (error) {
    if (error instanceof BadNameError) throw new HttpError(400, 'bad-user', error.text);
    throw error;
  }
  // Everyone may manage channels on a local playground, so schedules can be tried out.
  return { id: name.toLowerCase(), name, canManage: true };
}

/** Looks up channels by key and maps them to conversations and back. */
export class ChannelDirectory {
  private readonly byKey: ReadonlyMap<string, WebChannel>;

  constructor(readonly channels: readonly WebChannel[] = DEFAULT_CHANNELS) {
    this.byKey = new Map(channels.map((c) => [c.key, c]));
  }

  /** The channel with `key`; 404 when there is none. */
  channel(key: string): WebChannel {
    const channel = this.byKey.get(key);
    if (!channel) {
      throw new HttpError(404, 'no-channel', msg('http.no-channel', { key: verbatim(key) }));
    }
    return channel;
  }

  /** The conversation `user` is in when they write in `channel`. */
  conversation(channel: WebChannel, user: User): Conversation {
    const id = channel.kind === 'direct' ? `${DIRECT_PREFIX}${user.id}` : channel.key;
    return { platform: 'web', id, kind: channel.kind, workspace: WEB_WORKSPACE };
  }

  /**
   * Where a conversation shows on the page: its channel key, and the one user who may see it
   * when it is a direct message. Undefined for a conversation this playground never offered.
   */
  locate(conversation: Conversation): { key: string; owner?: string } | undefined {
    if (conversation.kind === 'direct' && conversation.id.startsWith(DIRECT_PREFIX)) {
      const direct = this.channels.find((c) => c.kind === 'direct');
      if (!direct) return undefined;
      return { key: direct.key, owner: conversation.id.slice(DIRECT_PREFIX.length) };
    }
    const channel = this.byKey.get(conversation.id);
    return channel && channel.kind === 'channel' ? { key: channel.key } : undefined;
  }
}
