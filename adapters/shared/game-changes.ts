// Which conversations' games may have changed in this process: every command any adapter hands
// the core is reported once it has run (its conversation, and any other conversation a reply
// went to), so live board UIs read the game again at once instead of waiting for their poll.

import type { BotCore, Conversation } from '../../src/bot/types.ts';

/** A conversation as listeners need it. */
export type ChangedConversation = Pick<Conversation, 'platform' | 'id'>;

export type ChangeListener = (conversation: ChangedConversation) => void;

/** The listeners of game changes, and the core wrapper that tells them. */
export class GameChanges {
  private readonly listeners = new Set<ChangeListener>();

  /**
   * `core` with `handle` reporting each command's conversations after it ran; every other
   * method (and property) is the core's own.
   */
  wrap<C extends BotCore>(core: C): C {
    const wrapped = Object.create(core) as C;
    wrapped.handle = async (inbound) => {
      try {
        const replies = await core.handle(inbound);
        for (const reply of replies) if (reply.conversation) this.tell(reply.conversation);
        return replies;
      } finally {
        this.tell(inbound.conversation);
      }
    };
    return wrapped;
  }

  /** Adds a listener; returns what removes it. */
  listen(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener that `conversation`'s game may have changed. */
  tell(conversation: ChangedConversation): void {
    for (const listener of this.listeners) listener(conversation);
  }
}
