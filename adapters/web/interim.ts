// A command's interim reply on the playground page ("Reading your photo: you're next."): a
// message only the asker sees, shown while the command's work waits in line and edited in place
// (the log's replace, which the page applies by message id) by each later notice and then by the
// answer. When the answer is for everyone instead, the notice stays, small, pointing below.

import type { Reply } from '../../src/bot/types.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import type { MessageLog, WebMessage } from './history.ts';

/** What the notice says once an answer for everyone went out below it instead. */
export const INTERIM_DONE_TEXT = t(DEFAULT_LOCALE, 'web.answered-below');

type Body = Omit<WebMessage, 'id' | 'channel' | 'at'>;

export class WebInterim {
  private message: WebMessage | undefined;
  private answered = false;
  /** The language of the interim reply shown (its last words are said in it too). */
  private locale: Locale = DEFAULT_LOCALE;

  constructor(
    private readonly log: MessageLog,
    private readonly conversationId: string,
    /** Publishes a new message for the asker alone. */
    private readonly publish: (body: Body) => WebMessage,
    private readonly author: WebMessage['author'],
  ) {}

  /** Shows `reply` as the interim reply, or in place of the one shown. */
  show(reply: Reply): void {
    if (this.answered) return;
    this.locale = reply.locale ?? this.locale;
    const body: Body = { author: this.author, text: reply.text, visibility: 'asker' };
    if (!this.message) this.message = this.publish(body);
    else this.replace({ ...this.message, ...body });
  }

  /** Whether an interim reply is shown and still waits for its answer. */
  get waiting(): boolean {
    return this.message !== undefined && !this.answered;
  }

  /** Puts the answer (a message for the asker alone) in place of the interim reply. */
  answer(body: Body): WebMessage {
    const { id, channel, at } = this.message!;
    const message: WebMessage = { ...body, id, channel, at };
    this.answered = true;
    this.replace(message);
    return message;
  }

  /** Marks an interim reply no answer took the place of. */
  finish(): void {
    if (!this.waiting) return;
    this.answered = true;
    const text = t(this.locale, 'web.answered-below');
    this.replace({ ...this.message!, text, retired: true });
  }

  private replace(message: WebMessage): void {
    this.message = message;
    this.log.replace(this.conversationId, message);
  }
}
