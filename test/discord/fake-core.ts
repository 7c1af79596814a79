// A small stand-in for the bot core (used until tests run through the real one, and for the
// adapter's own edge cases): it records what it was asked and answers with realistic replies:
// text, a real PNG made with sharp, alt text and the board's buttons.

import sharp from 'sharp';
import type { Renderer } from '../../src/bot/ports.ts';
import { classicGeometry } from '../../src/engine/geometry.ts';
import type { BoardView } from '../../src/render/view.ts';
import type {
  Action,
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
export function fakeParseCommand(text: string): Result<Command, { message: string }> {
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
      return err({ message: `I don't understand "${text}".` });
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

export class FakeCore implements BotCore {
  /** With a renderer, every board reply is drawn afresh (as the real core does). */
  constructor(private readonly renderer?: Renderer) {}

  readonly inbounds: Inbound[] = [];
  /** Milliseconds each command kind takes. */
  readonly delays: Partial<Record<Command['kind'], number>> = {};
  emptyCellList = ['r1c3', 'r3c1', 'r3c5', 'r3c9', 'r5c5', 'r9c9'];
  failNext = false;

  async handle(inbound: Inbound): Promise<Reply[]> {
    this.inbounds.push(inbound);
    const delay = this.delays[inbound.command.kind];
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (this.failNext) {
      this.failNext = false;
      throw new Error('fake core failure');
    }
    return this.reply(inbound);
  }

  async emptyCells(_conversation: Conversation): Promise<string[]> {
    return this.emptyCellList;
  }

  get last(): Inbound {
    const last = this.inbounds.at(-1);
    if (!last) throw new Error('the fake core was not called');
    return last;
  }

  private async board(text: string, visibility: Reply['visibility'] = 'everyone'): Promise<Reply> {
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
      isBoard: true,
    };
  }

  private async reply(inbound: Inbound): Promise<Reply[]> {
    const c = inbound.command;
    const who = inbound.user.name;
    switch (c.kind) {
      case 'today':
        return [await this.board('*Daily #12* · medium · Monday. Good luck!')];
      case 'new':
        return [
          await this.board(`*New puzzle* · ${c.level ?? 'medium'} · ${c.variant ?? 'classic'}`),
        ];
      case 'board':
        return [await this.board('*Daily #12* · medium. 46 cells to go.')];
      case 'place':
        return [await this.board(`${who} placed ${c.digit} in r${c.cell.row}c${c.cell.col}.`)];
      case 'clear':
        return [await this.board(`${who} cleared r${c.cell.row}c${c.cell.col}.`)];
      case 'note':
        return [await this.board(`Notes ${c.digits.join('')} in r${c.cell.row}c${c.cell.col}.`)];
      case 'notesAuto':
        return [await this.board('Notes are on.')];
      case 'undo':
        return [await this.board(`${who} took back the last move.`)];
      case 'hint': {
        const personal = inbound.conversation.kind === 'direct';
        return [
          await this.board(
            c.cell ? `Look at r${c.cell.row}c${c.cell.col}: a *hidden single*.` : 'Look at box 5.',
            personal ? 'asker' : 'everyone',
          ),
        ];
      }
      case 'reveal':
        return [await this.board('The solution, revealed.')];
      case 'solveGrid':
      case 'solvePhoto': {
        const bytes = c.kind === 'solvePhoto' ? await inbound.attachments?.[0]?.fetch() : undefined;
        const what = bytes ? `your photo (${bytes.length} bytes)` : 'your grid';
        const reply = await this.board(`Solved ${what}.`, c.share ? 'everyone' : 'asker');
        return [{ ...reply, isBoard: false, actions: [] }];
      }
      case 'stats':
        return [{ text: `*${who}*: 3 solved, streak 2.`, visibility: 'everyone' }];
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
      case 'help':
        return [
          {
            text: `Help${c.topic ? ` on ${c.topic}` : ''}: try /sudoku today.`,
            visibility: 'asker',
          },
        ];
      case 'fix':
        return [{ text: 'Fixed.', visibility: 'asker' }];
    }
  }
}
