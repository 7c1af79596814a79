// Who is looking at which conversation's board, live: one room per conversation with the open
// board streams, each viewer's selected cell and colour, and the game state they were last sent.
// A room reads the game again when told that its conversation changed (a move through any
// adapter of this process) and, while anyone watches, every `pollMs` (a move made by another
// process, a daily posted by the scheduler), and sends a newer version to every stream.

import type { BoardState } from '../../src/bot/board-state.ts';
import type { Logger } from '../../src/bot/ports.ts';
import type { BotCore, Conversation } from '../../src/bot/types.ts';
import { HttpError } from './http-util.ts';
import { msg } from '../../src/i18n/text.ts';
import type { SseStream } from './sse.ts';

/** How often a watched room reads its game when nothing told it of a change (ms). */
export const DEFAULT_POLL_MS = 500;
/** Streams in one room (everyone watching one conversation's board). */
export const MAX_STREAMS_PER_ROOM = 64;
/** Streams of one user in one room (pages open at once). */
export const MAX_STREAMS_PER_VIEWER = 4;
/** Rooms at once (conversations someone is watching). */
export const MAX_ROOMS = 2000;

/** Outline colours of the viewers in a room, in the order they are handed out. */
export const VIEWER_COLOURS = [
  '#e8590c',
  '#1c7ed6',
  '#2f9e44',
  '#ae3ec9',
  '#f08c00',
  '#0c8599',
  '#e64980',
  '#5c940d',
] as const;

/** Someone looking at a board. */
export interface BoardViewer {
  readonly id: string;
  readonly name: string;
  /** An avatar URL the page may load (through the host's own paths), if any. */
  readonly avatar?: string;
}

/** A viewer as everyone in the room sees them. */
export interface PresentViewer extends BoardViewer {
  readonly colour: string;
  /** The cell they have selected, if any. */
  readonly cell?: number;
}

interface Watcher {
  readonly viewer: BoardViewer;
  readonly stream: SseStream;
}

/** The key of a conversation's room. */
export function roomKey(conversation: Pick<Conversation, 'platform' | 'id'>): string {
  return `${conversation.platform}:${conversation.id}`;
}

/** What newer means for states: another game, or a later version of the same one. */
export function isNewer(next: BoardState | undefined, shown: BoardState | undefined): boolean {
  if (!next) return shown !== undefined;
  if (!shown || next.gameId !== shown.gameId) return true;
  return next.version > shown.version;
}

class BoardRoom {
  readonly watchers = new Set<Watcher>();
  /** Each present viewer's colour and selected cell. */
  readonly seats = new Map<string, { colour: string; cell?: number }>();
  state: BoardState | undefined;
  private reading: Promise<BoardState | undefined> | undefined;
  /** Reads asked for; a read in progress reads once more when this moved on meanwhile. */
  private asked = 0;
  timer: NodeJS.Timeout | undefined;

  constructor(
    readonly conversation: Conversation,
    private readonly read: (conversation: Conversation) => Promise<BoardState | undefined>,
    private readonly now: () => number,
  ) {}

  /** Reads the game (one read at a time; a change during a read reads once more) and sends it. */
  refresh(): Promise<BoardState | undefined> {
    this.asked++;
    if (this.reading) return this.reading;
    this.reading = (async () => {
      try {
        let served = -1;
        while (served !== this.asked) {
          served = this.asked;
          const next = await this.read(this.conversation);
          if (isNewer(next, this.state)) {
            this.state = next;
            this.broadcast('state', this.stateEvent());
          }
        }
        return this.state;
      } finally {
        this.reading = undefined;
      }
    })();
    return this.reading;
  }

  stateEvent(): { state: BoardState | null; now: number } {
    return { state: this.state ?? null, now: this.now() };
  }

  presence(): PresentViewer[] {
    const seen = new Map<string, PresentViewer>();
    for (const { viewer } of this.watchers) {
      if (seen.has(viewer.id)) continue;
      const seat = this.seats.get(viewer.id);
      if (!seat) continue;
      seen.set(viewer.id, {
        ...viewer,
        colour: seat.colour,
        ...(seat.cell !== undefined && { cell: seat.cell }),
      });
    }
    return [...seen.values()];
  }

  broadcast(event: string, data: unknown): void {
    for (const w of this.watchers) w.stream.send(event, data);
  }

  /** The first colour no present viewer has (they repeat past eight viewers). */
  freeColour(): string {
    const taken = new Set([...this.seats.values()].map((s) => s.colour));
    return VIEWER_COLOURS.find((c) => !taken.has(c)) ?? VIEWER_COLOURS[this.seats.size % 8]!;
  }
}

export interface BoardRoomsOptions {
  readonly core: BotCore;
  readonly logger: Logger;
  /** How often a watched room reads its game unprompted (default 500 ms; 0: never). */
  readonly pollMs?: number;
  readonly now?: () => number;
}

/** Every room of this process. */
export class BoardRooms {
  private readonly rooms = new Map<string, BoardRoom>();
  private readonly pollMs: number;
  /** The clock states are sent with (the page runs the game's clock from it). */
  readonly now: () => number;

  constructor(private readonly options: BoardRoomsOptions) {
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
    this.now = options.now ?? Date.now;
  }

  /** The conversation's game as it is now (read again), sent to its watchers when newer. */
  async current(conversation: Conversation): Promise<BoardState | undefined> {
    const room = this.rooms.get(roomKey(conversation));
    if (room) return room.refresh();
    return this.read(conversation);
  }

  /** Tells the room of a conversation that its game may have changed: it reads it now. */
  changed(conversation: Pick<Conversation, 'platform' | 'id'>): void {
    const room = this.rooms.get(roomKey(conversation));
    room?.refresh().catch((error: unknown) => this.failed(room, error));
  }

  /**
   * Adds a viewer's stream to the conversation's room: it gets the state, then every newer one
   * and everyone's presence. Refused (429/503 with a reason) beyond the rooms' bounds, before
   * `open` starts the stream.
   */
  async watch(
    conversation: Conversation,
    viewer: BoardViewer,
    open: () => SseStream,
  ): Promise<SseStream> {
    const room = this.roomFor(conversation);
    const mine = [...room.watchers].filter((w) => w.viewer.id === viewer.id).length;
    if (mine >= MAX_STREAMS_PER_VIEWER) {
      throw new HttpError(
        429,
        'too-many-pages',
        msg('http.board-open', { max: MAX_STREAMS_PER_VIEWER }),
      );
    }
    if (room.watchers.size >= MAX_STREAMS_PER_ROOM) {
      throw new HttpError(503, 'room-full', msg('http.room-full', { max: MAX_STREAMS_PER_ROOM }));
    }
    const stream = open();
    const watcher: Watcher = { viewer, stream };
    room.watchers.add(watcher);
    if (!room.seats.has(viewer.id)) room.seats.set(viewer.id, { colour: room.freeColour() });
    const seat = room.seats.get(viewer.id)!;
    stream.send('you', { id: viewer.id, name: viewer.name, colour: seat.colour });
    if (room.state) stream.send('state', room.stateEvent());
    room.broadcast('presence', { viewers: room.presence() });
    this.startPolling(room);
    await room.refresh();
    return stream;
  }

  /** Removes a stream; the viewer leaves the room's presence with their last stream. */
  leave(conversation: Conversation, viewerId: string, stream: SseStream): void {
    const room = this.rooms.get(roomKey(conversation));
    if (!room) return;
    for (const w of room.watchers) if (w.stream === stream) room.watchers.delete(w);
    if (![...room.watchers].some((w) => w.viewer.id === viewerId)) room.seats.delete(viewerId);
    if (room.watchers.size === 0) {
      clearInterval(room.timer);
      this.rooms.delete(roomKey(conversation));
      return;
    }
    room.broadcast('presence', { viewers: room.presence() });
  }

  /** A viewer selected a cell (or none): everyone's board outlines it in their colour. */
  select(conversation: Conversation, viewerId: string, cell: number | undefined): void {
    const room = this.rooms.get(roomKey(conversation));
    const seat = room?.seats.get(viewerId);
    if (!room || !seat || seat.cell === cell) return;
    if (cell === undefined) delete seat.cell;
    else seat.cell = cell;
    room.broadcast('presence', { viewers: room.presence() });
  }

  /** Viewers of a conversation's board now. */
  presence(conversation: Conversation): PresentViewer[] {
    return this.rooms.get(roomKey(conversation))?.presence() ?? [];
  }

  /** Ends every stream and timer (the server is closing). */
  close(): void {
    for (const room of this.rooms.values()) {
      clearInterval(room.timer);
      for (const w of room.watchers) w.stream.end();
    }
    this.rooms.clear();
  }

  private roomFor(conversation: Conversation): BoardRoom {
    const key = roomKey(conversation);
    let room = this.rooms.get(key);
    if (!room) {
      if (this.rooms.size >= MAX_ROOMS) {
        throw new HttpError(503, 'busy', msg('http.boards-busy'));
      }
      room = new BoardRoom(conversation, (c) => this.read(c), this.now);
      this.rooms.set(key, room);
    }
    return room;
  }

  private startPolling(room: BoardRoom): void {
    if (room.timer || this.pollMs <= 0) return;
    room.timer = setInterval(() => {
      room.refresh().catch((error: unknown) => this.failed(room, error));
    }, this.pollMs);
    room.timer.unref();
  }

  private async read(conversation: Conversation): Promise<BoardState | undefined> {
    const read = this.options.core.boardState;
    if (!read) throw new Error('this bot core cannot show boards as data (no boardState)');
    return read.call(this.options.core, conversation);
  }

  private failed(room: BoardRoom, error: unknown): void {
    this.options.logger.warn('board room: reading the game failed', {
      conversation: room.conversation.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
