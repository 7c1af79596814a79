// The playground's translation layer, free of HTTP: text or a photo from a user in a channel
// becomes an Inbound for the core; the core's Replies (and the scheduler's posts) become page
// messages in the log. Failures of the core turn into a polite reply, never a crash.

import type { Result } from '../../src/engine/result.ts';
import type { FoundPost, Logger, Posted, Poster, PostMark } from '../../src/bot/ports.ts';
import type {
  Attachment,
  BoardMessage,
  BotCore,
  Command,
  Conversation,
  Inbound,
  LiveBoard,
  Reply,
  User,
} from '../../src/bot/types.ts';
import { BoardEdits } from '../shared/board-edits.ts';
import type { ChannelDirectory, WebChannel } from './channels.ts';
import type { MessageLog, WebImageSchemes, WebMessage } from './history.ts';
import { HttpError } from './http-util.ts';
import { pngSize, type ImageCache } from './images.ts';
import type { ThemeName } from '../../src/render/theme.ts';
import { HANDLE_TIMEOUT_MS, handleWithin } from '../shared/core-call.ts';
import { WebInterim } from './interim.ts';
import { t } from '../../src/i18n/translate.ts';
import { msg, renderText, type Text } from '../../src/i18n/text.ts';
import { playerWordsLocale } from '../shared/words.ts';
import type { Locale } from '../../src/i18n/locales.ts';

/** Longest command text accepted: room for a pasted grid, as the core's grammar allows. */
export const MAX_COMMAND_LENGTH = 4500;

/** The core's text grammar: one parser for Slack and the web page. */
export type ParseCommand = (
  text: string,
) => Result<Command, { readonly message: string; readonly text: Text }>;

export const BOT_NAME = 'Sudoku';
/** Daily posts remembered by their mark, so a retried post is found instead of repeated. */
export const MAX_REMEMBERED_POSTS = 1000;

export interface PlaygroundDeps {
  readonly core: BotCore;
  readonly parseCommand: ParseCommand;
  readonly logger: Logger;
  readonly directory: ChannelDirectory;
  readonly log: MessageLog;
  readonly images: ImageCache;
  readonly handleTimeoutMs?: number;
}

/** Commands and posts in, page messages out. */
export class Playground {
  /** Delivers the scheduler's posts into the playground's channels. */
  readonly poster: Poster;
  /** The newest version each live board message shows (edits never go backwards). */
  private readonly edits = new BoardEdits();
  /** The scheduler's posts by mark (conversation and date), oldest first. */
  private readonly marked = new Map<string, FoundPost>();

  constructor(private readonly deps: PlaygroundDeps) {
    this.poster = {
      platform: 'web',
      post: (conversation, replies, options) => this.post(conversation, replies, options?.mark),
      findPosts: async (conversation, mark) => {
        const found = this.marked.get(markKey(conversation, mark));
        return found ? [found] : [];
      },
      deletePosts: async (conversation, messageIds) => this.unpost(conversation, messageIds),
    };
  }

  /**
   * Runs a typed command for `user` in `channel`; resolves to the messages it produced. Its
   * pictures nobody chose a theme for are drawn in `scheme`, the page's colour scheme.
   */
  async runText(
    channel: WebChannel,
    user: User,
    rawText: string,
    scheme?: ThemeName,
    locale?: string,
  ): Promise<WebMessage[]> {
    const text = rawText.trim();
    if (text.length === 0) throw new HttpError(400, 'empty', msg('http.empty-command'));
    if (text.length > MAX_COMMAND_LENGTH) {
      throw new HttpError(
        400,
        'too-long',
        msg('http.command-too-long', { max: MAX_COMMAND_LENGTH }),
      );
    }
    const conversation = this.deps.directory.conversation(channel, user);
    // The grammar itself reads `/sudoku place r1c1 5` (as typed in Slack) like `place r1c1 5`.
    const parsed = this.deps.parseCommand(text);
    // A *Post to channel* press is no chat message of its own: the post names who posted it.
    const pressed = parsed.ok && parsed.value.kind === 'publish';
    const echo = pressed ? [] : [this.publishUserMessage(channel, conversation, user, text)];
    if (!parsed.ok) {
      const refusal = renderText(parsed.error.text, await this.wordsLocale(user, locale));
      return [...echo, this.publishNotice(channel, conversation, user, refusal)];
    }
    // A typed message sits in the channel under the live board, which counts it.
    const inbound: Inbound = {
      conversation,
      user,
      command: parsed.value,
      visible: true,
      openDirect: () => Promise.resolve(this.directOf(user)),
      ...(scheme && { scheme }),
      ...(locale && { locale }),
    };
    const interim = this.interim(channel, conversation, user);
    const replies = await this.handle(inbound, text, interim);
    const answered = await this.publishReplies(channel, conversation, user, replies, true, interim);
    return [...echo, ...answered];
  }

  /** Sends an uploaded photo to the core as `solvePhoto`; resolves to the messages produced. */
  async runPhoto(
    channel: WebChannel,
    user: User,
    photo: { bytes: Buffer; contentType: string; name: string },
    share: boolean,
    scheme?: ThemeName,
    locale?: string,
  ): Promise<WebMessage[]> {
    const conversation = this.deps.directory.conversation(channel, user);
    // Said in the uploader's language (the page's own echo of what they sent).
    const words = await this.wordsLocale(user, locale);
    const alt = t(words, 'web.photo-alt', { name: photo.name, user: user.name });
    const shown = this.deps.images.add({
      bytes: photo.bytes,
      contentType: photo.contentType,
      alt,
    });
    const echo = this.publish(channel, conversation, undefined, {
      author: { name: user.name, bot: false },
      text: `solve photo ${photo.name}`,
      visibility: 'everyone',
      image: { url: `/images/${shown}`, alt },
    });
    const attachment: Attachment = {
      name: photo.name,
      contentType: photo.contentType,
      size: photo.bytes.length,
      fetch: () => Promise.resolve(photo.bytes),
    };
    const inbound: Inbound = {
      conversation,
      user,
      command: share ? { kind: 'solvePhoto', share } : { kind: 'solvePhoto' },
      attachments: [attachment],
      ...(scheme && { scheme }),
      ...(locale && { locale }),
    };
    // A photo that waits in line is told so at once; the answer then takes that message's place.
    const interim = this.interim(channel, conversation, user);
    const replies = await this.handle(inbound, `solve photo ${photo.name}`, interim);
    const answered = await this.publishReplies(
      channel,
      conversation,
      user,
      replies,
      false,
      interim,
    );
    return [echo, ...answered];
  }

  /**
   * Shows what a move on the board UI (not a typed message) changed for everyone in its
   * conversation: the live board edited, a result line; what only the mover hears the board UI
   * shows itself.
   */
  async deliverBoardReplies(
    conversation: Conversation,
    user: User,
    replies: readonly Reply[],
  ): Promise<void> {
    const place = this.deps.directory.locate(conversation);
    if (!place) return;
    const channel = this.deps.directory.channel(place.key);
    const everyone = replies.filter((r) => r.visibility === 'everyone' || r.conversation);
    await this.publishReplies(channel, conversation, user, everyone, false);
  }

  /**
   * What the scheduler posts: the replies shown to everyone in the conversation. A post with a
   * mark is remembered by it, for `findPosts` when the scheduler retries it.
   */
  async post(
    conversation: Conversation,
    replies: readonly Reply[],
    mark?: PostMark,
  ): Promise<Posted> {
    const place = this.deps.directory.locate(conversation);
    if (!place) {
      this.deps.logger.warn('web playground: post to a conversation the page does not show', {
        conversation: conversation.id,
      });
      const messageId = this.deps.log.newId();
      return { messageId, messageIds: [messageId] };
    }
    const channel = this.deps.directory.channel(place.key);
    const published: WebMessage[] = [];
    for (const [i, reply] of replies.entries()) {
      const message = await this.publishReply(channel, conversation, place.owner, reply, true);
      published.push(message);
      // Remembered once shown: a failure after it (a later reply) must not show it twice.
      if (i === 0 && mark) this.remember(markKey(conversation, mark), mark, message, reply);
    }
    const board = replies.findIndex((r) => r.live);
    const messageIds = published.map((m) => m.id);
    return {
      messageId: messageIds[0] ?? this.deps.log.newId(),
      messageIds,
      ...(board >= 0 && { boardRef: published[board]!.id }),
    };
  }

  /** An extra copy of a post, taken back: its messages say so (the page keeps no gaps). */
  private unpost(conversation: Conversation, messageIds: readonly string[]): void {
    for (const id of messageIds) {
      const message = this.deps.log.find(conversation.id, id);
      if (!message) continue;
      const { image, actions, ...rest } = message;
      void image;
      void actions;
      const text = '(a second copy of the daily post, removed)';
      this.deps.log.replace(conversation.id, { ...rest, text, retired: true });
    }
  }

  private remember(key: string, mark: PostMark, message: WebMessage, reply: Reply): void {
    const gameId = reply.live?.gameId;
    this.marked.set(key, {
      messageId: message.id,
      messageIds: [message.id],
      attempt: mark.attempt,
      ...(gameId && { gameId, boardRef: message.id }),
    });
    if (this.marked.size > MAX_REMEMBERED_POSTS) {
      this.marked.delete(this.marked.keys().next().value!);
    }
  }

  /**
   * Calls the core with a time limit (longer once an interim reply is out); any failure becomes
   * a polite reply and a log line.
   */
  private async handle(
    inbound: Inbound,
    text: string,
    interim: WebInterim,
  ): Promise<readonly Reply[]> {
    const limit = this.deps.handleTimeoutMs ?? HANDLE_TIMEOUT_MS;
    const context = {
      conversation: inbound.conversation.id,
      user: inbound.user.id,
      command: inbound.command.kind,
      text: text.slice(0, 200),
    };
    try {
      const outcome = await handleWithin(this.deps.core, inbound, {
        limitMs: limit,
        onProgress: (reply) => interim.show(reply),
      });
      if (outcome === 'timeout') {
        this.deps.logger.error('web playground: the core timed out', { ...context, limit });
        const locale = await this.wordsLocale(inbound.user, inbound.locale);
        return [{ text: t(locale, 'adapter.too-slow'), visibility: 'asker', locale }];
      }
      return outcome;
    } catch (error) {
      this.deps.logger.error('web playground: the core failed', {
        ...context,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      const locale = await this.wordsLocale(inbound.user, inbound.locale);
      return [{ text: t(locale, 'core.sorry'), visibility: 'asker', locale }];
    }
  }

  /** The language of the playground's own words to `user`: their choice, else the browser's. */
  private wordsLocale(user: User, browser: string | undefined): Promise<Locale> {
    return playerWordsLocale(this.deps.core, 'web', user.id, browser);
  }

  /** The interim reply of one command: a message only the asker sees, edited in place. */
  private interim(channel: WebChannel, conversation: Conversation, user: User): WebInterim {
    const publish = (body: Omit<WebMessage, 'id' | 'channel' | 'at'>) =>
      this.publish(channel, conversation, user.id, body);
    return new WebInterim(this.deps.log, conversation.id, publish, { name: BOT_NAME, bot: true });
  }

  private publishUserMessage(
    channel: WebChannel,
    conversation: Conversation,
    user: User,
    text: string,
  ): WebMessage {
    return this.publish(channel, conversation, undefined, {
      author: { name: user.name, bot: false },
      text,
      visibility: 'everyone',
    });
  }

  /** A bot message only the asker sees (a parse error, say). */
  private publishNotice(
    channel: WebChannel,
    conversation: Conversation,
    user: User,
    text: string,
  ): WebMessage {
    return this.publish(channel, conversation, user.id, {
      author: { name: BOT_NAME, bot: true },
      text,
      visibility: 'asker',
    });
  }

  /**
   * Shows the core's replies: a live board edits its message in place (or is posted and
   * recorded), the rest are new messages. After a typed message the asker's confirmation is
   * left out: the board right above shows the change.
   */
  private async publishReplies(
    channel: WebChannel,
    conversation: Conversation,
    user: User,
    replies: readonly Reply[],
    typed: boolean,
    interim?: WebInterim,
  ): Promise<WebMessage[]> {
    const shown: WebMessage[] = [];
    for (const reply of replies) {
      if (interim?.waiting && !reply.live && !reply.conversation && reply.visibility === 'asker') {
        // The answer takes the interim reply's place: one edit of the message the asker saw.
        shown.push(interim.answer(await this.messageBody(reply, false)));
        continue;
      }
      if (reply.ack && typed) continue;
      const elsewhere = reply.conversation && this.deps.directory.locate(reply.conversation);
      if (reply.conversation && elsewhere) {
        // A personal board in the asker's DM, or a personal game's result line in its channel.
        const target = this.deps.directory.channel(elsewhere.key);
        shown.push(
          await this.publishReply(target, reply.conversation, elsewhere.owner, reply, false),
        );
        continue;
      }
      const audience = reply.visibility === 'asker' ? user.id : undefined;
      shown.push(await this.publishReply(channel, conversation, audience, reply, false));
    }
    interim?.finish();
    return shown;
  }

  /** The user's direct conversation with the bot (the page's DM channel). */
  private directOf(user: User): Conversation {
    const direct = this.deps.directory.channels.find((c) => c.kind === 'direct');
    if (!direct) throw new Error('this playground has no direct-message channel');
    return this.deps.directory.conversation(direct, user);
  }

  private async publishReply(
    channel: WebChannel,
    conversation: Conversation,
    audience: string | undefined,
    reply: Reply,
    scheduled: boolean,
  ): Promise<WebMessage> {
    const live = reply.live;
    const old = live?.edit && this.deps.log.find(conversation.id, live.edit.ref);
    if (live && old) {
      if (live.version <= this.edits.shown(old.id)) return old;
      const body = await this.messageBody(reply, scheduled);
      const message: WebMessage = { ...body, id: old.id, channel: old.channel, at: old.at };
      this.deps.log.replace(conversation.id, message);
      this.edits.remember(old.id, live.version);
      return message;
    }
    const message = this.publish(
      channel,
      conversation,
      audience,
      await this.messageBody(reply, scheduled),
    );
    // A post the core remembers (a share, a posted lookup): where it is, for a later link.
    if (reply.recordAs && audience === undefined) {
      await this.deps.core.replyPosted?.(reply.recordAs, `#message-${message.id}`);
    }
    if (live) {
      this.edits.remember(message.id, live.version);
      const posted = { ref: message.id, postedAt: Date.now() };
      const recorded = await this.deps.core.boardPosted(live, posted, live.replaces ?? live.edit);
      const retire = (reply.retire ?? []).filter((m) => m.ref !== message.id);
      // Another move recorded its own copy first: this one is a second board, and goes.
      const own = { ref: message.id, postedAt: posted.postedAt, remove: true };
      this.retire(conversation, recorded ? retire : [...retire, own]);
      if (!recorded) await this.catchUpRecorded(channel, conversation, audience, live, scheduled);
    }
    return message;
  }

  /**
   * After a copy lost the race to be recorded: the recorded board is drawn as the game is now,
   * in case the copy that went showed a newer move.
   */
  private async catchUpRecorded(
    channel: WebChannel,
    conversation: Conversation,
    audience: string | undefined,
    live: LiveBoard,
    scheduled: boolean,
  ): Promise<void> {
    try {
      const now = await this.deps.core.liveBoard(live);
      if (now?.live?.edit) await this.publishReply(channel, conversation, audience, now, scheduled);
    } catch (error) {
      this.deps.logger.warn('web playground: board catch-up failed', {
        conversation: conversation.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /**
   * Old boards lose their buttons (no old board acts on the game); a copy the board moved down
   * from goes (`remove`), as on Discord and Slack, so a game leaves one board in the channel.
   */
  private retire(conversation: Conversation, boards: readonly BoardMessage[]): void {
    for (const { ref: id, remove } of boards) {
      if (remove && this.deps.log.remove(conversation.id, id)) continue;
      const old = this.deps.log.find(conversation.id, id);
      if (!old?.actions) continue;
      const { actions, ...rest } = old;
      void actions;
      this.deps.log.replace(conversation.id, { ...rest, retired: true });
    }
  }

  private async messageBody(
    reply: Reply,
    scheduled: boolean,
  ): Promise<Omit<WebMessage, 'id' | 'channel' | 'at'>> {
    let image: WebMessage['image'];
    if (reply.image) {
      const url = this.imageUrl(reply.image);
      image = { url, alt: reply.image.alt, ...pngSize(reply.image.png) };
      const schemes = this.schemes(reply, url);
      if (schemes) image = { ...image, schemes };
    }
    return {
      author: { name: BOT_NAME, bot: true },
      text: reply.text,
      visibility: reply.visibility,
      ...(image ? { image } : {}),
      ...(reply.actions?.length ? { actions: reply.actions } : {}),
      ...(reply.link && { link: reply.link }),
      ...(reply.live ? { isBoard: true } : {}),
      ...(scheduled ? { scheduled: true } : {}),
    };
  }

  /** Keeps a reply picture for the page to load; its URL. */
  private imageUrl(image: { png: Buffer; alt: string }): string {
    const id = this.deps.images.add({ bytes: image.png, contentType: 'image/png', alt: image.alt });
    return `/images/${id}`;
  }

  /**
   * A picture nobody chose a theme for, in both themes: the page shows the one of the browser's
   * colour scheme (`prefers-color-scheme`). The core drew it in the asker's scheme; the other is
   * drawn only when a page in that scheme asks for it (else the drawn one is served). Undefined
   * when the theme was chosen.
   */
  private schemes(reply: Reply, url: string): WebImageSchemes | undefined {
    const draw = this.deps.core.drawBoard;
    if (reply.themeChosen || !draw || !reply.image) return undefined;
    const drawn = reply.image;
    const shown = reply.theme ?? 'light';
    const other = shown === 'dark' ? 'light' : 'dark';
    const asDrawn = { bytes: drawn.png, contentType: 'image/png', alt: drawn.alt };
    const otherUrl = `/images/${this.deps.images.addLazy(async () => {
      try {
        const image = await draw.call(this.deps.core, reply, other);
        return image ? { bytes: image.png, contentType: 'image/png', alt: image.alt } : asDrawn;
      } catch (error) {
        this.deps.logger.warn('web picture in the other theme failed', {
          error: error instanceof Error ? error.message : String(error),
        });
        return asDrawn;
      }
    })}`;
    return shown === 'dark' ? { dark: url, light: otherUrl } : { light: url, dark: otherUrl };
  }

  /** Logs a message in its conversation; a direct message is only ever seen by its owner. */
  private publish(
    channel: WebChannel,
    conversation: Conversation,
    audience: string | undefined,
    body: Omit<WebMessage, 'id' | 'channel' | 'at'>,
  ): WebMessage {
    const owner = this.deps.directory.locate(conversation)?.owner;
    const message: WebMessage = {
      id: this.deps.log.newId(),
      channel: channel.key,
      at: new Date().toISOString(),
      ...body,
    };
    this.deps.log.publish({
      conversationId: conversation.id,
      audience: audience ?? owner,
      message,
    });
    return message;
  }
}

function markKey(conversation: Conversation, mark: PostMark): string {
  return `${conversation.id}\u0000${mark.date}`;
}
