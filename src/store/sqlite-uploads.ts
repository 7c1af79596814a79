// Pictures uploaded for private replies, in SQLite: one row per file until it is deleted.

import type Database from 'better-sqlite3';
import type { StoredUpload } from './port.ts';

interface UploadRow {
  platform: string;
  file_id: string;
  workspace: string;
  uploaded_at: number;
}

/** The recorded-uploads part of the SQLite store. */
export class SqliteUploads {
  private readonly put: Database.Statement<[string, string, string, number]>;
  private readonly before: Database.Statement<[string, number, number], UploadRow>;
  private readonly forget: Database.Statement<[string, string]>;

  constructor(private readonly db: Database.Database) {
    this.put = db.prepare(
      `INSERT INTO reply_uploads (platform, file_id, workspace, uploaded_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (platform, file_id) DO NOTHING`,
    );
    this.before = db.prepare(
      `SELECT platform, file_id, workspace, uploaded_at FROM reply_uploads
       WHERE platform = ? AND uploaded_at < ? ORDER BY uploaded_at, file_id LIMIT ?`,
    );
    this.forget = db.prepare('DELETE FROM reply_uploads WHERE platform = ? AND file_id = ?');
  }

  recordUpload(u: StoredUpload): void {
    this.put.run(u.platform, u.fileId, u.workspace, u.uploadedAt);
  }

  uploadsBefore(platform: string, before: number, limit: number): StoredUpload[] {
    return this.before.all(platform, before, limit).map((r) => ({
      platform: r.platform,
      fileId: r.file_id,
      workspace: r.workspace,
      uploadedAt: r.uploaded_at,
    }));
  }

  forgetUploads(platform: string, fileIds: readonly string[]): void {
    this.db.transaction(() => {
      for (const id of fileIds) this.forget.run(platform, id);
    })();
  }
}
