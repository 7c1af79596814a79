// The in-memory Store for tests: the same behaviour as SQLite (documents round-trip through
// JSON-safe form, versions are checked, claims are unique), nothing kept after the process ends.

import type { Level } from '../engine/levels.ts';
import { rankedDate, type Game } from '../game/game.ts';
import { documentToGame, gameToDocument, type GameDocument } from '../game/serialize.ts';
import type { DailyPuzzle, PlayPuzzle, PlayVariant } from '../game/puzzle.ts';
import type { PlayerGame } from '../game/stats.ts';
import {
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
import { dailyResultOf } from './rows.ts';
import { MemoryBoards } from './memory-boards.ts';
import { MemoryClaims } from './memory-claims.ts';
import { MemorySettings } from './memory-settings.ts';
import { MemoryPicks, MemoryPuzzles, MemoryUploads } from './memory-kept.ts';

interface StoredGame {
  doc: GameDocument;
  version: number;
}

interface StoredPost {
  readonly conversation: ConversationKey;
  readonly date: string;
  readonly record: PostRecord;
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
  /** Installations: platform, enterprise and team joined -> JSON document. */
  private readonly installations = new Map<string, string>();
  private readonly boardMessages = new MemoryBoards();
  private readonly claimed = new MemoryClaims();
  private readonly settingsKept = new MemorySettings();
  private readonly puzzles = new MemoryPuzzles();
  private readonly uploads = new MemoryUploads();
  private readonly picks = new MemoryPicks();

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
    if (commit.noteVisibleMessage)
      this.boardMessages.countVisibleMessage(commit.noteVisibleMessage);
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
    return this.boardMessages.boardMessage(board);
  }

  async setBoardMessage(
    board: BoardKey,
    conversation: ConversationKey,
    message: { ref: string; postedAt: number; picture?: string },
    expectedRef: string | undefined,
  ): Promise<boolean> {
    return this.boardMessages.setBoardMessage(board, conversation, message, expectedRef);
  }

  async swapBoardPicture(
    board: BoardKey,
    ref: string,
    picture: string,
  ): Promise<{ matched: boolean; previous?: string }> {
    return this.boardMessages.swapBoardPicture(board, ref, picture);
  }

  async conversationBoards(
    conversation: ConversationKey,
  ): Promise<(BoardKey & StoredBoardMessage)[]> {
    return this.boardMessages.conversationBoards(conversation);
  }

  async noteVisibleMessage(conversation: ConversationKey): Promise<void> {
    this.boardMessages.countVisibleMessage(conversation);
  }

  /** One-time claims kept, live or expired (for tests of the purge). */
  get claimRows(): number {
    return this.claimed.rows;
  }

  async claimOnce(key: string, expiresAt: number, now: number): Promise<boolean> {
    return this.claimed.claimOnce(key, expiresAt, now);
  }

  async noteClaim(key: string, note: string, now: number): Promise<void> {
    this.claimed.noteClaim(key, note, now);
  }

  async claimNote(key: string, now: number): Promise<string | undefined> {
    return this.claimed.claimNote(key, now);
  }

  async pictureTheme(owner: SettingsOwner): Promise<ThemeName | undefined> {
    return this.settingsKept.pictureTheme(owner);
  }

  async setPictureTheme(owner: SettingsOwner, theme: ThemeName): Promise<void> {
    this.settingsKept.setPictureTheme(owner, theme);
  }

  async settings(owner: SettingsOwner): Promise<Settings> {
    return this.settingsKept.settings(owner);
  }

  async changeSettings(owner: SettingsOwner, change: SettingsChange): Promise<void> {
    this.settingsKept.changeSettings(owner, change);
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
    this.puzzles.saveDailyPuzzle(puzzle);
  }

  async dailyPuzzle(date: string): Promise<DailyPuzzle | undefined> {
    return this.puzzles.dailyPuzzle(date);
  }

  async addPoolPuzzles(puzzles: readonly PlayPuzzle[]): Promise<void> {
    this.puzzles.addPoolPuzzles(puzzles);
  }

  async takePoolPuzzle(level: Level, variant: PlayVariant): Promise<PlayPuzzle | undefined> {
    return this.puzzles.takePoolPuzzle(level, variant);
  }

  async poolCounts(): Promise<Map<string, number>> {
    return this.puzzles.poolCounts();
  }

  async recordUpload(upload: StoredUpload): Promise<void> {
    this.uploads.recordUpload(upload);
  }

  async uploadsBefore(platform: string, before: number, limit: number): Promise<StoredUpload[]> {
    return this.uploads.uploadsBefore(platform, before, limit);
  }

  async forgetUploads(platform: string, fileIds: readonly string[]): Promise<void> {
    this.uploads.forgetUploads(platform, fileIds);
  }

  async savePick(key: string, pick: string | undefined, at: number, expiresAt: number) {
    this.picks.savePick(key, pick, at, expiresAt);
  }

  async savedPick(key: string, now: number): Promise<string | undefined> {
    return this.picks.savedPick(key, now);
  }

  async close(): Promise<void> {}
}
