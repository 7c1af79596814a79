// A small stand-in for the bot core (used until tests run through the real one, and for the
// adapter's own edge cases): it records what it was asked and answers with realistic replies:
// text, a real PNG made with sharp, alt text and the board's buttons.

import sharp from 'sharp';
import type { Renderer } from '../../src/bot/ports.ts';
import { classicGeometry } from '../../src/engine/geometry.ts';
import type { BoardView } from '../../src/render/view.ts';
import type {
  Action,
  BoardMessage,
  BoardTarget,
  BotCore,
  Command,
  Conversation,
  Inbound,
  Reply,
} from '../../src/bot/types.ts';
import { err, ok, type Result } from '../../src/engine/result.ts';

export const BOARD_ACTIONS: readonly Action[] = [
  { id: 'hint', label: 'Hint', command: 'hint', style: 'primary' },
  { id: 'undo', label: 'Undo', command: 'undo' },
  { id: 'notes', label: 'Notes on', command: 'notes auto' },
  {
    id: 'reveal',
    label: 'Reveal',
    command: 'reveal confirmed',
    style: 'danger',
    confirm: 'Reveal the solution for everyone in this channel?',
  },
];

let cachedPng: Promise<Buffer> | undefined;

/** A real (small) PNG: a white square with a dark 3x3 frame pattern. */
export function smallPng(): Promise<Buffer> {
  cachedPng ??= sharp({
    create: { width: 90, height: 90, channels: 3, background: { r: 255, g: 255, b: 255 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="90" height="90"><path d="M0 30H90M0 60H90M30 0V90M60 0V90" stroke="#222" stroke-width="2"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  return cachedPng;
}

/** Parses the few command texts the fake core's buttons carry. */
/** A refusal as the grammar gives one: its English message, and its text to say. */
const refused = (message: string) => err({ message, text: message });

export function fakeParseCommand(text: string): Result<Command, { message: string; text: string }> {
  switch (text.trim()) {
    case 'hint':
      return ok({ kind: 'hint' });
    case 'undo':
      return ok({ kind: 'undo' });
    case 'notes auto':
      return ok({ kind: 'notesAuto' });
    case 'reveal confirmed':
      return ok({ kind: 'reveal', confirmed: true });
    default:
      return refused(`I don't understand "${text}".`);
  }
}

// Sudoku Exchange "easy" puzzle #1 (public domain), from test/fixtures/puzzles-with-solutions.txt.
const PUZZLE = '050703060007000800000816000000030000005000100730040086906000204840572093000409000';
const SOLUTION =
  '158723469367954821294816375619238547485697132732145986976381254841572693523469718';

/** A board view with `moves` correct entries, for the rendering fake core. */
function boardView(moves: number): BoardView {
  const givens = Uint8Array.from(PUZZLE, Number);
  const entries = new Uint8Array(81);
  for (let cell = 0, placed = 0; cell < 81 && placed < moves; cell++) {
    if (givens[cell] === 0) {
      entries[cell] = Number(SOLUTION[cell]);
      placed++;
    }
  }
  return {
    geometry: classicGeometry(9),
    givens,
    entries,
    title: 'Daily #12 · medium',
    level: 'medium',
  };
}

/** The game of the fake core's board, and the board message the button fixture sits on. */
export const FAKE_GAME_ID = 'game-12';
export const FIXTURE_BOARD_REF = '1130000000000000010/1239950200000000000';

export class FakeCore implements BotCore {
  /** With a renderer, every board reply is drawn afresh (as the real core does). */
  constructor(private readonly renderer?: Renderer) {}

  /** Where the live board is, as the adapter reported it (the fixture's message at first). */
  boardMessage: BoardMessage | undefined = { ref: FIXTURE_BOARD_REF, postedAt: Date.now() };
  /** Every board message the adapter reported posting. */
  readonly posted: BoardMessage[] = [];
  private version = 0;

  readonly inbounds: Inbound[] = [];
  /** Milliseconds each command kind takes. */
  readonly delays: Partial<Record<Command['kind'], number>> = {};
  /** Command kinds held until their promise settles (a test's gate: an explicit event). */
  readonly holds: Partial<Record<Command['kind'], Promise<void>>> = {};
  /** When each command's work started and when its answer was ready (performance.now()). */
  readonly started: { kind: Command['kind']; at: number }[] = [];
  readonly answered: { kind: Command['kind']; at: number }[] = [];
  emptyCellList = ['r1c3', 'r3c1', 'r3c5', 'r3c9', 'r5c5', 'r9c9'];
  failNext = false;

  async handle(inbound: Inbound): Promise<Reply[]> {
    this.inbounds.push(inbound);
    const kind = inbound.command.kind;
    this.started.push({ kind, at: performance.now() });
    const delay = this.delays[kind];
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    await this.holds[kind];
    if (this.failNext) {
      this.failNext = false;
      throw new Error('fake core failure');
    }
    const replies = await this.reply(inbound);
    this.answered.push({ kind, at: performance.now() });
    return replies;
  }

  async emptyCells(_conversation: Conversation): Promise<string[]> {
    return this.emptyCellList;
  }

  /** Conversations whose boards were told of a message people wrote below them. */
  readonly messagesBelow: Conversation[] = [];

  async conversationMessage(conversation: Conversation): Promise<void> {
    this.messagesBelow.push(conversation);
  }

  async boardPosted(
    _target: BoardTarget,
    message: BoardMessage,
    replaced?: BoardMessage,
  ): Promise<boolean> {
    this.posted.push(message);
    if (replaced?.ref !== this.boardMessage?.ref) return false;
    this.boardMessage = message;
    return true;
  }

  async boardEdited(_target: BoardTarget, _ref: string, _picture: string) {
    return undefined;
  }

  async liveBoard(_target: BoardTarget): Promise<Reply | undefined> {
    const reply = await this.board('*Daily #12* · medium.', 'everyone', 'update');
    // The board as it is now: the version last handed out, not a new one.
    return { ...reply, live: { ...reply.live!, version: --this.version } };
  }

  get last(): Inbound {
    const last = this.inbounds.at(-1);
    if (!last) throw new Error('the fake core was not called');
    return last;
  }

  private async board(
    text: string,
    visibility: Reply['visibility'] = 'everyone',
    placement: 'fresh' | 'update' | 'none' = 'update',
  ): Promise<Reply> {
    const view = boardView(this.inbounds.length % 40);
    const image = this.renderer
      ? { png: await this.renderer.render(view), alt: this.renderer.altText(view) }
      : {
          png: await smallPng(),
          alt: 'Sudoku board, 9 by 9, daily 12, medium. 31 givens, 4 entries, 46 empty cells.',
        };
    return {
      text,
      visibility,
      board: view,
      image: { ...image, filename: 'board.png' },
      actions: BOARD_ACTIONS,
      ...(placement !== 'none' && { live: this.live(placement) }),
    };
  }

  /** A change: the live board edited for everyone, and a private confirmation. */
  private async changed(text: string): Promise<Reply[]> {
    return [await this.board(text), { text: `Done: ${text}`, visibility: 'asker', ack: true }];
  }

  /** A live board that edits the recorded message, or (fresh) is posted anew. */
  private live(placement: 'fresh' | 'update'): NonNullable<Reply['live']> {
    const at = this.boardMessage;
    const base = { gameId: FAKE_GAME_ID, viewer: '', version: ++this.version, over: false };
    if (placement === 'update' && at) return { ...base, edit: at };
    return { ...base, ...(at && { replaces: at }), ...(placement === 'fresh' && { fresh: true }) };
  }

  private async reply(inbound: Inbound): Promise<Reply[]> {
    const c = inbound.command;
    const who = inbound.user.name;
    switch (c.kind) {
      case 'today':
        return [await this.board('*Daily #12* · medium · Monday. Good luck!', 'everyone', 'fresh')];
      case 'new':
        return [
          await this.board(
            `*New puzzle* · ${c.level ?? 'medium'} · ${c.variant ?? 'classic'}`,
            'everyone',
            'fresh',
          ),
        ];
      case 'board':
      case 'resume':
        return [await this.board('*Daily #12* · medium. 46 cells to go.', 'everyone', 'fresh')];
      case 'place':
        return this.changed(`${who} placed ${c.digit} in r${c.cell.row}c${c.cell.col}.`);
      case 'clear':
        return this.changed(`${who} cleared r${c.cell.row}c${c.cell.col}.`);
      case 'note':
        return this.changed(`Notes ${c.digits.join('')} in r${c.cell.row}c${c.cell.col}.`);
      case 'notesAuto':
        return this.changed('Notes are on.');
      case 'undo':
        return this.changed(`${who} took back the last move.`);
      case 'hint': {
        const personal = inbound.conversation.kind === 'direct';
        return [
          await this.board(
            c.cell ? `Look at r${c.cell.row}c${c.cell.col}: a *hidden single*.` : 'Look at box 5.',
            personal ? 'everyone' : 'asker',
            personal ? 'update' : 'none',
          ),
        ];
      }
      case 'reveal':
        return [await this.board('The solution, revealed.')];
      case 'solveGrid':
      case 'solvePhoto': {
        const bytes = c.kind === 'solvePhoto' ? await inbound.attachments?.[0]?.fetch() : undefined;
        const what = bytes ? `your photo (${bytes.length} bytes)` : 'your grid';
        const reply = await this.board(`Solved ${what}.`, c.share ? 'everyone' : 'asker', 'none');
        return [{ ...reply, actions: [] }];
      }
      case 'stats':
        return [{ text: `*${who}*: 3 solved, streak 2.`, visibility: 'everyone' }];
      case 'archive':
      case 'share':
        return [{ text: `${c.kind} ok`, visibility: 'everyone' }];
      case 'leaderboard':
        return [{ text: '1. Ada 12\n2. Grace 9', visibility: 'everyone' }];
      case 'schedule':
      case 'unschedule':
        if (!inbound.user.canManage) {
          return [
            { text: 'You need the Manage Channels permission for that.', visibility: 'asker' },
          ];
        }
        return [
          {
            text: c.kind === 'schedule' ? `Daily post at ${c.time}.` : 'No more daily posts here.',
            visibility: 'everyone',
          },
        ];
      case 'theme':
        return [{ text: `Theme ${c.theme ?? 'as before'}.`, visibility: 'asker' }];
      case 'language':
        return [{ text: `Language ${c.word ?? 'as before'}.`, visibility: 'asker' }];
      case 'timezone':
        // A change is said to everyone in a channel; the zone alone only to its asker.
        return [
          {
            text: `Time zone ${c.zone ?? 'as before'}.`,
            visibility: c.zone ? 'everyone' : 'asker',
          },
        ];
      case 'thread':
        return [{ text: `Day threads ${String(c.on ?? 'as before')}.`, visibility: 'asker' }];
      case 'help':
        return [
          {
            text: `Help${c.topic ? ` on ${c.topic}` : ''}: try /sudoku today.`,
            visibility: 'asker',
          },
        ];
      case 'fix':
      case 'confirmPhoto':
        return [{ text: 'Fixed.', visibility: 'asker' }];
    }
  }
}
