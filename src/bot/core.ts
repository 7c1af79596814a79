// The bot core: one Inbound in, Replies out. Every command passes one error funnel (any failure
// becomes a polite reply and a log line with context) and is logged once with its latency.

import { randomUUID } from 'node:crypto';
import { Metrics } from '../metrics.ts';
import { digitAt } from '../game/game.ts';
import { makeCellName } from '../engine/cell.ts';
import {
  conversationKey,
  DEFAULT_CORE_OPTIONS,
  makeCtx,
  say,
  type CoreDeps,
  type CoreRuntime,
  type Ctx,
} from './context.ts';
import { parseCommand } from './grammar.ts';
import { help } from './help.ts';
import { hint } from './hint.ts';
import { KeyedMutex } from './mutex.ts';
import { RecentGames } from './recent-games.ts';
import { confirmPhoto, fix, solvePhoto } from './photo.ts';
import {
  board,
  clear,
  note,
  notesAuto,
  place,
  resume,
  reveal,
  startNew,
  today,
  undo,
} from './play.ts';
import type { Poster } from './ports.ts';
import { DailyScheduler, schedule, unschedule } from './schedule.ts';
import { archive } from './archive.ts';
import { boardState } from './board-state.ts';
import { digest } from './digest.ts';
import { share } from './share.ts';
import { publish } from './publish.ts';
import { todaySolo } from './solo.ts';
import { playerSummary } from './summary.ts';
import { solveGrid } from './solve.ts';
import { theme } from './theme.ts';
import { language } from './language.ts';
import { conversationZone, timeZone } from './time-zone.ts';
import {
  boardsToChannel,
  dayThreadHome,
  recordDayThreadLost,
  threadSetting,
} from './day-thread.ts';
import { DayThreadHomes } from './day-thread-homes.ts';
import { gameThemeOwner, SettingsLookup, ThemeLookup } from './picture-theme.ts';
import { chosenLanguage, ENGLISH, postLanguage, resolveLanguages } from './languages.ts';
import { localise, localiseReplies } from './localise.ts';
import { msg } from '../i18n/text.ts';
import { leaderboard, stats } from './stats.ts';
import type {
  Attachment,
  BotCore,
  Command,
  Conversation,
  Draft,
  Inbound,
  Lookup,
  Reply,
  User,
} from './types.ts';
import {
  placeBoards,
  recordBoardEdited,
  recordBoardPosted,
  withRecordedMessage,
} from './live-board.ts';
import { showGame } from './play.ts';
import { renderReplies } from './views.ts';

const SORRY = msg('core.sorry');

/** A chat message before parsing: what Slack and the web playground receive. */
export interface InboundText {
  readonly conversation: Conversation;
  readonly user: User;
  readonly text: string;
  readonly attachments?: readonly Attachment[];
  /** The asker's language as the platform reports it (Inbound.locale). */
  readonly locale?: string;
}

/** The core plus what main.ts and adapters need around it. */
export interface SudokuBot extends BotCore {
  /** Parses `text` with the grammar and runs it; a parse error becomes a reply saying what to type. */
  handleText(message: InboundText): Promise<Reply[]>;
  /** Lets the daily scheduler post on a platform (adapters call it when they start). */
  registerPoster(poster: Poster): void;
  readonly scheduler: DailyScheduler;
  /** The core's counters (daily posts given up, taken over, copies deleted). */
  readonly metrics: Metrics;
}

function hasImage(inbound: Inbound): boolean {
  return (inbound.attachments ?? []).some(
    (a) => a.contentType?.startsWith('image/') ?? /\.(jpe?g|png|webp|heic|gif)$/i.test(a.name),
  );
}

/** `solve` with a photo attached means "solve this photo", whatever the adapter parsed. */
function normalise(inbound: Inbound): Command {
  const c = inbound.command;
  if (c.kind === 'reveal' && !c.confirmed && hasImage(inbound)) return { kind: 'solvePhoto' };
  return c;
}

/** The lookups a *Post to channel* button can post: stats, leaderboards and the digest. */
function lookup(ctx: Ctx, command: Lookup): Promise<Draft[]> {
  if (command.kind === 'stats') return stats(ctx, command);
  return command.period === 'yesterday' ? digest(ctx) : leaderboard(ctx, command);
}

async function dispatch(ctx: Ctx, command: Command): Promise<Draft[]> {
  switch (command.kind) {
    case 'today':
      return command.solo ? todaySolo(ctx) : today(ctx);
    case 'archive':
      return archive(ctx, command);
    case 'share':
      return share(ctx);
    case 'publish':
      return publish(ctx, command, lookup);
    case 'new':
      return startNew(ctx, command);
    case 'resume':
      return resume(ctx);
    case 'board':
      return board(ctx);
    case 'place':
      return place(ctx, command);
    case 'clear':
      return clear(ctx, command);
    case 'note':
      return note(ctx, command);
    case 'notesAuto':
      return notesAuto(ctx, command);
    case 'undo':
      return undo(ctx);
    case 'hint':
      return hint(ctx, command);
    case 'reveal':
      return reveal(ctx, command);
    case 'solveGrid':
      return solveGrid(ctx, command);
    case 'solvePhoto':
      return solvePhoto(ctx, command);
    case 'fix':
      return fix(ctx, command);
    case 'confirmPhoto':
      return confirmPhoto(ctx);
    case 'stats':
    case 'leaderboard':
      return lookup(ctx, command);
    case 'schedule':
      return schedule(ctx, command);
    case 'unschedule':
      return unschedule(ctx);
    case 'theme':
      return theme(ctx, command);
    case 'language':
      return language(ctx, command);
    case 'timezone':
      return timeZone(ctx, command);
    case 'thread':
      return threadSetting(ctx, command);
    case 'help':
      return help(command.topic, ctx.conversation.platform);
  }
}

/** Builds the bot core over its services. */
export function createBot(deps: CoreDeps): SudokuBot {
  const rt: CoreRuntime = {
    ...deps,
    options: { ...DEFAULT_CORE_OPTIONS, ...deps.options },
    newId: deps.newId ?? randomUUID,
    locks: new KeyedMutex(),
    recentGames: new RecentGames(),
    metrics: deps.metrics ?? new Metrics(),
  };
  const scheduler = new DailyScheduler(rt);
  const { logger, clock } = rt;
  const homes = new DayThreadHomes();

  async function handle(inbound: Inbound): Promise<Reply[]> {
    const started = performance.now();
    let kind = 'unknown';
    let outcome = 'ok';
    let replies: Reply[];
    const settings = new SettingsLookup(rt.store);
    let languages = ENGLISH;
    try {
      const command = normalise(inbound);
      kind = command.kind;
      const homed = await dayThreadHome(rt, settings, inbound, homes);
      languages = await resolveLanguages(settings, homed, logger);
      const zone = await conversationZone(rt, settings, homed.conversation);
      const ctx = makeCtx(rt, homed, clock.now(), languages, settings, zone);
      const report = ctx.report;
      const answered = await dispatch(ctx, command);
      // A channel's thread or zone choice changes which threads are its day's threads.
      if (command.kind === 'thread' || command.kind === 'timezone') homes.clear();
      const placed = await placeBoards(
        rt,
        {
          key: ctx.key,
          direct: ctx.conversation.kind === 'direct',
          // Counted already when the command committed a move (in that move's transaction).
          visibleInbound: ctx.visibleMessage.uncounted,
          ...(homed.inThread && { inThread: true }),
          now: ctx.now.getTime(),
        },
        answered,
      );
      // Re-homed from the day's thread: what it says stays there, a board posted anew goes below.
      const placedHere = homed === inbound ? placed : boardsToChannel(placed, ctx.conversation);
      const viewer = {
        conversation: ctx.conversation,
        userId: inbound.user.id,
        ...(inbound.scheme && { scheme: inbound.scheme }),
      };
      const readers = { conversation: ctx.conversation, languages, settings };
      const said = await localiseReplies(placedHere, readers);
      replies = await renderReplies(rt, said, viewer, 'interactive', ctx.progress, settings);
      outcome = report.outcome ?? outcome;
    } catch (error) {
      outcome = 'error';
      logger.error('command failed', {
        platform: inbound.conversation.platform,
        conversation: inbound.conversation.id,
        user: inbound.user.id,
        command: kind,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      replies = [localise(say(SORRY), languages.asker)];
    }
    logger.info('command', {
      platform: inbound.conversation.platform,
      conversation: inbound.conversation.id,
      user: inbound.user.id,
      command: kind,
      outcome,
      replies: replies.length,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
    });
    return replies;
  }

  return {
    handle,
    async handleText(message) {
      const parsed = parseCommand(message.text);
      if (parsed.ok) {
        return handle({
          conversation: message.conversation,
          user: message.user,
          command: parsed.value,
          ...(message.attachments ? { attachments: message.attachments } : {}),
          ...(message.locale && { locale: message.locale }),
        });
      }
      logger.info('command', {
        platform: message.conversation.platform,
        conversation: message.conversation.id,
        user: message.user.id,
        command: 'unparsed',
        outcome: parsed.error.code,
        replies: 1,
        latencyMs: 0,
      });
      // The refusal is the asker's: in the language they chose, else their platform's.
      const languages = await resolveLanguages(new SettingsLookup(rt.store), message, logger);
      return [localise(say(parsed.error.text), languages.asker)];
    },
    async emptyCells(conversation, threadOf) {
      // Typed in the day's thread: the cells of the channel's game, which that thread plays.
      const home = threadOf
        ? (await dayThreadHome(rt, new SettingsLookup(rt.store), { conversation, threadOf }, homes))
            .conversation
        : conversation;
      const game = await rt.store.currentGame(conversationKey(home));
      if (!game || game.status !== 'playing') return [];
      const names: string[] = [];
      for (let cell = 0; cell < game.geometry.cellCount; cell++) {
        if (!digitAt(game, cell)) names.push(makeCellName(cell, game.geometry.size));
      }
      return names;
    },
    boardPosted: (target, message, replaced) => recordBoardPosted(rt, target, message, replaced),
    boardEdited: (target, ref, picture) => recordBoardEdited(rt, target, ref, picture),
    dayThreadLost: (conversation, thread, reason) =>
      recordDayThreadLost(rt, conversation, thread, reason),
    conversationMessage: (conversation) =>
      rt.store.noteVisibleMessage(conversationKey(conversation)),
    async replyPosted(recordAs, url) {
      try {
        await rt.store.noteClaim(recordAs, url, clock.now().getTime());
      } catch (error) {
        // Only the link of a later "already posted" answer is lost.
        logger.warn('posted reply not recorded', { recordAs, error: String(error) });
      }
    },
    async liveBoard(target, options = {}) {
      const game = await rt.store.getGame(target.gameId);
      if (!game) return undefined;
      const { platform, conversationId, workspace, shared } = game.place;
      const where: Conversation = {
        platform: platform as Conversation['platform'],
        id: conversationId,
        workspace,
        kind: shared ? 'channel' : 'direct',
      };
      const owner = target.viewer || gameThemeOwner(game)?.id;
      const locale =
        target.locale ?? (await postLanguage(new SettingsLookup(rt.store), where, owner));
      const reply = localise(showGame(game), locale);
      const placed = reply.live
        ? await withRecordedMessage(rt, { ...reply, live: reply.live })
        : reply;
      if (options.image === false) return placed;
      // A redraw keeps the theme the board was drawn in; without one, the game's owner's.
      const theme = target.theme ?? (await new ThemeLookup(rt.store).of(gameThemeOwner(game)));
      const [rendered] = await renderReplies(rt, [{ ...placed, theme }]);
      return rendered;
    },
    playerSummary: (direct, userId) => playerSummary(rt, direct, userId),
    boardState: (conversation) => boardState(rt, conversation),
    chosenLanguage: (platform, userId) =>
      chosenLanguage(new SettingsLookup(rt.store), platform, userId),
    async drawBoard(reply, theme) {
      if (!reply.board) return undefined;
      const { text, visibility, board } = reply;
      const redraw: Reply = { text, visibility, board, theme, themeChosen: true };
      const [drawn] = await renderReplies(rt, [redraw]);
      return drawn!.image;
    },
    registerPoster: (poster) => scheduler.registerPoster(poster),
    scheduler,
    metrics: rt.metrics,
  };
}
