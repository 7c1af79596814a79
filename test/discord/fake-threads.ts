// Threads for the fake Discord API (added through its extraRoutes): a public thread started on a
// message (POST /channels/:channel/messages/:message/threads; its id is the message's, and a
// second start answers 160004), messages posted into it (the fake's own channel route, with the
// thread's id as channel), and what moderators and permissions do to it: creation refused
// (50013), the thread archived and locked (50083 on a post; PATCH archived: false reopens it
// when the bot may, else 50013), the thread deleted (10003).

import type { ServerResponse } from 'node:http';
import { sendJsonTo, type FakeDiscord, type RecordedRequest } from './fake-discord.ts';

/** A thread as the fake keeps it. */
export interface FakeThread {
  readonly id: string;
  readonly parentId: string;
  readonly name: string;
  readonly autoArchiveMinutes: number;
  archived: boolean;
  locked: boolean;
  deleted: boolean;
}

const MISSING_PERMISSIONS = { status: 403, body: { message: 'Missing Permissions', code: 50013 } };

/** The thread routes of one fake API. */
export class FakeThreads {
  readonly threads = new Map<string, FakeThread>();
  /** When set, starting a thread is refused so (e.g. no Create Public Threads permission). */
  refuseCreate: { status: number; body: { message: string; code: number } } | undefined;
  /** The bot may reopen a thread that moderators archived and locked (Manage Threads). */
  mayReopen = true;

  /** Serves the routes on `api` now, or later by serve() (an API started in a beforeAll). */
  constructor(api?: FakeDiscord) {
    if (api) this.serve(api);
  }

  /** Adds the thread routes to `api`. */
  serve(api: FakeDiscord): void {
    api.extraRoutes.push((r, res) => this.route(r, res));
  }

  /** Refuses thread creation as Discord does when the bot lacks the permission. */
  refuseCreation(): void {
    this.refuseCreate = MISSING_PERMISSIONS;
  }

  /** The thread started on `messageId`, if any. */
  on(messageId: string): FakeThread | undefined {
    return this.threads.get(messageId);
  }

  private route(r: RecordedRequest, res: ServerResponse): boolean {
    let m: RegExpExecArray | null;
    if (r.method === 'POST' && (m = /^\/channels\/(\d+)\/messages\/(\d+)\/threads$/.exec(r.path))) {
      if (this.refuseCreate) {
        sendJsonTo(res, this.refuseCreate.status, this.refuseCreate.body);
      } else if (this.threads.has(m[2]!)) {
        sendJsonTo(res, 400, {
          message: 'A thread has already been created for this message',
          code: 160004,
        });
      } else {
        const json = r.json as { name: string; auto_archive_duration: number };
        const thread: FakeThread = {
          id: m[2]!,
          parentId: m[1]!,
          name: json.name,
          autoArchiveMinutes: json.auto_archive_duration,
          archived: false,
          locked: false,
          deleted: false,
        };
        this.threads.set(thread.id, thread);
        sendJsonTo(res, 201, channelObject(thread));
      }
      return true;
    }
    m = /^\/channels\/(\d+)(\/messages)?$/.exec(r.path);
    const thread = m ? this.threads.get(m[1]!) : undefined;
    if (!thread || !m) return false;
    if (thread.deleted) {
      sendJsonTo(res, 404, { message: 'Unknown Channel', code: 10003 });
      return true;
    }
    if (m[2] && r.method === 'POST') {
      if (thread.archived && thread.locked) {
        sendJsonTo(res, 400, { message: 'Thread is archived', code: 50083 });
        return true;
      }
      // A post into a thread archived (not locked) reopens it; the fake's route stores it.
      thread.archived = false;
      return false;
    }
    if (!m[2] && r.method === 'PATCH') {
      if (!this.mayReopen) sendJsonTo(res, MISSING_PERMISSIONS.status, MISSING_PERMISSIONS.body);
      else {
        thread.archived = Boolean((r.json as { archived?: boolean }).archived);
        if (!thread.archived) thread.locked = false;
        sendJsonTo(res, 200, channelObject(thread));
      }
      return true;
    }
    if (!m[2] && r.method === 'DELETE') {
      thread.deleted = true;
      sendJsonTo(res, 200, channelObject(thread));
      return true;
    }
    return false;
  }
}

/** A thread channel shaped like Discord's. */
function channelObject(thread: FakeThread): object {
  return {
    id: thread.id,
    type: 11,
    parent_id: thread.parentId,
    name: thread.name,
    thread_metadata: {
      archived: thread.archived,
      locked: thread.locked,
      auto_archive_duration: thread.autoArchiveMinutes,
      archive_timestamp: new Date().toISOString(),
    },
  };
}
