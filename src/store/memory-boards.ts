// The live board messages of the in-memory Store: one per game and viewer, the newest per
// conversation and viewer, with the count of messages posted under it.

import type { BoardKey, ConversationKey, StoredBoardMessage } from './port.ts';

interface MemoryBoard {
  readonly gameId: string;
  readonly viewer: string;
  readonly conversation: string;
  readonly ref: string;
  readonly postedAt: number;
  messagesAfter: number;
  picture?: string;
}

const key = (c: ConversationKey) => `${c.platform}\u0000${c.conversationId}`;

/** The board-message part of the in-memory Store. */
export class MemoryBoards {
  private readonly boards = new Map<string, MemoryBoard>();

  boardMessage(board: BoardKey): StoredBoardMessage | undefined {
    const found = this.boards.get(`${board.gameId}\u0000${board.viewer}`);
    return (
      found && {
        ref: found.ref,
        postedAt: found.postedAt,
        messagesAfter: found.messagesAfter,
        ...(found.picture !== undefined && { picture: found.picture }),
      }
    );
  }

  setBoardMessage(
    board: BoardKey,
    conversation: ConversationKey,
    message: { ref: string; postedAt: number; picture?: string },
    expectedRef: string | undefined,
  ): boolean {
    const id = `${board.gameId}\u0000${board.viewer}`;
    if (this.boards.get(id)?.ref !== expectedRef) return false;
    for (const [other, b] of this.boards) {
      if (b.conversation === key(conversation) && b.viewer === board.viewer && other !== id)
        this.boards.delete(other);
    }
    this.boards.set(id, {
      gameId: board.gameId,
      viewer: board.viewer,
      conversation: key(conversation),
      ref: message.ref,
      postedAt: message.postedAt,
      messagesAfter: 0,
      ...(message.picture !== undefined && { picture: message.picture }),
    });
    return true;
  }

  swapBoardPicture(
    board: BoardKey,
    ref: string,
    picture: string,
  ): { matched: boolean; previous?: string } {
    const found = this.boards.get(`${board.gameId}\u0000${board.viewer}`);
    if (found?.ref !== ref) return { matched: false };
    const previous = found.picture;
    found.picture = picture;
    return { matched: true, ...(previous !== undefined && { previous }) };
  }

  conversationBoards(conversation: ConversationKey): (BoardKey & StoredBoardMessage)[] {
    return [...this.boards.values()]
      .filter((b) => b.conversation === key(conversation))
      .sort((a, b) => a.postedAt - b.postedAt)
      .map(({ conversation: _, ...board }) => ({ ...board }));
  }

  /** One more message under each board of the conversation (counted up to 1000). */
  countVisibleMessage(conversation: ConversationKey): void {
    for (const board of this.boards.values()) {
      if (board.conversation === key(conversation) && board.messagesAfter < 1000)
        board.messagesAfter++;
    }
  }
}
