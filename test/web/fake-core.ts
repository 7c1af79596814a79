// A scripted BotCore and grammar for the playground tests: it records every Inbound and answers
// a handful of commands the way the real core shapes its replies (board images, buttons,
// asker-only hints), and it throws on demand so the error funnel can be exercised.

import sharp from 'sharp';
import type { Logger } from '../../src/bot/ports.ts';
import type { BotCore, Command, Inbound, Reply } from '../../src/bot/types.ts';
import { err, ok, type Result } from '../../src/engine/result.ts';

/** A solid square PNG of `size` pixels. */
export function squarePng(size: number, colour = '#4f46e5'): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** `board`, `hint`, `place r1c2 3`, `reveal [confirm]`, `help [topic]`; anything else fails. */
/** A refusal as the grammar gives one: its English message, and its text to say. */
const refused = (message: string) => err({ message, text: message });

export function fakeParseCommand(text: string): Result<Command, { message: string; text: string }> {
  const words = text.trim().toLowerCase().split(/\s+/);
  const place = /^r(\d)c(\d)$/.exec(words[1] ?? '');
  switch (words[0]) {
    case 'board':
      return ok({ kind: 'board' });
    case 'hint':
      return ok({ kind: 'hint' });
    case 'place':
      if (!place || !/^[1-9]$/.test(words[2] ?? ''))
        return refused('Write a move as `place r3c5 7`.');
      return ok({
        kind: 'place',
        cell: { row: Number(place[1]), col: Number(place[2]) },
        digit: Number(words[2]),
      });
    case 'reveal':
      return ok({ kind: 'reveal', confirmed: words[1] === 'confirm' });
    case 'help':
      return ok(words[1] ? { kind: 'help', topic: words[1] } : { kind: 'help' });
    default:
      return refused(`I don't know the command "${words[0] ?? ''}". Try \`help\`.`);
  }
}

export interface FakeCore extends BotCore {
  readonly inbounds: Inbound[];
  /** The PNG of each board reply so far, newest last. */
  readonly boards: Buffer[];
}

/** The scripted core: `help boom` throws, `help slow` never answers. */
export function makeFakeCore(): FakeCore {
  const inbounds: Inbound[] = [];
  const boards: Buffer[] = [];
  let moves = 0;
  let version = 0;
  /** The board message the page last reported posting (moves edit it in place). */
  let posted: { ref: string; postedAt: number } | undefined;
  const boardReply = async (text: string, fresh = false): Promise<Reply> => {
    // Each board is a different size, so a test (or a browser) can tell them apart.
    const png = await squarePng(40 + 8 * boards.length);
    boards.push(png);
    return {
      text,
      visibility: 'everyone',
      live: {
        gameId: 'game-1',
        viewer: '',
        version: ++version,
        over: false,
        ...(posted && !fresh ? { edit: posted } : {}),
        ...(posted && fresh ? { replaces: posted } : {}),
      },
      ...(posted && fresh ? { retire: [posted] } : {}),
      image: { png, alt: `Sudoku board, ${moves} entries`, filename: 'board.png' },
      actions: [
        { id: 'hint', label: 'Hint', command: 'hint', style: 'primary' },
        {
          id: 'reveal',
          label: 'Reveal',
          command: 'reveal confirm',
          style: 'danger',
          confirm: 'Reveal the whole solution?',
        },
      ],
    };
  };
  return {
    inbounds,
    boards,
    async handle(inbound) {
      inbounds.push(inbound);
      const command = inbound.command;
      switch (command.kind) {
        case 'board':
          return [await boardReply('*Game #1* · easy', true)];
        case 'place':
          moves++;
          return [await boardReply(`${inbound.user.name} placed ${command.digit}.`)];
        case 'hint':
          return [{ text: 'Look at *box 5*.', visibility: 'asker' }];
        case 'reveal':
          return [{ text: command.confirmed ? 'Revealed.' : 'Sure?', visibility: 'everyone' }];
        case 'solvePhoto': {
          const bytes = await inbound.attachments?.[0]?.fetch();
          return [{ text: `Read a photo of ${bytes?.length ?? 0} bytes.`, visibility: 'asker' }];
        }
        case 'help':
          if (command.topic === 'boom') throw new Error('the fake core exploded');
          if (command.topic === 'slow') return new Promise<Reply[]>(() => {});
          return [{ text: 'Commands: `board`, `place r3c5 7`, `hint`.', visibility: 'asker' }];
        default:
          return [{ text: 'ok', visibility: 'everyone' }];
      }
    },
    emptyCells() {
      return Promise.resolve(['r1c1', 'r1c2']);
    },
    async boardPosted(target, message, replaced) {
      // Only game-1's board is scripted; another game's board (a scheduled post) is its first.
      if (target.gameId !== 'game-1') return true;
      if (replaced?.ref !== posted?.ref) return false;
      posted = message;
      return true;
    },
    boardEdited: async () => undefined,
    liveBoard: async () => undefined,
  };
}

export interface LogLine {
  readonly level: string;
  readonly message: string;
  readonly fields?: Record<string, unknown>;
}

/** A logger that keeps its lines for assertions. */
export function memoryLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at =
    (level: string) =>
    (message: string, fields?: Record<string, unknown>): void => {
      lines.push(fields ? { level, message, fields } : { level, message });
    };
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
