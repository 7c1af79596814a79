// The figures of a scripted day (issue 26) and their table: what the channel looks like at the
// end, what each move cost its player in taps, which taps were refused, and which moves their
// player could not see take effect without scrolling. Shared by the test and `npm run bench -- day`.

/** How one move went, as its player lived it. */
export interface MoveRecord {
  readonly player: string;
  /** Where it was made: the shared channel game, or a player's own board in their DM. */
  readonly where: 'channel' | 'direct';
  /** Made with taps (buttons and menus), or typed as text. */
  readonly how: 'taps' | 'typed';
  /** Taps since the player's previous move: a button 1, a menu choice 2 (open it, pick). */
  readonly taps: number;
  /** Taps answered with an error although the player did what the surface asked. */
  readonly refused: number;
  /** Of those, digits pressed on a pick the surface dropped when it was redrawn meanwhile. */
  readonly refusedPickDropped: number;
  /** What the move did to the game. */
  readonly effect: 'placed' | 'noted' | 'mistake';
  /** Whether every tap or message of it got an answer (an interaction callback, a 200 ack). */
  readonly answered: boolean;
  /** Whether the mover could see its effect where they were, without scrolling. */
  readonly seen: boolean;
  /** Messages everyone sees below the board that shows it, after the move. */
  readonly boardDepth: number;
}

/** The end of the day on one platform. */
export interface DayFigures {
  readonly platform: string;
  /** Where people talked: the channel itself, or the day's thread. */
  readonly talk: 'channel' | 'thread';
  /** The bot's messages everyone sees in the channel itself at the end. */
  readonly publicInChannel: number;
  /** The bot's messages in the day's thread (Discord thread, Slack replies), if any. */
  readonly inThread: number;
  /** Whether the channel's live board at the end is the day's post (never brought down). */
  readonly boardIsDayPost: boolean;
  /** Times a move posted the channel's board anew (brought down below messages that buried it). */
  readonly boardPostedAnew: number;
  readonly moves: readonly MoveRecord[];
  /** Slack: picture files still in the workspace the next morning (a day after the post). */
  readonly filesKept?: number;
  /** Slack: messages that show a board picture then (modals closed at the end of the day). */
  readonly boardsAlive?: number;
  /** People's chat messages in the channel during the day (besides typed moves and the photo). */
  readonly chatMessages: number;
  /** Empty cells of the day's daily (each board's cells to place). */
  readonly emptyCells: number;
  /** Whether the shared daily and the solo player's board were both solved. */
  readonly finished: boolean;
}

/** Value at quantile q (0..1), nearest rank, as bench/lib.ts's percentile. */
function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The figures the issue asks for, summed over the day. */
export function summarise(day: DayFigures) {
  const tapped = day.moves.filter((m) => m.how === 'taps');
  return {
    publicInChannel: day.publicInChannel,
    inThread: day.inThread,
    boardPostedAnew: day.boardPostedAnew,
    tapMoves: tapped.length,
    typedMoves: day.moves.length - tapped.length,
    tapsMedian: quantile(
      tapped.map((m) => m.taps),
      0.5,
    ),
    tapsP90: quantile(
      tapped.map((m) => m.taps),
      0.9,
    ),
    refused: day.moves.reduce((n, m) => n + m.refused, 0),
    unseen: day.moves.filter((m) => !m.seen).length,
    unanswered: day.moves.filter((m) => !m.answered).length,
    filesKept: day.filesKept,
    boardsAlive: day.boardsAlive,
  };
}

/** One table row per platform (bench/lib.ts printTable's shape). */
export function tableRows(days: readonly DayFigures[]): Record<string, string | number>[] {
  return days.map((day) => {
    const s = summarise(day);
    return {
      platform: day.platform,
      talk: day.talk,
      'public in channel': s.publicInChannel,
      'in thread': s.inThread,
      'board anew': s.boardPostedAnew,
      'tap moves': s.tapMoves,
      'taps median': s.tapsMedian,
      'taps p90': s.tapsP90,
      refused: s.refused,
      'typed moves': s.typedMoves,
      unseen: s.unseen,
      'files kept': s.filesKept ?? '-',
      'boards alive': s.boardsAlive ?? '-',
    };
  });
}

/** The table as text (the same layout as bench/lib.ts printTable), for the test's output. */
export function formatTable(title: string, rows: readonly Record<string, string | number>[]) {
  const headers = Object.keys(rows[0] ?? {});
  const text = (v: string | number | undefined) => String(v ?? '');
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => text(r[h]).length)));
  const line = (values: string[]) =>
    '| ' + values.map((v, i) => v.padStart(widths[i]!)).join(' | ') + ' |';
  return [
    `## ${title}`,
    line(headers),
    '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|',
    ...rows.map((r) => line(headers.map((h) => text(r[h])))),
  ].join('\n');
}

type Summary = ReturnType<typeof summarise>;

/** Issue 26's targets ("Done when"), each on one platform's figures. */
export const TARGETS = {
  'discord.public': {
    platform: 'Discord',
    says: '1 public message in the channel',
    met: (s: Summary) => s.publicInChannel === 1,
  },
  'discord.taps': {
    platform: 'Discord',
    says: 'taps per move median 2, p90 3',
    met: (s: Summary) => s.tapsMedian <= 2 && s.tapsP90 <= 3,
  },
  'discord.refused': {
    platform: 'Discord',
    says: '0 refused taps',
    met: (s: Summary) => s.refused === 0,
  },
  'discord.unseen': {
    platform: 'Discord',
    says: '0 moves unseen',
    met: (s: Summary) => s.unseen === 0,
  },
  'slack.public': {
    platform: 'Slack',
    says: '1 public message in the channel',
    met: (s: Summary) => s.publicInChannel === 1,
  },
  'slack.taps': {
    platform: 'Slack',
    says: 'taps per move median 3, p90 3',
    met: (s: Summary) => s.tapsMedian <= 3 && s.tapsP90 <= 3,
  },
  'slack.refused': {
    platform: 'Slack',
    says: '0 refused taps',
    met: (s: Summary) => s.refused === 0,
  },
  'slack.unseen': {
    platform: 'Slack',
    says: '0 moves unseen',
    met: (s: Summary) => s.unseen === 0,
  },
  'slack.files': {
    platform: 'Slack',
    says: 'files kept <= boards alive',
    met: (s: Summary) => (s.filesKept ?? 0) <= (s.boardsAlive ?? 0),
  },
} as const;

export type TargetName = keyof typeof TARGETS;

/** Each target with whether each of `days` on its platform meets it (a platform not played: not met). */
export function targetRows(days: readonly DayFigures[]) {
  return (Object.keys(TARGETS) as TargetName[]).flatMap((name) => {
    const target = TARGETS[name];
    const played = days.filter((d) => d.platform === target.platform);
    if (played.length === 0) {
      return [
        {
          target: name,
          talk: undefined as DayFigures['talk'] | undefined,
          says: target.says,
          met: false,
        },
      ];
    }
    return played.map((day) => ({
      target: name,
      talk: day.talk,
      says: target.says,
      met: target.met(summarise(day)),
    }));
  });
}

/** Per player and platform: their tap moves' taps and refusals, their typed moves. */
export function playerRows(days: readonly DayFigures[]): Record<string, string | number>[] {
  return days.flatMap((day) => {
    const players = [...new Set(day.moves.map((m) => m.player))];
    return players.map((player) => {
      const mine = day.moves.filter((m) => m.player === player);
      const tapped = mine.filter((m) => m.how === 'taps');
      return {
        platform: day.platform,
        talk: day.talk,
        player,
        where: mine[0]!.where,
        'tap moves': tapped.length,
        'taps median': tapped.length
          ? quantile(
              tapped.map((m) => m.taps),
              0.5,
            )
          : '-',
        'taps p90': tapped.length
          ? quantile(
              tapped.map((m) => m.taps),
              0.9,
            )
          : '-',
        refused: mine.reduce((n, m) => n + m.refused, 0),
        'typed moves': mine.length - tapped.length,
        'deepest board': Math.max(...mine.map((m) => m.boardDepth)),
      };
    });
  });
}
