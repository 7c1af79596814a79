// Pictures of private replies in a channel (a hint, a photo reading, a solution shown to one
// person). Each is a file in the workspace (files.uploadV2); nothing else would ever delete it,
// and an ephemeral message is gone for its reader after a reload anyway (a DM's messages stay,
// and so do their pictures). So each upload is recorded in the store
// (it outlives a restart, and any process may sweep it), deleted at once when its message is
// replaced in place (*Show solution* over a reading, *More* over a hint), and swept once a day
// old. Live boards are not recorded here: their one picture is swapped with each edit.

import type { webApi } from '@slack/bolt';
import type { Logger } from '../../src/bot/ports.ts';
import type { Store } from '../../src/store/port.ts';
import { errorFields, slackErrorCode } from './log-fields.ts';

/** The part of the store that keeps the record of uploads. */
export type UploadRecord = Pick<Store, 'recordUpload' | 'uploadsBefore' | 'forgetUploads'>;

/** How old a private reply's picture gets before the sweep deletes it. */
export const PRIVATE_PICTURE_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the sweep runs. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Files deleted per store read (a sweep reads until none is left or one round fails). */
const SWEEP_BATCH = 100;
/** Most files one sweep deletes (the rest wait for the next sweep: Slack rate-limits deletes). */
const SWEEP_MAX = 2000;
/**
 * Slack's answers after which no retry can help: the file is gone already, or the workspace's
 * token no longer works (the app was removed there). Such records are forgotten.
 */
const GONE = new Set([
  'file_not_found',
  'file_deleted',
  'cant_delete_file',
  'invalid_auth',
  'account_inactive',
  'token_revoked',
  'not_authed',
]);

export interface ReplyFilesDeps {
  readonly store: UploadRecord;
  /** The client of a workspace (its own token with many workspaces). */
  readonly clientFor: (workspace: string) => Promise<webApi.WebClient>;
  readonly logger: Logger;
  /** Milliseconds since the epoch (tests move it). */
  readonly now: () => number;
}

/** What one sweep did. */
export interface SweepOutcome {
  readonly deleted: number;
  /** Files whose delete failed: kept in the record for the next sweep. */
  readonly failed: number;
}

/** The record of private replies' pictures, and the deletes that keep the workspace clean. */
export class ReplyFiles {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<SweepOutcome> | undefined;

  constructor(private readonly deps: ReplyFilesDeps) {}

  /** Records a private reply's picture (a failure is logged: the picture still goes out). */
  async record(workspace: string, fileId: string): Promise<void> {
    try {
      await this.deps.store.recordUpload({
        platform: 'slack',
        workspace,
        fileId,
        uploadedAt: this.deps.now(),
      });
    } catch (error) {
      this.deps.logger.warn('slack private picture not recorded', {
        ...errorFields(error),
        file: fileId,
      });
    }
  }

  /** Deletes the picture of a private message that was just replaced, and forgets it. */
  async replaced(client: webApi.WebClient, fileId: string): Promise<void> {
    if (await this.delete(client, fileId)) await this.forget([fileId]);
  }

  /** Deletes every recorded picture over a day old (one sweep at a time in this process). */
  sweep(): Promise<SweepOutcome> {
    this.sweeping ??= this.sweepOnce().finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  /** Sweeps now and then every SWEEP_INTERVAL_MS until stop(). */
  start(): void {
    if (this.timer) return;
    const run = () =>
      void this.sweep().catch((error: unknown) =>
        this.deps.logger.warn('slack picture sweep failed', errorFields(error)),
      );
    this.timer = setInterval(run, SWEEP_INTERVAL_MS);
    this.timer.unref();
    run();
  }

  /** Stops the timer and waits for a sweep in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping?.catch(() => undefined);
  }

  private async sweepOnce(): Promise<SweepOutcome> {
    const before = this.deps.now() - PRIVATE_PICTURE_TTL_MS;
    let deleted = 0;
    let failed = 0;
    while (deleted + failed < SWEEP_MAX) {
      const due = await this.deps.store.uploadsBefore('slack', before, SWEEP_BATCH);
      if (due.length === 0) break;
      const done: string[] = [];
      for (const upload of due) {
        // No installation for the workspace any more: nothing can delete its files.
        const client = await this.deps.clientFor(upload.workspace).catch(() => undefined);
        if (!client || (await this.delete(client, upload.fileId))) done.push(upload.fileId);
      }
      await this.forget(done);
      deleted += done.length;
      failed += due.length - done.length;
      // A round where a delete failed stops here: those stay recorded for the next sweep.
      if (done.length < due.length) break;
    }
    if (deleted + failed > 0) {
      this.deps.logger.info('slack private pictures swept', { deleted, failed });
    }
    return { deleted, failed };
  }

  /** files.delete; true when the file is gone (deleted now or before). */
  private async delete(client: webApi.WebClient, fileId: string): Promise<boolean> {
    try {
      await client.files.delete({ file: fileId });
      return true;
    } catch (error) {
      const code = slackErrorCode(error);
      if (code && GONE.has(code)) return true;
      this.deps.logger.warn('slack private picture not deleted', {
        ...errorFields(error),
        file: fileId,
      });
      return false;
    }
  }

  private async forget(fileIds: readonly string[]): Promise<void> {
    if (fileIds.length === 0) return;
    try {
      await this.deps.store.forgetUploads('slack', fileIds);
    } catch (error) {
      this.deps.logger.warn('slack deleted pictures not forgotten', errorFields(error));
    }
  }
}
