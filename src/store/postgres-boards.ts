// Live board messages in PostgreSQL: which platform message shows each game's board (per
// viewer), recorded with a compare-and-set so that two processes posting at once keep one board,
// and the picture it shows swapped atomically so each replaced upload is deleted once. These
// records commit without waiting for the WAL to reach the disk (see the Store port: a crash of
// the server may forget the last ones, and a board is then posted anew), so a move stays one
// flush on the server as it is one fsync on SQLite.

import type { PostgresDatabase } from './postgres-database.ts';
import type { Statement } from './postgres-statements.ts';
import type { BoardKey, ConversationKey, StoredBoardMessage } from './port.ts';

interface BoardRow {
  game_id: string;
  viewer: string;
  ref: string;
  posted_at: string;
  messages_after: number;
  picture: string | null;
}

/** The boards of other games for the same viewer there, once `written` holds a row. */
const forgetOthers = `forgot AS (
             DELETE FROM board_messages
             WHERE platform = $3 AND conversation_id = $4 AND viewer = $2 AND game_id <> $1
               AND EXISTS (SELECT 1 FROM written)
           )`;

/**
 * A one-row CTE to join: this statement's transaction commits asynchronously
 * (synchronous_commit=off for it alone; the session keeps its setting).
 */
const noWait = "no_wait AS (SELECT set_config('synchronous_commit', 'off', true))";

const BOARD_SQL = {
  get: {
    name: 'board-get',
    text: 'SELECT * FROM board_messages WHERE game_id = $1 AND viewer = $2',
  },
  /** The first board message of a game and viewer ($1-$7), and the others' forgotten. */
  insert: {
    name: 'board-insert',
    text: `WITH ${noWait}, written AS (
             INSERT INTO board_messages (game_id, viewer, platform, conversation_id, ref,
               posted_at, messages_after, picture)
             SELECT $1, $2, $3, $4, $5, $6, 0, $7 FROM no_wait
             ON CONFLICT DO NOTHING RETURNING game_id
           ), ${forgetOthers}
           SELECT count(*)::int AS n FROM written`,
  },
  /** A board message replacing the stored one ($8: its ref), and the others' forgotten. */
  replace: {
    name: 'board-replace',
    text: `WITH ${noWait}, written AS (
             UPDATE board_messages SET ref = $5, posted_at = $6, messages_after = 0, picture = $7
             FROM no_wait WHERE game_id = $1 AND viewer = $2 AND ref = $8 RETURNING game_id
           ), ${forgetOthers}
           SELECT count(*)::int AS n FROM written`,
  },
  swapPicture: {
    name: 'board-swap-picture',
    text: `WITH ${noWait}
           UPDATE board_messages b SET picture = $4
           FROM no_wait, (SELECT picture FROM board_messages
                 WHERE game_id = $1 AND viewer = $2 AND ref = $3 FOR UPDATE) old
           WHERE b.game_id = $1 AND b.viewer = $2 AND b.ref = $3
           RETURNING old.picture AS previous`,
  },
  inConversation: {
    name: 'board-in-conversation',
    text: `SELECT * FROM board_messages WHERE platform = $1 AND conversation_id = $2
           ORDER BY posted_at`,
  },
  bump: {
    name: 'board-bump',
    text: `WITH ${noWait}
           UPDATE board_messages SET messages_after = messages_after + 1 FROM no_wait
           WHERE platform = $1 AND conversation_id = $2 AND messages_after < 1000`,
  },
} satisfies Record<string, Statement>;

function toStored(row: BoardRow): StoredBoardMessage {
  return {
    ref: row.ref,
    postedAt: Number(row.posted_at),
    messagesAfter: row.messages_after,
    ...(row.picture !== null && { picture: row.picture }),
  };
}

/** The board-message part of the PostgreSQL store. */
export class PostgresBoards {
  constructor(private readonly db: PostgresDatabase) {}

  async boardMessage(board: BoardKey): Promise<StoredBoardMessage | undefined> {
    const row = await this.db.one<BoardRow>(BOARD_SQL.get, [board.gameId, board.viewer]);
    return row && toStored(row);
  }

  async setBoardMessage(
    board: BoardKey,
    conversation: ConversationKey,
    message: { ref: string; postedAt: number; picture?: string },
    expectedRef: string | undefined,
  ): Promise<boolean> {
    // One statement (no BEGIN/COMMIT round trips): written only from the expected message.
    const values = [
      board.gameId,
      board.viewer,
      conversation.platform,
      conversation.conversationId,
      message.ref,
      message.postedAt,
      message.picture ?? null,
    ];
    const [row] =
      expectedRef === undefined
        ? await this.db.rows<{ n: number }>(BOARD_SQL.insert, values)
        : await this.db.rows<{ n: number }>(BOARD_SQL.replace, [...values, expectedRef]);
    return row!.n === 1;
  }

  async swapBoardPicture(
    board: BoardKey,
    ref: string,
    picture: string,
  ): Promise<{ matched: boolean; previous?: string }> {
    const row = await this.db.one<{ previous: string | null }>(BOARD_SQL.swapPicture, [
      board.gameId,
      board.viewer,
      ref,
      picture,
    ]);
    if (!row) return { matched: false };
    return { matched: true, ...(row.previous !== null && { previous: row.previous }) };
  }

  async conversationBoards(c: ConversationKey): Promise<(BoardKey & StoredBoardMessage)[]> {
    const rows = await this.db.rows<BoardRow>(BOARD_SQL.inConversation, [
      c.platform,
      c.conversationId,
    ]);
    return rows.map((row) => ({ gameId: row.game_id, viewer: row.viewer, ...toStored(row) }));
  }

  async noteVisibleMessage(c: ConversationKey): Promise<void> {
    await this.db.changes(BOARD_SQL.bump, [c.platform, c.conversationId]);
  }
}
