// The bot's real move path for the store benchmark, as an adapter drives it: a move typed in a
// channel (`core.handle` with a place command, `visible`, so the message counts below the live
// board), the board rendered (a counting stub renderer: the theme is read, no pixels drawn), and
// the live board recorded like the Slack adapter records it: an edit swaps the picture
// (`boardEdited`), a board posted anew (every sixth typed message) is recorded (`boardPosted`).
// Works with the current core or an older commit's (store-code.ts loads either).

import { parseCommand } from '../src/bot/grammar.ts';
import type { BotCore, Conversation, Reply, User } from '../src/bot/types.ts';
import type { Store } from '../src/store/port.ts';

/** What the driver calls on a core (the current one or an older commit's). */
export type MovePathBot = Pick<BotCore, 'handle' | 'boardPosted' | 'boardEdited'>;

/** A renderer that draws nothing and counts what it was asked to draw. */
export function countingRenderer(): {
  render(): Promise<Buffer>;
  altText(): string;
  readonly count: number;
} {
  let count = 0;
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  return {
    render: async () => (count++, png),
    altText: () => 'Sudoku board',
    get count() {
      return count;
    },
  };
}

/** One conversation with a fresh easy game, and the correct moves left to type there. */
export interface Table {
  readonly conversation: Conversation;
  readonly user: User;
  readonly moves: string[];
}

let refs = 0;

/** Does what an adapter does with replies: records boards it posted and pictures it swapped. */
async function deliver(bot: MovePathBot, replies: readonly Reply[]): Promise<void> {
  for (const reply of replies) {
    const live = reply.live;
    if (!live) continue;
    const picture = `file-${process.pid}-${++refs}`;
    if (live.edit) await bot.boardEdited(live, live.edit.ref, picture);
    else
      await bot.boardPosted(
        live,
        { ref: `m-${refs}`, postedAt: Date.now(), picture },
        live.replaces,
      );
  }
}

/** Types `text` in the table's channel and delivers the replies. */
async function typed(
  bot: MovePathBot,
  table: Omit<Table, 'moves'>,
  text: string,
): Promise<Reply[]> {
  const parsed = parseCommand(text);
  if (!parsed.ok) throw new Error(`bench command not understood: ${text}`);
  const replies = await bot.handle({
    conversation: table.conversation,
    user: table.user,
    command: parsed.value,
    visible: true,
  });
  await deliver(bot, replies);
  return replies;
}

let tables = 0;

/** Opens a table: `new easy` typed in a new channel; all its moves but the last (no game ends). */
export async function openTable(bot: MovePathBot, store: Store): Promise<Table> {
  const id = `bench-${process.pid}-${++tables}`;
  const conversation: Conversation = { platform: 'slack', id, kind: 'channel', workspace: 'T1' };
  const user = { id: `player-${tables % 50}`, name: 'Bench', canManage: true };
  await typed(bot, { conversation, user }, 'new easy');
  const game = (await store.currentGame({ platform: 'slack', conversationId: id }))!;
  const moves: string[] = [];
  game.givens.forEach((d, cell) => {
    if (!d) moves.push(`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} ${game.solution[cell]}`);
  });
  moves.pop();
  return { conversation, user, moves };
}

/** Plays the table's next move; throws when the move was not placed. */
export async function playMove(bot: MovePathBot, table: Table): Promise<void> {
  const replies = await typed(bot, table, table.moves.shift()!);
  const text = replies.at(0)?.text ?? '';
  if (!text.includes(' placed ')) throw new Error(`a move was not placed: ${text}`);
}

/** Moves played by one load, with each move's latency. */
export interface Load {
  readonly moves: number;
  readonly movesPerSecond: number;
  readonly times: number[];
  /** CPU ms per move in this process (the bot and the driver). */
  readonly cpuMs: number;
}

/** When a load stops: after a time, or after a number of moves. */
export type Until = { readonly ms: number } | { readonly moves: number };

/**
 * `inFlight` players, each at a table of their own, typing correct moves as fast as answers
 * come. A table played out is replaced (from `spare` while it lasts) outside the measured time.
 */
export async function sustained(
  bot: MovePathBot,
  store: Store,
  inFlight: number,
  until: Until,
  spare: Table[] = [],
): Promise<Load> {
  const next = () => spare.shift() ?? openTable(bot, store);
  const seats = await Promise.all(Array.from({ length: inFlight }, next));
  const times: number[] = [];
  let paused = 0;
  let started = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const more = () =>
    'ms' in until ? performance.now() - start - paused < until.ms : started < until.moves;
  await Promise.all(
    seats.map(async (_, s) => {
      while (more()) {
        started++;
        if (seats[s]!.moves.length === 0) {
          const t = performance.now();
          seats[s] = await next();
          paused += (performance.now() - t) / inFlight;
        }
        const t = performance.now();
        await playMove(bot, seats[s]!);
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = performance.now() - start - paused;
  const used = process.cpuUsage(cpu);
  return {
    moves: times.length,
    movesPerSecond: (times.length * 1000) / elapsed,
    times,
    cpuMs: (used.user + used.system) / 1000 / times.length,
  };
}
