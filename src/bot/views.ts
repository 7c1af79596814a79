// From games to pictures: the BoardView of a game, its title, the buttons under a board, and
// rendering through the Renderer port in the viewer's theme (a failed render degrades to a reply
// without an image).

import type { Game } from '../game/game.ts';
import { DEFAULT_LOCALE } from '../i18n/locales.ts';
import { msg, type Message, type Text } from '../i18n/text.ts';
import { t } from '../i18n/translate.ts';
import { textBoard } from '../render/alt-text.ts';
import { MAX_TITLE_LENGTH, type BoardView, type Highlights } from '../render/view.ts';
import { formatDuration } from '../game/stats.ts';
import type { ThemeName } from '../render/theme.ts';
import type { CoreRuntime } from './context.ts';
import type { Priority } from './ports.ts';
import {
  DEFAULT_THEME,
  ThemeLookup,
  themeOwner,
  type PictureViewer,
  type SettingsLookup,
} from './picture-theme.ts';
import { drawnTitle } from './localise.ts';
import { queueNotice } from './progress.ts';
import type { Action, Draft, Reply } from './types.ts';

/** A date key as the Date its messages format (midnight UTC: messages draw dates in UTC). */
export function dateOf(key: string): Date {
  return new Date(`${key}T00:00:00Z`);
}

/** "Daily #312 · Hard · Friday", "Hard · Sudoku X". */
export function gameTitle(game: Game): Message {
  const level = msg(`level.${game.level}`);
  if (game.source.kind === 'daily') {
    const number = String(game.source.number);
    return game.source.archive
      ? msg('title.archive', { number, level, date: game.source.date })
      : msg('title.daily', { number, level, date: dateOf(game.source.date) });
  }
  return game.variant === 'classic'
    ? msg('title.puzzle', { level })
    : msg('title.variant', { level, variant: msg(`variant.${game.variant}`) });
}

/** What the picture of a game shows. */
export function gameView(
  game: Game,
  extra: { highlights?: Highlights; reveal?: boolean } = {},
): BoardView<Text> {
  let revealed: Uint8Array | undefined;
  if (extra.reveal || game.status === 'revealed') {
    revealed = new Uint8Array(game.solution.length);
    game.solution.forEach((d, cell) => {
      if (!game.givens[cell] && !game.entries[cell]) revealed![cell] = d;
    });
  }
  const hasNotes = game.status === 'playing' && game.notes.some((m) => m !== 0);
  return {
    geometry: game.geometry,
    givens: game.givens,
    entries: game.entries,
    ...(revealed ? { revealed } : {}),
    ...(hasNotes ? { notes: game.notes } : {}),
    ...(extra.highlights ? { highlights: extra.highlights } : {}),
    ...(game.lastMove === undefined ? {} : { lastMove: game.lastMove }),
    ...(game.status === 'solved' ? { solved: true } : {}),
    title: gameTitle(game),
    level: game.level,
    startedAt: game.startedAt,
    ...(game.finishedAt !== undefined && { finishedAt: game.finishedAt }),
  };
}

/** The button that reveals the solution; its command is already confirmed. */
export const REVEAL_ACTION: Action<Text> = {
  id: 'reveal',
  label: msg('button.reveal'),
  command: 'solve confirm',
  style: 'danger',
};

/** The buttons under a board: moves while it is played, what next once it is over. */
export function boardActions(game: Game): Action<Text>[] {
  const daily = game.source.kind === 'daily' && !game.source.archive;
  if (game.status !== 'playing') {
    return [
      ...(daily && game.status === 'solved'
        ? [{ id: 'share', label: msg('button.share'), command: 'share' }]
        : []),
      { id: 'today', label: msg('button.today'), command: 'today', style: 'primary' },
      { id: 'new', label: msg('button.new'), command: `new ${game.level}` },
    ];
  }
  return [
    { id: 'hint', label: msg('button.hint'), command: 'hint', style: 'primary' },
    { id: 'undo', label: msg('button.undo'), command: 'undo' },
    { id: 'notes', label: msg('button.notes'), command: 'notes' },
    { ...REVEAL_ACTION, confirm: msg('button.reveal.confirm') },
    // A channel's daily: everyone plays this board together, or each on their own.
    ...(daily && game.place.shared
      ? [{ id: 'solo', label: msg('button.solo'), command: 'today solo' }]
      : []),
  ];
}

/** How a board reply is placed: edit the live board in place, or post it at the bottom. */
export type BoardPlacement = 'update' | 'fresh';

/**
 * A game's live board for everyone in the conversation. `update` (a move, a hint, a reveal)
 * edits the board message in place; `fresh` (today, new, board: the player asked to see it)
 * posts it at the bottom and retires the old message. live-board.ts decides the final placement.
 */
export function boardReply(
  game: Game,
  text: Text,
  extra: {
    highlights?: Highlights;
    reveal?: boolean;
    actions?: Action<Text>[];
    placement?: BoardPlacement;
  } = {},
): Draft {
  return {
    text,
    visibility: 'everyone',
    board: gameView(game, extra),
    actions: extra.actions ?? boardActions(game),
    live: {
      gameId: game.id,
      viewer: '',
      version: game.version,
      over: game.status !== 'playing',
      ...(extra.placement === 'fresh' ? { fresh: true } : {}),
    },
  };
}

/** A short private confirmation of the asker's own change (the live board shows the rest). */
export function ackReply(text: Text): Draft {
  return { text, visibility: 'asker', ack: true };
}

/** The title with the game's clock: how long it has been going, or its final time. */
export function withClock(view: BoardView, now: number): BoardView {
  if (view.startedAt === undefined || !view.title) return view;
  const ms = Math.max(0, (view.finishedAt ?? now) - view.startedAt);
  // A board drawn as its game starts (a morning post, a new game) shows no "0:00 so far".
  if (view.finishedAt === undefined && ms < 1000) return view;
  const locale = view.locale ?? DEFAULT_LOCALE;
  const key = view.finishedAt === undefined ? 'title.so-far' : 'title.in';
  const clock = formatDuration(ms);
  const title = drawnTitle(t(locale, key, { title: view.title, clock }), locale);
  if (title === undefined || title.length > MAX_TITLE_LENGTH) return view;
  const speech = view.speech?.title && {
    speech: {
      locale: view.speech.locale,
      title: t(view.speech.locale, key, { title: view.speech.title, clock }),
    },
  };
  return { ...view, title, ...speech };
}

/**
 * Adds the rendered image to every reply that has a board, in the theme its viewer chose (see
 * picture-theme.ts; a reply or live board that already names a theme keeps it). Rendering
 * failures are logged and leave the reply without an image. `priority` 'bulk' is for pictures
 * nobody is waiting on (the daily post): a player's pictures are drawn first. `progress` (the
 * inbound's) hears when the pictures wait long in line (src/bot/progress.ts).
 */
export async function renderReplies(
  rt: CoreRuntime,
  replies: Reply[],
  viewer?: PictureViewer,
  priority: Priority = 'interactive',
  progress?: (draft: Draft) => void,
  settings?: SettingsLookup,
): Promise<Reply[]> {
  const renderer = rt.renderer;
  if (!renderer) return replies.map(withoutPicture);
  const now = rt.clock.now().getTime();
  const themes = new ThemeLookup(rt.store, settings);
  // One notice for the command's pictures: the asker hears once if they wait long in line, and
  // what is being drawn (a posted grid's solution, not a board, for `solve GRID`).
  const solutions = replies.every((r) => !r.board || r.image || isSolution(r));
  const work = solutions ? 'solution' : 'picture';
  const notice = queueNotice(progress, work, rt.options.noticeAfterMs);
  const drawn = Promise.all(
    replies.map(async (reply, i) => {
      if (!reply.board || reply.image) return reply;
      const { theme, chosen } = await chooseTheme(rt, themes, reply, viewer);
      const live = reply.live && { ...reply.live, theme };
      try {
        const view = withClock(reply.board, now);
        const png = await renderer.render(view, { theme, priority, onQueued: notice.onQueued });
        const alt = renderer.altText(view);
        const image = { png, alt, filename: `sudoku-${i + 1}.png` };
        const drawn = { ...reply, image, theme, ...(live && { live }) };
        return chosen ? { ...drawn, themeChosen: true } : drawn;
      } catch (error) {
        rt.logger.warn('render failed', {
          error: error instanceof Error ? error.message : String(error),
        });
        return withoutPicture(reply);
      }
    }),
  );
  try {
    return await drawn;
  } finally {
    notice.done();
  }
}

/** The picture of a reply is a solution (a solved board that is no game's live board). */
function isSolution(reply: Reply): boolean {
  return reply.board?.solved === true && !reply.live;
}

/**
 * A reply whose board is not drawn (pictures off, or drawing it failed): it says its
 * `textWithoutPicture` where it has one, else its text with the board as a monospace block, so
 * a game stays playable in text ("RENDER_IMAGES=0: boards as text only").
 */
function withoutPicture(reply: Reply): Reply {
  if (!reply.board || reply.image) return reply;
  if (reply.textWithoutPicture !== undefined) return { ...reply, text: reply.textWithoutPicture };
  // The reply's own text names the game and says whether it is solved.
  const board = textBoard({ ...reply.board, title: undefined, solved: false });
  return { ...reply, text: `${reply.text}\n\`\`\`\n${board}\n\`\`\`` };
}

/**
 * The theme a reply's picture is drawn in, and whether someone chose it (a client may show an
 * unchosen one in its own colour scheme instead); the default when the store can't say.
 */
async function chooseTheme(
  rt: CoreRuntime,
  themes: ThemeLookup,
  reply: Reply,
  viewer: PictureViewer | undefined,
): Promise<{ theme: ThemeName; chosen: boolean }> {
  const named = reply.theme ?? reply.live?.theme;
  if (named) return { theme: named, chosen: reply.themeChosen === true };
  if (!viewer) return { theme: DEFAULT_THEME, chosen: false };
  const unchosen = viewer.scheme ?? DEFAULT_THEME;
  try {
    const chosen = await themes.chosen(themeOwner(reply, viewer));
    return { theme: chosen ?? unchosen, chosen: chosen !== undefined };
  } catch (error) {
    rt.logger.warn('picture theme not read', {
      error: error instanceof Error ? error.message : String(error),
    });
    return { theme: unchosen, chosen: false };
  }
}
