// Games, schedules, posts and settings to and from flat rows, shared by the SQL stores (SQLite and
// PostgreSQL) so both read and write exactly the same shapes. (Puzzles: puzzle-rows.ts.)

import type { Level } from '../engine/levels.ts';
import { rankedDate, type Game } from '../game/game.ts';
import { documentToGame, gameToDocument, type GameDocument } from '../game/serialize.ts';
import type { PlayerGame } from '../game/stats.ts';
import { THEMES, type ThemeName } from '../render/theme.ts';
import type { DailyResult, PostRecord, PostState, Schedule, Settings } from './port.ts';

/** A stored game: its JSON document and optimistic version. */
export interface GameRow {
  doc: string;
  version: number;
}

/** A game from its row. */
export function gameOfRow(row: GameRow | undefined): Game | undefined {
  return row && documentToGame(JSON.parse(row.doc) as GameDocument, row.version);
}

/** The columns of a new game's row. */
export function newGameRow(game: Game) {
  return {
    id: game.id,
    platform: game.place.platform,
    conversationId: game.place.conversationId,
    workspace: game.place.workspace,
    dailyDate: rankedDate(game.source) ?? null,
    status: game.status,
    startedAt: game.startedAt,
    finishedAt: game.finishedAt ?? null,
    doc: JSON.stringify(gameToDocument(game)),
  };
}

/** A game and its player's share, as the stats query returns them. */
export interface PlayerGameRow {
  id: string;
  status: PlayerGame['status'];
  daily_date: string | null;
  started_at: number;
  finished_at: number | null;
  mistakes: number;
  hints: number;
}

/** A player's game from its row. */
export function playerGameOf(r: PlayerGameRow): PlayerGame {
  return {
    gameId: r.id,
    status: r.status,
    ...(r.daily_date ? { dailyDate: r.daily_date } : {}),
    ...(r.finished_at === null ? {} : { elapsedMs: r.finished_at - r.started_at }),
    mistakes: r.mistakes,
    hints: r.hints,
  };
}

/** A leaderboard line from a solved daily's document. */
export function dailyResultOf(d: GameDocument): DailyResult {
  return {
    gameId: d.id,
    date: d.source.kind === 'daily' ? d.source.date : '',
    conversationId: d.place.conversationId,
    shared: d.place.shared,
    players: d.contributors.map((c) => ({ userId: c.userId, name: c.name })),
    elapsedMs: (d.finishedAt ?? d.startedAt) - d.startedAt,
    mistakes: d.mistakes,
    hints: d.hints,
    contributors: d.contributors.map((c) => c.name),
  };
}

/** A leaderboard line from a solved daily's stored document text. */
export function dailyResultOfText(docText: string): DailyResult {
  return dailyResultOf(JSON.parse(docText) as GameDocument);
}

/** A stored daily-post schedule. */
export interface ScheduleRow {
  conversation: string;
  minute_of_day: number;
  level: string | null;
  start_date: string;
  set_by: string;
}

/** The columns of a schedule's row. */
export function scheduleRow(s: Schedule) {
  return {
    platform: s.conversation.platform,
    conversationId: s.conversation.id,
    conversation: JSON.stringify(s.conversation),
    minuteOfDay: s.minuteOfDay,
    level: s.level ?? null,
    startDate: s.startDate,
    setBy: s.setBy,
  };
}

/** A schedule from its row. */
export function scheduleOf(row: ScheduleRow): Schedule {
  return {
    conversation: JSON.parse(row.conversation) as Schedule['conversation'],
    minuteOfDay: row.minute_of_day,
    ...(row.level ? { level: row.level as Level } : {}),
    startDate: row.start_date,
    setBy: row.set_by,
  };
}

/** A daily_posts row as both SQL stores read it (`attempts` holds the claims). */
export interface PostRow {
  readonly status: string;
  readonly attempts: number;
  readonly sends: number;
  readonly claimed_at: number;
  readonly first_claimed_at: number | null;
  readonly game_id: string | null;
  readonly message_id: string | null;
  readonly error: string | null;
  readonly verify_at: number | null;
  readonly thread_id: string | null;
  readonly thread_lost: string | null;
  readonly thread_noted: number | boolean | null;
  readonly revision: number;
}

/** The columns every SQL store selects for a PostRow, in its order. */
export const POST_COLUMNS =
  'status, attempts, sends, claimed_at, first_claimed_at, game_id, message_id, error, verify_at, thread_id, thread_lost, thread_noted, revision';

/** A post record from its row. */
export function postOfRow(row: PostRow): PostRecord {
  return {
    status: row.status as PostState,
    claims: row.attempts,
    sends: row.sends,
    claimedAt: row.claimed_at,
    firstClaimedAt: row.first_claimed_at ?? row.claimed_at,
    ...(row.game_id !== null && { gameId: row.game_id }),
    ...(row.message_id !== null && { messageId: row.message_id }),
    ...(row.error !== null && { error: row.error }),
    ...(row.verify_at !== null && { verifyAt: row.verify_at }),
    ...(row.thread_id !== null && { thread: row.thread_id }),
    ...(row.thread_lost !== null && { threadLost: row.thread_lost }),
    ...(Boolean(row.thread_noted) && { threadNoted: true }),
    revision: row.revision,
  };
}

/** A post record's values in POST_COLUMNS order, `revision` last. */
export function postRowValues(
  record: Omit<PostRecord, 'revision'>,
  revision: number,
): (string | number | null)[] {
  return [
    record.status,
    record.claims,
    record.sends,
    record.claimedAt,
    record.firstClaimedAt,
    record.gameId ?? null,
    record.messageId ?? null,
    record.error ?? null,
    record.verifyAt ?? null,
    record.thread ?? null,
    record.threadLost ?? null,
    record.threadNoted ? 1 : 0,
    revision,
  ];
}

/** A stored theme, or undefined when the row holds none or a value this code doesn't know. */
/** A settings row as both SQL stores read it. */
export interface SettingsRow {
  readonly theme: string | null;
  readonly language: string | null;
  readonly time_zone: string | null;
  readonly day_thread: number | boolean | null;
}

/** The settings of a row (none when there is no row). */
export function settingsOfRow(row: SettingsRow | undefined): Settings {
  if (!row) return {};
  const theme = themeOfRow(row.theme);
  return {
    ...(theme && { theme }),
    ...(row.language !== null && { language: row.language }),
    ...(row.time_zone !== null && { timeZone: row.time_zone }),
    ...(row.day_thread !== null && { dayThread: Boolean(row.day_thread) }),
  };
}

export function themeOfRow(value: string | null | undefined): ThemeName | undefined {
  return (THEMES as readonly (string | null | undefined)[]).includes(value)
    ? (value as ThemeName)
    : undefined;
}
