// Live board messages in SQLite: which platform message shows each game's board (per viewer),
// recorded with a compare-and-set so that two processes posting at once keep one board.

import type Database from 'better-sqlite3';
import type { BoardKey, ConversationKey, StoredBoardMessage } from './port.ts';

interface BoardRow {
  game_id: string;
  viewer: string;
  ref: string;
  posted_at: number;
  messages_after: number;
  picture: string | null;
}

function toStored(row: BoardRow): StoredBoardMessage {
  return {
    ref: row.ref,
    postedAt: row.posted_at,
    messagesAfter: row.messages_after,
    ...(row.picture !== null && { picture: row.picture }),
  };
}

type BoardMessageInput = { ref: string; postedAt: number; picture?: string };

/** The board-message part of the SQLite store. */
export class SqliteBoards {
  private readonly get: Database.Statement<[string, string], BoardRow>;
  private readonly insert: Database.Statement;
  private readonly replace: Database.Statement;
  private readonly inConversation: Database.Statement<[string, string], BoardRow>;
  private readonly bump: Database.Statement;
  private readonly forgetOthers: Database.Statement;
  private readonly setPicture: Database.Statement;
  private readonly setTx: (
    board: BoardKey,
    conversation: ConversationKey,
    message: BoardMessageInput,
    expectedRef: string | undefined,
  ) => boolean;
  private readonly swapTx: (
    board: BoardKey,
    ref: string,
    picture: string,
  ) => { matched: boolean; previous?: string };

  constructor(db: Database.Database) {
    this.get = db.prepare('SELECT * FROM board_messages WHERE game_id = ? AND viewer = ?');
    this.insert = db.prepare(
      `INSERT INTO board_messages (game_id, viewer, platform, conversation_id, ref, posted_at,
         messages_after, picture) VALUES (?, ?, ?, ?, ?, ?, 0, ?) ON CONFLICT DO NOTHING`,
    );
    this.replace = db.prepare(
      `UPDATE board_messages SET ref = ?, posted_at = ?, messages_after = 0, picture = ?
       WHERE game_id = ? AND viewer = ? AND ref = ?`,
    );
    this.setPicture = db.prepare(
      'UPDATE board_messages SET picture = ? WHERE game_id = ? AND viewer = ? AND ref = ?',
    );
    this.inConversation = db.prepare(
      'SELECT * FROM board_messages WHERE platform = ? AND conversation_id = ? ORDER BY posted_at',
    );
    // Boards far up stop counting: nothing reads more than a few dozen.
    this.bump = db.prepare(
      `UPDATE board_messages SET messages_after = messages_after + 1
       WHERE platform = ? AND conversation_id = ? AND messages_after < 1000`,
    );
    this.forgetOthers = db.prepare(
      `DELETE FROM board_messages
       WHERE platform = ? AND conversation_id = ? AND viewer = ? AND game_id <> ?`,
    );
    const tx = db.transaction(
      (
        board: BoardKey,
        conversation: ConversationKey,
        message: BoardMessageInput,
        expectedRef: string | undefined,
      ) => this.setInside(board, conversation, message, expectedRef),
    );
    this.setTx = (...args) => tx.immediate(...args);
    const swap = db.transaction((board: BoardKey, ref: string, picture: string) => {
      const row = this.get.get(board.gameId, board.viewer);
      if (row?.ref !== ref) return { matched: false };
      this.setPicture.run(picture, board.gameId, board.viewer, ref);
      return { matched: true, ...(row.picture !== null && { previous: row.picture }) };
    });
    this.swapTx = (...args) => swap.immediate(...args);
  }

  swapBoardPicture(
    board: BoardKey,
    ref: string,
    picture: string,
  ): { matched: boolean; previous?: string } {
    return this.swapTx(board, ref, picture);
  }

  boardMessage(board: BoardKey): StoredBoardMessage | undefined {
    const row = this.get.get(board.gameId, board.viewer);
    return row && toStored(row);
  }

  setBoardMessage(
    board: BoardKey,
    conversation: ConversationKey,
    message: BoardMessageInput,
    expectedRef: string | undefined,
  ): boolean {
    return this.setTx(board, conversation, message, expectedRef);
  }

  private setInside(
    board: BoardKey,
    conversation: ConversationKey,
    message: BoardMessageInput,
    expectedRef: string | undefined,
  ): boolean {
    const result =
      expectedRef === undefined
        ? this.insert.run(
            board.gameId,
            board.viewer,
            conversation.platform,
            conversation.conversationId,
            message.ref,
            message.postedAt,
            message.picture ?? null,
          )
        : this.replace.run(
            message.ref,
            message.postedAt,
            message.picture ?? null,
            board.gameId,
            board.viewer,
            expectedRef,
          );
    if (result.changes !== 1) return false;
    this.forgetOthers.run(
      conversation.platform,
      conversation.conversationId,
      board.viewer,
      board.gameId,
    );
    return true;
  }

  conversationBoards(conversation: ConversationKey): (BoardKey & StoredBoardMessage)[] {
    return this.inConversation
      .all(conversation.platform, conversation.conversationId)
      .map((row) => ({ gameId: row.game_id, viewer: row.viewer, ...toStored(row) }));
  }

  noteVisibleMessage(conversation: ConversationKey): void {
    this.bump.run(conversation.platform, conversation.conversationId);
  }
}
