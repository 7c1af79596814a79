// The in-memory Store for tests: the same behaviour as SQLite (documents round-trip through
// JSON-safe form, versions are checked, claims are unique), nothing kept after the process ends.

import type { Level } from '../engine/levels.ts';
import { rankedDate, type Game } from '../game/game.ts';
import { documentToGame, gameToDocument, type GameDocument } from '../game/serialize.ts';
import type { DailyPuzzle, PlayPuzzle, PlayVariant } from '../game/puzzle.ts';
import type { PlayerGame } from '../game/stats.ts';
import {
  ClaimSweepTimer,
  type BoardKey,
  type BoardScope,
  type ConversationKey,
  type DailyResult,
  type GameCommit,
  type MoveRecord,
  type PendingPhoto,
  type PlayerRef,
  type PostRecord,
  type PostToVerify,
  type InstallationKey,
  type Schedule,
  type Settings,
  type StoredUpload,
  type SettingsChange,
  type SettingsOwner,
  type Store,
  type StoredBoardMessage,
} from './port.ts';
import type { ThemeName } from '../render/theme.ts';
import { poolKey, puzzleToRow, rowToDaily, rowToPuzzle, type PuzzleRow } from './puzzle-rows.ts';
import { dailyResultOf } from './rows.ts';

interface StoredGame {
  doc: GameDocument;
  version: number;
}

interface StoredPost {
  readonly conversation: ConversationKey;
  readonly date: string;
  readonly record: PostRecord;
}

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
const postKey = (c: ConversationKey, date: string) => `${key(c)}\u0000${date}`;

/**
 * Whether a game counts in a leaderboard scope. A workspace also holds the direct-message games
 * of players who play there (`players`: who has a game in that workspace).
 */
function inScope(doc: GameDocument, scope: BoardScope, players: ReadonlySet<string>): boolean {
  if (doc.place.platform !== scope.platform) return false;
  if (!('workspace' in scope)) {
    return (
      doc.place.conversationId === scope.conversationId || doc.place.home === scope.conversationId
    );
  }
  if (doc.place.workspace === scope.workspace) return true;
  return !doc.place.shared && doc.contributors.some((c) => players.has(c.userId));
}

function dailyDate(doc: GameDocument): string | undefined {
  return rankedDate(doc.source);
}

function installationKey(k: InstallationKey): string {
  return `${k.platform}\u0000${k.enterpriseId}\u0000${k.teamId}`;
}

/** A Store that keeps everything in memory. */
export class MemoryStore implements Store {
  private readonly games = new Map<string, StoredGame>();
  private readonly current = new Map<string, string>();
  /** The move log, kept so tests can check attribution. */
  readonly moves: (MoveRecord & { gameId: string })[] = [];
  private readonly schedules = new Map<string, Schedule>();
  private readonly posts = new Map<string, StoredPost>();
  private readonly photos = new Map<string, PendingPhoto>();
  private readonly dailies = new Map<string, PuzzleRow & { date: string; number: number }>();
  private readonly pool: PuzzleRow[] = [];
  private readonly boards = new Map<string, MemoryBoard>();
  /** Picture themes by `platform|scope|id`. */
  private readonly themes = new Map<string, ThemeName>();
  /** Languages and time zones by `platform|scope|id`. */
  private readonly otherSettings = new Map<string, Omit<Settings, 'theme'>>();
  /** One-time claims: key -> expiry (ms). */
  private readonly claims = new Map<string, number>();
  /** Notes attached to claims (noteClaim): key -> note. */
  private readonly claimNotes = new Map<string, string>();
  private readonly sweep = new ClaimSweepTimer();
  /** Installations: platform, enterprise and team joined -> JSON document. */
  private readonly installations = new Map<string, string>();
  /** Uploaded pictures of private replies by `platform|fileId`. */
  private readonly uploads = new Map<string, StoredUpload>();
  /** Players' saved picks by key: the adapter's document (undefined: cleared), when, until. */
  private readonly picks = new Map<
    string,
    { pick: string | undefined; at: number; expiresAt: number }
  >();
  private readonly pickSweep = new ClaimSweepTimer();

  async getGame(id: string): Promise<Game | undefined> {
    const stored = this.games.get(id);
    return stored && documentToGame(stored.doc, stored.version);
  }

  async currentGame(conversation: ConversationKey): Promise<Game | undefined> {
    const id = this.current.get(key(conversation));
    return id === undefined ? undefined : this.getGame(id);
  }

  async dailyGame(conversation: ConversationKey, date: string): Promise<Game | undefined> {
    const found = this.findDaily(conversation, date);
    return found && documentToGame(found.doc, found.version);
  }

  private findDaily(conversation: ConversationKey, date: string): StoredGame | undefined {
    for (const stored of this.games.values()) {
      const p = stored.doc.place;
      if (
        p.platform === conversation.platform &&
        p.conversationId === conversation.conversationId &&
        dailyDate(stored.doc) === date
      ) {
        return stored;
      }
    }
    return undefined;
  }

  async playingGames(conversation: ConversationKey, limit: number): Promise<Game[]> {
    return [...this.games.values()]
      .filter(
        ({ doc }) =>
          doc.status === 'playing' &&
          doc.place.platform === conversation.platform &&
          doc.place.conversationId === conversation.conversationId,
      )
      .sort((a, b) => b.doc.startedAt - a.doc.startedAt)
      .slice(0, limit)
      .map((stored) => documentToGame(stored.doc, stored.version));
  }

  async startGame(game: Game): Promise<Game> {
    const conversation = {
      platform: game.place.platform,
      conversationId: game.place.conversationId,
    };
    // An archive game is never the conversation's daily of its date (SQL: daily_date is null).
    const date = rankedDate(game.source);
    if (date !== undefined) {
      const existing = this.findDaily(conversation, date);
      if (existing) {
        this.current.set(key(conversation), existing.doc.id);
        return documentToGame(existing.doc, existing.version);
      }
    }
    if (this.games.has(game.id)) throw new Error(`game ${game.id} already exists`);
    this.games.set(game.id, { doc: gameToDocument(game), version: 0 });
    this.current.set(key(conversation), game.id);
    return { ...game, version: 0 };
  }

  async resumeGame(conversation: ConversationKey, gameId: string): Promise<void> {
    if (!this.games.has(gameId)) throw new Error(`no game ${gameId}`);
    this.current.set(key(conversation), gameId);
  }

  async commitMove(commit: GameCommit): Promise<boolean> {
    const stored = this.games.get(commit.game.id);
    if (!stored) throw new Error(`no game ${commit.game.id}`);
    if (stored.version !== commit.expectedVersion) return false;
    const where = commit.whileCurrentIn;
    if (where && this.current.get(key(where)) !== commit.game.id) return false;
    stored.doc = gameToDocument(commit.game);
    stored.version = commit.expectedVersion + 1;
    this.moves.push({ ...commit.move, gameId: commit.game.id });
    if (commit.noteVisibleMessage) this.countVisibleMessage(commit.noteVisibleMessage);
    return true;
  }

  async playerGames(platform: string, userId: string): Promise<PlayerGame[]> {
    const out: PlayerGame[] = [];
    for (const { doc } of this.games.values()) {
      if (doc.place.platform !== platform) continue;
      const share = doc.contributors.find((c) => c.userId === userId);
      if (!share) continue;
      const date = dailyDate(doc);
      out.push({
        gameId: doc.id,
        status: doc.status,
        ...(date ? { dailyDate: date } : {}),
        ...(doc.finishedAt === undefined ? {} : { elapsedMs: doc.finishedAt - doc.startedAt }),
        mistakes: share.mistakes,
        hints: share.hints,
      });
    }
    return out;
  }

  /** Who has a game in the workspace of a scope (for its direct-message games). */
  private playersIn(scope: BoardScope): Set<string> {
    const players = new Set<string>();
    if (!('workspace' in scope)) return players;
    for (const { doc } of this.games.values()) {
      if (doc.place.platform !== scope.platform || doc.place.workspace !== scope.workspace)
        continue;
      for (const c of doc.contributors) players.add(c.userId);
    }
    return players;
  }

  async dailyResults(scope: BoardScope, date: string, until = date): Promise<DailyResult[]> {
    const out: DailyResult[] = [];
    const players = this.playersIn(scope);
    for (const { doc } of this.games.values()) {
      const day = dailyDate(doc);
      if (!inScope(doc, scope, players) || doc.status !== 'solved') continue;
      if (day === undefined || day < date || day > until) continue;
      out.push(dailyResultOf(doc));
    }
    return out.sort((a, b) => a.elapsedMs - b.elapsedMs);
  }

  async dailyPlayers(scope: BoardScope, sinceDate: string): Promise<PlayerRef[]> {
    const seen = new Map<string, string>();
    const players = this.playersIn(scope);
    for (const { doc } of this.games.values()) {
      const date = dailyDate(doc);
      if (!inScope(doc, scope, players) || date === undefined || date < sinceDate) continue;
      for (const c of doc.contributors) seen.set(c.userId, c.name);
    }
    return [...seen].map(([userId, name]) => ({ userId, name }));
  }

  async solvedDailyDates(
    platform: string,
    userIds: readonly string[],
  ): Promise<Map<string, string[]>> {
    const wanted = new Set(userIds);
    const out = new Map<string, string[]>(userIds.map((id) => [id, []]));
    for (const { doc } of this.games.values()) {
      const date = dailyDate(doc);
      if (doc.place.platform !== platform || !date || doc.status !== 'solved') continue;
      for (const c of doc.contributors) if (wanted.has(c.userId)) out.get(c.userId)!.push(date);
    }
    return out;
  }

  async setSchedule(schedule: Schedule): Promise<void> {
    const c = schedule.conversation;
    this.schedules.set(key({ platform: c.platform, conversationId: c.id }), schedule);
  }

  async removeSchedule(conversation: ConversationKey): Promise<boolean> {
    return this.schedules.delete(key(conversation));
  }

  async getSchedule(conversation: ConversationKey): Promise<Schedule | undefined> {
    return this.schedules.get(key(conversation));
  }

  async listSchedules(): Promise<Schedule[]> {
    return [...this.schedules.values()];
  }

  async removeWorkspaceSchedules(platform: string, workspace: string): Promise<number> {
    let removed = 0;
    for (const [k, s] of this.schedules) {
      if (s.conversation.platform !== platform || s.conversation.workspace !== workspace) continue;
      this.schedules.delete(k);
      removed++;
    }
    return removed;
  }

  async saveInstallation(k: InstallationKey, doc: string): Promise<void> {
    this.installations.set(installationKey(k), doc);
  }

  async installation(k: InstallationKey): Promise<string | undefined> {
    return this.installations.get(installationKey(k));
  }

  async deleteInstallation(k: InstallationKey): Promise<boolean> {
    return this.installations.delete(installationKey(k));
  }

  async dailyPost(conversation: ConversationKey, date: string): Promise<PostRecord | undefined> {
    return this.posts.get(postKey(conversation, date))?.record;
  }

  async writeDailyPost(
    conversation: ConversationKey,
    date: string,
    record: Omit<PostRecord, 'revision'>,
    expectedRevision: number,
  ): Promise<boolean> {
    const k = postKey(conversation, date);
    if ((this.posts.get(k)?.record.revision ?? 0) !== expectedRevision) return false;
    const { platform, conversationId } = conversation;
    this.posts.set(k, {
      conversation: { platform, conversationId },
      date,
      record: { ...record, revision: expectedRevision + 1 },
    });
    return true;
  }

  async unfinishedDailyPosts(date: string): Promise<ConversationKey[]> {
    return [...this.posts.values()]
      .filter(
        (p) => p.date === date && (p.record.status === 'claimed' || p.record.status === 'failed'),
      )
      .map((p) => ({ ...p.conversation }));
  }

  async postsToVerify(now: number): Promise<PostToVerify[]> {
    return [...this.posts.values()]
      .filter(
        (p) =>
          p.record.status === 'sent' && p.record.verifyAt !== undefined && p.record.verifyAt <= now,
      )
      .map((p) => ({ conversation: { ...p.conversation }, date: p.date, record: p.record }));
  }

  async boardMessage(board: BoardKey): Promise<StoredBoardMessage | undefined> {
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

  async setBoardMessage(
    board: BoardKey,
    conversation: ConversationKey,
    message: { ref: string; postedAt: number; picture?: string },
    expectedRef: string | undefined,
  ): Promise<boolean> {
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

  async swapBoardPicture(
    board: BoardKey,
    ref: string,
    picture: string,
  ): Promise<{ matched: boolean; previous?: string }> {
    const found = this.boards.get(`${board.gameId}\u0000${board.viewer}`);
    if (found?.ref !== ref) return { matched: false };
    const previous = found.picture;
    found.picture = picture;
    return { matched: true, ...(previous !== undefined && { previous }) };
  }

  async conversationBoards(
    conversation: ConversationKey,
  ): Promise<(BoardKey & StoredBoardMessage)[]> {
    return [...this.boards.values()]
      .filter((b) => b.conversation === key(conversation))
      .sort((a, b) => a.postedAt - b.postedAt)
      .map(({ conversation: _, ...board }) => ({ ...board }));
  }

  async noteVisibleMessage(conversation: ConversationKey): Promise<void> {
    this.countVisibleMessage(conversation);
  }

  private countVisibleMessage(conversation: ConversationKey): void {
    for (const board of this.boards.values()) {
      if (board.conversation === key(conversation) && board.messagesAfter < 1000)
        board.messagesAfter++;
    }
  }

  /** One-time claims kept, live or expired (for tests of the purge). */
  get claimRows(): number {
    return this.claims.size;
  }

  async claimOnce(key: string, expiresAt: number, now: number): Promise<boolean> {
    if (this.sweep.due(now)) {
      for (const [k, expiry] of this.claims) {
        if (expiry > now) continue;
        this.claims.delete(k);
        this.claimNotes.delete(k);
      }
    }
    const held = this.claims.get(key);
    if (held !== undefined && held > now) return false;
    this.claims.set(key, expiresAt);
    this.claimNotes.delete(key);
    return true;
  }

  async noteClaim(key: string, note: string, now: number): Promise<void> {
    const held = this.claims.get(key);
    if (held !== undefined && held > now) this.claimNotes.set(key, note);
  }

  async claimNote(key: string, now: number): Promise<string | undefined> {
    const held = this.claims.get(key);
    return held !== undefined && held > now ? this.claimNotes.get(key) : undefined;
  }

  async pictureTheme(owner: SettingsOwner): Promise<ThemeName | undefined> {
    return this.themes.get(`${owner.platform}|${owner.scope}|${owner.id}`);
  }

  async setPictureTheme(owner: SettingsOwner, theme: ThemeName): Promise<void> {
    this.themes.set(`${owner.platform}|${owner.scope}|${owner.id}`, theme);
  }

  async settings(owner: SettingsOwner): Promise<Settings> {
    const id = `${owner.platform}|${owner.scope}|${owner.id}`;
    const theme = this.themes.get(id);
    return { ...this.otherSettings.get(id), ...(theme && { theme }) };
  }

  async changeSettings(owner: SettingsOwner, change: SettingsChange): Promise<void> {
    const id = `${owner.platform}|${owner.scope}|${owner.id}`;
    const next: { -readonly [K in keyof Omit<Settings, 'theme'>]: Settings[K] } = {
      ...this.otherSettings.get(id),
    };
    if (change.language !== undefined) {
      if (change.language === null) delete next.language;
      else next.language = change.language;
    }
    if (change.timeZone !== undefined) {
      if (change.timeZone === null) delete next.timeZone;
      else next.timeZone = change.timeZone;
    }
    if (change.dayThread !== undefined) {
      if (change.dayThread === null) delete next.dayThread;
      else next.dayThread = change.dayThread;
    }
    this.otherSettings.set(id, next);
  }

  async savePendingPhoto(
    conversation: ConversationKey,
    userId: string,
    photo: PendingPhoto,
  ): Promise<void> {
    this.photos.set(`${key(conversation)}\u0000${userId}`, structuredClone(photo));
  }

  async pendingPhoto(
    conversation: ConversationKey,
    userId: string,
  ): Promise<PendingPhoto | undefined> {
    const photo = this.photos.get(`${key(conversation)}\u0000${userId}`);
    return photo && structuredClone(photo);
  }

  async deletePendingPhoto(conversation: ConversationKey, userId: string): Promise<void> {
    this.photos.delete(`${key(conversation)}\u0000${userId}`);
  }

  async saveDailyPuzzle(puzzle: DailyPuzzle): Promise<void> {
    if (this.dailies.has(puzzle.date)) return;
    this.dailies.set(puzzle.date, {
      ...puzzleToRow(puzzle),
      date: puzzle.date,
      number: puzzle.number,
    });
  }

  async dailyPuzzle(date: string): Promise<DailyPuzzle | undefined> {
    const row = this.dailies.get(date);
    return row && rowToDaily(row);
  }

  async addPoolPuzzles(puzzles: readonly PlayPuzzle[]): Promise<void> {
    for (const p of puzzles) this.pool.push(puzzleToRow(p));
  }

  async takePoolPuzzle(level: Level, variant: PlayVariant): Promise<PlayPuzzle | undefined> {
    const i = this.pool.findIndex((row) => row.level === level && row.variant === variant);
    if (i < 0) return undefined;
    const [row] = this.pool.splice(i, 1);
    return rowToPuzzle(row!);
  }

  async poolCounts(): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const row of this.pool) {
      const k = poolKey(row.level, row.variant);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    return counts;
  }

  async recordUpload(upload: StoredUpload): Promise<void> {
    const key = `${upload.platform}|${upload.fileId}`;
    if (!this.uploads.has(key)) this.uploads.set(key, { ...upload });
  }

  async uploadsBefore(platform: string, before: number, limit: number): Promise<StoredUpload[]> {
    return [...this.uploads.values()]
      .filter((u) => u.platform === platform && u.uploadedAt < before)
      .sort((a, b) => a.uploadedAt - b.uploadedAt || (a.fileId < b.fileId ? -1 : 1))
      .slice(0, limit)
      .map((u) => ({ ...u }));
  }

  async forgetUploads(platform: string, fileIds: readonly string[]): Promise<void> {
    for (const id of fileIds) this.uploads.delete(`${platform}|${id}`);
  }

  async savePick(key: string, pick: string | undefined, at: number, expiresAt: number) {
    if (this.pickSweep.due(at)) {
      for (const [k, kept] of this.picks) if (kept.expiresAt <= at) this.picks.delete(k);
    }
    const kept = this.picks.get(key);
    if (kept && kept.at > at) return;
    this.picks.set(key, { pick, at, expiresAt });
  }

  async savedPick(key: string, now: number): Promise<string | undefined> {
    const kept = this.picks.get(key);
    return kept && kept.expiresAt > now ? kept.pick : undefined;
  }

  async close(): Promise<void> {}
}
