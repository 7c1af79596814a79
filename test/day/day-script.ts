// A day in a busy channel (issue 26), the same on every platform: the scheduler posts the daily;
// Ada, Kat and Grace play it to the end (Ada by taps, row by row; Kat by taps, box by box, with
// notes; Grace typing moves), each with a wrong digit along the way; Hedy plays her own board in
// her DM (`today solo`) by taps; 30 chat messages and a photo come in between, and the lookups
// of a day (stats, leaderboard, share, digest, an archive daily). Now and then a player's move
// lands between another's first tap and their digit, as it does when three people play at once.
// A platform's DayDriver turns each gesture into the real requests; this file decides the day.
// Where people talk is the driver's `talk`: in the channel itself (their messages bury the board,
// so the next move brings it down), or in the day's thread under the day's post (the issue's
// intent: the channel shows one message a day, the post that is the live board).

import type { Game } from '../../src/game/game.ts';
import type { DayFigures, MoveRecord } from './day-figures.ts';

export type PlayerName = 'ada' | 'kat' | 'grace' | 'hedy' | 'lin';

/** Where people talk during the day: the channel itself, or the day's thread. */
export type Talk = 'channel' | 'thread';

/** A move a player means to make, and how. */
export interface MoveIntent {
  readonly player: PlayerName;
  readonly cell: number;
  readonly digit: number;
  readonly mode: 'place' | 'note';
  readonly how: 'taps' | 'typed';
  /** The channel's shared daily, or the player's own board in their DM. */
  readonly where: 'channel' | 'direct';
}

/** What one gesture (a tap, a menu choice, a typed message) did. */
export interface Gesture {
  /** 1 for a button, 2 for a menu choice (open it, pick), 0 for a typed message. */
  readonly taps: number;
  /** Answered with an error although the player did what the surface asked. */
  readonly refused: boolean;
  /** The platform got an answer (an interaction callback, a 200 ack). */
  readonly answered: boolean;
  /** A digit pressed on a pick the surface dropped when it was redrawn since (Slack menus). */
  readonly pickDropped?: boolean;
  /** Set when this gesture made the move: what it did and whether the mover saw it. */
  readonly done?: { effect: MoveRecord['effect']; seen: boolean; boardDepth: number };
}

/** Things players ask that are not moves. */
export type Ask =
  | { kind: 'solo' }
  | { kind: 'share' }
  | { kind: 'stats'; of?: PlayerName }
  | { kind: 'leaderboard' }
  | { kind: 'hint' }
  | { kind: 'digest' }
  | { kind: 'archive'; number: number; where: 'channel' | 'direct' };

/** One platform's way of living the day: real requests through its real client library. */
export interface DayDriver {
  readonly platform: string;
  /**
   * Where people's chat, the photo and (Slack) the typed moves that mention the bot are posted:
   * the channel itself, or the day's thread under the day's post.
   */
  readonly talk: Talk;
  /** The core's settable clock, which the fake platform's message times follow too. */
  readonly clock: DayClock;
  /** The scheduler's daily post in the channel (the clock is at its time). */
  postDaily(): Promise<void>;
  /** The channel's current game, or `player`'s own in their DM. */
  game(where: 'channel' | 'direct', player?: PlayerName): Promise<Game | undefined>;
  /** One gesture of `intent` (the driver keeps each player's screen: panels, picks, modals). */
  gesture(intent: MoveIntent): Promise<Gesture>;
  /** A person's message where people talk (`talk`) that does not speak to the bot. */
  chat(player: PlayerName, text: string): Promise<void>;
  /** A photo of a grid posted where people talk, which its poster asks the bot to solve. */
  photo(player: PlayerName): Promise<void>;
  ask(player: PlayerName, ask: Ask): Promise<void>;
  /** The channel at the end of the day: the bot's messages in it and in the day's thread. */
  channelFigures(): Promise<
    Pick<DayFigures, 'publicInChannel' | 'inThread' | 'boardIsDayPost' | 'boardPostedAnew'>
  >;
  /**
   * The next morning (the clock at the next post): the scheduler's tick, which posts the next
   * daily; then, a day after the day's last move, the files kept where the platform keeps them
   * (Slack), after the adapter's sweep of old pictures.
   */
  nextMorning(): Promise<Pick<DayFigures, 'filesKept' | 'boardsAlive'>>;
  close(): Promise<void>;
}

/** The day's settable clock (realCore's). */
export interface DayClock {
  ms: number;
}

const CHATS = [
  'morning all',
  'is it a hard one today?',
  'saturday vibes already',
  'coffee first',
  'who took r1?',
  'nice',
  'lol',
  'brb',
  'top rows are tricky',
  'anyone seen the box 5 pair?',
  'ok got it',
  'my cat walked on the keyboard',
  'lunch?',
  '12:30 works',
  'the meeting moved to 3',
  'ugh',
  'that 7 was mine',
  'haha',
  'sorry wrong channel',
  'whoever placed the 4: respect',
  'almost there',
  'box 9 is all yours Kat',
  'I need more notes',
  'nope',
  'yes!',
  'going for a walk',
  'back',
  'last few cells',
  'so close',
  'well played everyone',
];

/** After which turn of the channel's players a burst of chat comes, and how many messages. */
const CHAT_BURSTS: readonly [afterTurn: number, count: number][] = [
  [3, 2],
  [8, 7],
  [13, 3],
  [19, 6],
  [26, 4],
  [33, 5],
  [41, 3],
];
/**
 * Turns (Ada's turns are 0, 3, 6...; Kat's 1, 4, 7...; Grace's 2, 5, 8...) whose player's move
 * has the next player's whole move land between their first tap and their digit: Ada's with
 * Kat's move, Kat's with Grace's typed one.
 */
const RACES = new Set([3, 4, 12, 16, 21, 25]);
/** Lookups during the game, after a turn. */
const MID_GAME: readonly [afterTurn: number, player: PlayerName, ask: Ask][] = [
  [10, 'kat', { kind: 'stats' }],
  [12, 'ada', { kind: 'hint' }],
  [16, 'grace', { kind: 'leaderboard' }],
  [30, 'kat', { kind: 'hint' }],
];
const PHOTO_AFTER_TURN = 21;

/** Cells of `order` that are empty in `game` and not someone else's target. */
function nextCell(game: Game, order: readonly number[], taken: ReadonlySet<number>) {
  return order.find((c) => game.givens[c] === 0 && game.entries[c] === 0 && !taken.has(c));
}

/** Reading order: row by row. */
const ROWS = Array.from({ length: 81 }, (_, i) => i);
/** Box by box from the bottom right, each box's cells in reading order (not row by row). */
const BOXES = [8, 7, 6, 5, 4, 3, 2, 1, 0].flatMap((box) => {
  const top = Math.floor(box / 3) * 3;
  const left = (box % 3) * 3;
  return [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => (top + r) * 9 + left + c));
});
/** Column by column. */
const COLUMNS = Array.from({ length: 81 }, (_, i) => (i % 9) * 9 + Math.floor(i / 9));

interface Plan {
  readonly player: PlayerName;
  readonly order: readonly number[];
  readonly how: 'taps' | 'typed';
  /** Their n-th move (1-based) starts with a wrong digit. */
  readonly wrongAt: ReadonlySet<number>;
  /** Their n-th move starts with two pencil notes in the cell. */
  readonly notesAt: ReadonlySet<number>;
}

const CHANNEL_PLANS: readonly Plan[] = [
  { player: 'ada', order: ROWS, how: 'taps', wrongAt: new Set([4]), notesAt: new Set() },
  { player: 'kat', order: BOXES, how: 'taps', wrongAt: new Set([7]), notesAt: new Set([3, 10]) },
  { player: 'grace', order: COLUMNS, how: 'typed', wrongAt: new Set([5]), notesAt: new Set() },
];
const SOLO_PLAN: Plan = {
  player: 'hedy',
  order: ROWS,
  how: 'taps',
  wrongAt: new Set([6]),
  notesAt: new Set([2]),
};

/** The intents of one planned move on `cell`: notes, a wrong digit, then the right one. */
function intentsFor(plan: Plan, nth: number, game: Game, cell: number, where: MoveIntent['where']) {
  const right = game.solution[cell]!;
  const wrong = (right % 9) + 1;
  const base = { player: plan.player, cell, how: plan.how, where } as const;
  const out: MoveIntent[] = [];
  if (plan.notesAt.has(nth)) {
    out.push({ ...base, mode: 'note', digit: right }, { ...base, mode: 'note', digit: wrong });
  }
  if (plan.wrongAt.has(nth)) out.push({ ...base, mode: 'place', digit: wrong });
  out.push({ ...base, mode: 'place', digit: right });
  return out;
}

/** The most gestures one move may take before the day is declared stuck. */
const MAX_GESTURES = 12;

/** Plays the day on `driver`; returns its figures. */
export async function playDay(driver: DayDriver): Promise<DayFigures> {
  const { clock } = driver;
  const moves: MoveRecord[] = [];
  const step = (ms: number) => {
    clock.ms += ms;
  };

  /** Runs one intent to its effect, gesture by gesture; `between` runs after the first one. */
  async function make(intent: MoveIntent, between?: () => Promise<void>) {
    let taps = 0;
    let refused = 0;
    let refusedPickDropped = 0;
    let answered = true;
    for (let n = 0; n < MAX_GESTURES; n++) {
      step(3000);
      const g = await driver.gesture(intent);
      taps += g.taps;
      refused += g.refused ? 1 : 0;
      refusedPickDropped += g.refused && g.pickDropped ? 1 : 0;
      answered &&= g.answered;
      if (g.done) {
        moves.push({
          player: intent.player,
          where: intent.where,
          how: intent.how,
          taps,
          refused,
          refusedPickDropped,
          answered,
          ...g.done,
        });
        return;
      }
      if (n === 0 && between) await between();
    }
    throw new Error(
      `${driver.platform}: ${intent.player}'s ${intent.mode} ${intent.digit} in cell ${intent.cell} is stuck`,
    );
  }

  clock.ms = Date.parse('2025-03-14T08:00:00Z');
  await driver.postDaily();
  const daily = await driver.game('channel');
  if (!daily) throw new Error(`${driver.platform}: the daily was not posted`);
  const emptyCells = daily.givens.filter((d) => d === 0).length;
  step(3600_000);
  await driver.ask('hedy', { kind: 'solo' });

  const counts = new Map<PlayerName, number>();
  const taken = new Set<number>();
  let chats = 0;

  /** Plans the next move of `plan` on the game at `where`, reserving its cell. */
  async function planned(plan: Plan, where: MoveIntent['where']) {
    const game = await driver.game(where, plan.player);
    if (!game || game.status !== 'playing') return undefined;
    const cell = nextCell(game, plan.order, taken);
    if (cell === undefined) return undefined;
    const nth = (counts.get(plan.player) ?? 0) + 1;
    counts.set(plan.player, nth);
    return { cell, intents: intentsFor(plan, nth, game, cell, where) };
  }

  async function playPlanned(plan: Plan, where: MoveIntent['where'], race?: Plan) {
    const next = await planned(plan, where);
    if (!next) return false;
    taken.add(next.cell);
    for (const [i, intent] of next.intents.entries()) {
      // The racer's whole move lands between this player's first tap and their digit.
      const between =
        race && i === next.intents.length - 1
          ? () => playPlanned(race, where).then(() => undefined)
          : undefined;
      await make(intent, between);
    }
    taken.delete(next.cell);
    return true;
  }

  async function soloMove() {
    await playPlanned(SOLO_PLAN, 'direct');
  }

  for (let turn = 0; turn < 200; turn++) {
    const game = await driver.game('channel');
    if (!game || game.status !== 'playing') break;
    const plan = CHANNEL_PLANS[turn % CHANNEL_PLANS.length]!;
    const racer = RACES.has(turn) ? CHANNEL_PLANS[(turn + 1) % CHANNEL_PLANS.length] : undefined;
    await playPlanned(plan, 'channel', racer);
    for (const [after, count] of CHAT_BURSTS) {
      if (after !== turn) continue;
      for (let i = 0; i < count; i++) {
        step(20_000);
        await driver.chat(i % 2 === 0 ? 'lin' : 'grace', CHATS[chats++ % CHATS.length]!);
      }
    }
    for (const [after, player, ask] of MID_GAME) {
      if (after === turn) await driver.ask(player, ask);
    }
    if (turn === PHOTO_AFTER_TURN) await driver.photo('lin');
    await soloMove();
  }
  for (let n = 0; n < 100; n++) {
    const solo = await driver.game('direct', 'hedy');
    if (!solo || solo.status !== 'playing') break;
    await soloMove();
  }
  // The rest of the 30 chat messages, then the day's lookups.
  while (chats < CHATS.length) {
    step(20_000);
    await driver.chat(chats % 2 === 0 ? 'lin' : 'kat', CHATS[chats++]!);
  }
  step(60_000);
  await driver.ask('ada', { kind: 'share' });
  await driver.ask('hedy', { kind: 'share' });
  await driver.ask('grace', { kind: 'stats', of: 'kat' });
  await driver.ask('ada', { kind: 'leaderboard' });
  await driver.ask('kat', { kind: 'digest' });
  const channel = await driver.game('channel');
  const solo = await driver.game('direct', 'hedy');
  const finished = channel?.status === 'solved' && solo?.status === 'solved';
  await driver.ask('hedy', { kind: 'archive', number: 1, where: 'direct' });
  const channelFigures = await driver.channelFigures();
  clock.ms = Date.parse('2025-03-15T08:00:00Z');
  const files = await driver.nextMorning();
  return {
    platform: driver.platform,
    talk: driver.talk,
    moves,
    finished,
    emptyCells,
    chatMessages: chats,
    ...channelFigures,
    ...files,
  };
}
