// Pictures uploaded for private replies, in PostgreSQL: one row per file until it is deleted.

import type { PostgresDatabase } from './postgres-database.ts';
import type { StoredUpload } from './port.ts';

const UPLOADS_SQL = {
  put: {
    name: 'uploads-put',
    text: `INSERT INTO reply_uploads (platform, file_id, workspace, uploaded_at)
           VALUES ($1, $2, $3, $4) ON CONFLICT (platform, file_id) DO NOTHING`,
  },
  before: {
    name: 'uploads-before',
    text: `SELECT platform, file_id, workspace, uploaded_at FROM reply_uploads
           WHERE platform = $1 AND uploaded_at < $2 ORDER BY uploaded_at, file_id LIMIT $3`,
  },
  forget: {
    name: 'uploads-forget',
    text: 'DELETE FROM reply_uploads WHERE platform = $1 AND file_id = ANY($2::text[])',
  },
} as const;

/** The recorded-uploads part of the PostgreSQL store. */
export class PostgresUploads {
  constructor(private readonly db: PostgresDatabase) {}

  async recordUpload(u: StoredUpload): Promise<void> {
    await this.db.changes(UPLOADS_SQL.put, [u.platform, u.fileId, u.workspace, u.uploadedAt]);
  }

  async uploadsBefore(platform: string, before: number, limit: number): Promise<StoredUpload[]> {
    const rows = await this.db.rows<{
      platform: string;
      file_id: string;
      workspace: string;
      uploaded_at: string;
    }>(UPLOADS_SQL.before, [platform, before, limit]);
    return rows.map((r) => ({
      platform: r.platform,
      fileId: r.file_id,
      workspace: r.workspace,
      uploadedAt: Number(r.uploaded_at),
    }));
  }

  async forgetUploads(platform: string, fileIds: readonly string[]): Promise<void> {
    if (fileIds.length === 0) return;
    await this.db.changes(UPLOADS_SQL.forget, [platform, [...fileIds]]);
  }
}
