// The part every Slack request shares once it is acknowledged: build the Inbound, run the core
// (with a time limit and one error funnel: a failure becomes a polite reply and a log line; an
// interim reply while its work waits in line), deliver the replies, and log how long it took.

import type { Logger } from '../../src/bot/ports.ts';
import type { AckSample } from './ack-timing.ts';
import type { BotCore, Command, Conversation, Inbound, Reply } from '../../src/bot/types.ts';
import type { Text } from '../../src/i18n/text.ts';
import type { Result } from '../../src/engine/result.ts';
import { toSlashText } from './blocks.ts';
import { deliver, type Delivered, type DeliveryDeps, type Route } from './deliver.ts';
import { deliverDayTalk } from './day-thread.ts';
import { errorFields } from './log-fields.ts';
import type { SlackUsers } from './users.ts';
import type { PlayerPicks } from './picks.ts';
import type { BoardEdits } from '../shared/board-edits.ts';
import { HANDLE_TIMEOUT_MS, handleWithin } from '../shared/core-call.ts';
import { SlackInterim } from './interim.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import { chosenLocale, playerWordsLocale, wordsLocale } from '../shared/words.ts';
import type { ReplyFiles } from './reply-files.ts';

/** The core's text grammar (`parseCommand` of src/bot/grammar.ts). */
export type ParseCommand = (
  text: string,
) => Result<Command, { readonly message: string; readonly text: Text }>;

/** The apology when a command failed, in English (the handlers' last resort, with no user). */
const SORRY = t(DEFAULT_LOCALE, 'core.sorry');

/** What the pipeline needs, shared by every listener. */
export interface PipelineDeps {
  readonly core: BotCore;
  readonly parseCommand: ParseCommand;
  readonly logger: Logger;
  readonly users: SlackUsers;
  /** Keeps edits of each live board in order. */
  readonly edits: BoardEdits;
  /** Answer /hint and /solve too: replies then name them instead of `/sudoku hint`. */
  readonly extraCommands: boolean;
  readonly handleTimeoutMs?: number;
  readonly fileRetryMs?: number;
  readonly onAck?: (sample: AckSample) => void;
  /**
   * A command changed the live board of `channel`'s game: the play modals open on it are redrawn
   * (except `exceptView`, the mover's own, which redraws itself).
   */
  readonly boardChanged?: (channel: string, exceptView?: string) => void;
  /** Records private replies' pictures (absent: only replaced ones are deleted). */
  readonly files?: ReplyFiles;
  /** Each player's last pick in a move block, for a press whose screen lost it (picks.ts). */
  readonly picks?: PlayerPicks;
}

const MANAGE_KINDS: ReadonlySet<Command['kind']> = new Set(['schedule', 'unschedule']);

/**
 * Commands that change the channel for everyone: the daily post, the shared board's theme, the
 * channel's time zone, its day threads.
 */
function needsManageRight(command: Command): boolean {
  if (command.kind === 'theme') return command.channel === true && command.theme !== undefined;
  if (command.kind === 'timezone') return command.zone !== undefined;
  if (command.kind === 'thread') return command.on !== undefined;
  if (command.kind === 'language') return command.channel === true && command.word !== undefined;
  return MANAGE_KINDS.has(command.kind);
}

/** The short label of a command for logs: `/sudoku place`, `/hint`. */
export function labelOf(prefix: string, command: Command | undefined): string {
  return command ? `${prefix} ${command.kind}` : `${prefix} (unparsed)`;
}

/** Text commands in replies shown as the slash commands that run them here. */
export function slackRewrite(
  parse: ParseCommand,
  extraCommands: boolean,
): (text: string) => string {
  return (text) => toSlashText(text, (t) => parse(t).ok, extraCommands);
}

/**
 * Whether the user may change the daily post, the channel's theme or its time zone. Only those commands read
 * it, so users.info is called only for them (a DM needs no right: it is the user's own
 * conversation).
 */
export async function manageRight(
  users: SlackUsers,
  userId: string,
  command: Command,
  direct: boolean,
  teamId?: string,
): Promise<boolean> {
  if (direct) return true;
  return needsManageRight(command) ? users.canManage(userId, teamId) : false;
}

/** The user's Slack language for the core (Inbound.locale), from the cached users.info. */
export async function localeOf(
  users: SlackUsers,
  userId: string,
  teamId: string | undefined,
): Promise<{ locale?: string }> {
  const locale = await users.locale(userId, teamId);
  return locale ? { locale } : {};
}

/**
 * The language of the adapter's own words to a Slack user: the one they chose (`language de`),
 * else their Slack language (users.info), else English.
 */
export async function wordsFor(
  deps: Pick<PipelineDeps, 'core' | 'users'>,
  userId: string,
  teamId: string | undefined,
): Promise<Locale> {
  const [chosen, slack] = await Promise.all([
    chosenLocale(deps.core, 'slack', userId),
    deps.users.locale(userId, teamId),
  ]);
  return chosen ?? wordsLocale(slack);
}

/** Opens the user's DM with the bot (conversations.open, scope im:write): a personal board's home. */
export function directOpener(
  client: DeliveryDeps['client'],
  userId: string,
  teamId: string | undefined,
): () => Promise<Conversation> {
  return async () => {
    const opened = await client.conversations.open({ users: userId });
    const id = opened.channel?.id;
    if (!id) throw new Error('conversations.open returned no channel');
    return { platform: 'slack', id, kind: 'direct', workspace: teamId ?? 'slack' };
  };
}

/**
 * Runs the core with a time limit (longer once an interim reply is out); never rejects. The
 * interim reply, when the command shows one, goes where `interim` puts it.
 */
export async function callCore(
  deps: PipelineDeps,
  inbound: Inbound,
  context: Record<string, unknown>,
  interim?: SlackInterim,
  exceptView?: string,
): Promise<Reply[]> {
  const limit = deps.handleTimeoutMs ?? HANDLE_TIMEOUT_MS;
  const locale = () => playerWordsLocale(deps.core, 'slack', inbound.user.id, inbound.locale);
  try {
    const outcome = await handleWithin(deps.core, inbound, {
      limitMs: limit,
      ...(interim && { onProgress: (reply: Reply) => interim.show(reply) }),
    });
    if (outcome === 'timeout') {
      deps.logger.error('slack core timed out', { ...context, limitMs: limit });
      const words = await locale();
      return [{ text: t(words, 'adapter.too-slow'), visibility: 'asker', locale: words }];
    }
    if (outcome.some((r) => r.live && !r.conversation)) {
      deps.boardChanged?.(inbound.conversation.id, exceptView);
    }
    return outcome;
  } catch (error) {
    deps.logger.error('slack core failed', { ...errorFields(error), ...context });
    const words = await locale();
    return [{ text: t(words, 'core.sorry'), visibility: 'asker', locale: words }];
  }
}

/** The interim reply of a request along `route` (shown only if the command waits in line). */
export function interimFor(
  deps: PipelineDeps,
  client: DeliveryDeps['client'],
  route: Route,
): SlackInterim {
  const rewrite = slackRewrite(deps.parseCommand, deps.extraCommands);
  return new SlackInterim(route, { client, logger: deps.logger, rewrite });
}

/**
 * Runs the core on `inbound` and delivers its replies along `route`, the first that can in place
 * of the interim reply the command showed while it waited (if it did).
 */
export async function answer(
  deps: PipelineDeps & { readonly client: DeliveryDeps['client'] },
  inbound: Inbound,
  route: Route,
  context: Record<string, unknown> & { readonly label: string },
  started: number,
): Promise<Reply[]> {
  const interim = interimFor(deps, deps.client, route);
  const replies = await callCore(deps, inbound, context, interim);
  const place = await interim.settle();
  await deliverAndLog(
    deps,
    replies,
    { ...route, ...(place && { interim: place }) },
    context,
    started,
  );
  return replies;
}

/** Delivers replies and logs the time since the request arrived. */
export async function deliverAndLog(
  deps: PipelineDeps & { readonly client: DeliveryDeps['client'] },
  replies: readonly Reply[],
  route: Route,
  context: Record<string, unknown> & { readonly label: string },
  started: number,
): Promise<Delivered[]> {
  const delivery = {
    client: deps.client,
    logger: deps.logger,
    core: deps.core,
    edits: deps.edits,
    rewrite: slackRewrite(deps.parseCommand, deps.extraCommands),
    ...(deps.fileRetryMs !== undefined && { fileRetryMs: deps.fileRetryMs }),
    ...(deps.files && { files: deps.files }),
  };
  const delivered = await deliver(
    replies.filter((r) => !r.conversation),
    route,
    delivery,
    context,
  );
  // Replies meant for another conversation (a personal board in the asker's DM, a personal
  // game's result line in its channel) are posted there, for everyone there.
  for (const reply of replies.filter((r) => r.conversation)) {
    const to = reply.conversation!;
    if (reply.thread) {
      // The day's talk, under the day's post (or in the channel when the thread is gone).
      const talk = { ...reply, conversation: to, thread: reply.thread };
      delivered.push(...(await deliverDayTalk(talk, { ...delivery, core: deps.core }, context)));
      continue;
    }
    const elsewhere: Route = { channel: to.id, direct: to.kind === 'direct' };
    delivered.push(...(await deliver([reply], elsewhere, delivery, context)));
  }
  deps.logger.info('slack replies delivered', {
    ...context,
    ms: Math.round((performance.now() - started) * 10) / 10,
    via: delivered.map((d) => d.via),
  });
  return delivered;
}

/** Logs an ack's timing and hands it to the onAck option. */
export function reportAck(deps: Pick<PipelineDeps, 'logger' | 'onAck'>, sample: AckSample): void {
  deps.logger.info('slack ack', { ...sample });
  deps.onAck?.(sample);
}

/** A polite notice for the asker (a parse error, an apology). */
export function notice(text: string): Reply {
  return { text, visibility: 'asker' };
}

export { SORRY };
export type { AckSample };
