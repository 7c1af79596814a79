// Live board messages in PostgreSQL: which platform message shows each game's board (per
// viewer), recorded with a compare-and-set so that two processes posting at once keep one board,
// and the picture it shows swapped atomically so each replaced upload is deleted once. These
// records commit without waiting for the WAL to reach the disk (see the Store port: a crash of
// the server may forget the last ones, and a board is then posted anew), so a move stays one
// flush on the server as it is one fsync on SQLite.

import type { PostgresDatabase } from './postgres-database.ts';
import { StatementBatcher } from './postgres-group-commit.ts';
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
  /** The board messages of several (game, viewer) keys, each with its place in the batch. */
  get: {
    name: 'board-get',
    text: `SELECT k.i, b.* FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS k (game_id, viewer, i)
           JOIN board_messages b ON b.game_id = k.game_id AND b.viewer = k.viewer`,
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
  /** Pictures swapped on several boards (one per key), each row locked in key order first. */
  swapPicture: {
    name: 'board-swap-picture',
    text: `WITH ${noWait}, k AS (
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
               WITH ORDINALITY AS k (game_id, viewer, ref, picture, i)
           ), old AS (
             SELECT b.game_id, b.viewer, b.picture, k.i FROM board_messages b
             JOIN k ON b.game_id = k.game_id AND b.viewer = k.viewer AND b.ref = k.ref
             ORDER BY b.game_id, b.viewer FOR UPDATE OF b
           )
           UPDATE board_messages b SET picture = k.picture
           FROM no_wait, old JOIN k ON k.i = old.i
           WHERE b.game_id = old.game_id AND b.viewer = old.viewer
           RETURNING old.i, old.picture AS previous`,
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

/** A picture swap asked for (BoardStore.swapBoardPicture). */
interface Swap {
  readonly board: BoardKey;
  readonly ref: string;
  readonly picture: string;
}

/** One key per board, for batching. */
const boardId = (board: BoardKey) => JSON.stringify([board.gameId, board.viewer]);

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
  /** Board reads that arrive together, sent as one statement. */
  private readonly reads: StatementBatcher<BoardKey, StoredBoardMessage | undefined>;
  /** Picture swaps that arrive together, sent as one statement (one per board). */
  private readonly swaps: StatementBatcher<Swap, { matched: boolean; previous?: string }>;

  constructor(private readonly db: PostgresDatabase) {
    this.reads = new StatementBatcher((boards) => this.readBoards(boards), { keyOf: boardId });
    this.swaps = new StatementBatcher((swaps) => this.swapPictures(swaps), {
      keyOf: (s) => boardId(s.board),
    });
  }

  boardMessage(board: BoardKey): Promise<StoredBoardMessage | undefined> {
    return this.reads.add(board);
  }

  /** Sends what is queued and waits for it (before the pool closes). */
  async drain(): Promise<void> {
    await Promise.all([this.reads.drain(), this.swaps.drain()]);
  }

  private async readBoards(
    boards: readonly BoardKey[],
  ): Promise<(StoredBoardMessage | undefined)[]> {
    const rows = await this.db.rows<BoardRow & { i: number }>(BOARD_SQL.get, [
      boards.map((b) => b.gameId),
      boards.map((b) => b.viewer),
    ]);
    const found = new Map(rows.map((row) => [Number(row.i), toStored(row)]));
    return boards.map((_, i) => found.get(i + 1));
  }

  private async swapPictures(
    swaps: readonly Swap[],
  ): Promise<{ matched: boolean; previous?: string }[]> {
    const rows = await this.db.rows<{ i: number; previous: string | null }>(BOARD_SQL.swapPicture, [
      swaps.map((s) => s.board.gameId),
      swaps.map((s) => s.board.viewer),
      swaps.map((s) => s.ref),
      swaps.map((s) => s.picture),
    ]);
    const found = new Map(rows.map((row) => [Number(row.i), row.previous]));
    return swaps.map((_, i) => {
      const previous = found.get(i + 1);
      if (previous === undefined) return { matched: false };
      return { matched: true, ...(previous !== null && { previous }) };
    });
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

  swapBoardPicture(
    board: BoardKey,
    ref: string,
    picture: string,
  ): Promise<{ matched: boolean; previous?: string }> {
    return this.swaps.add({ board, ref, picture });
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
