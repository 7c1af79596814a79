// The App Home tab: when a player opens it (app_home_opened), views.publish draws their standing
// from the core's playerSummary (today's daily: not started, playing or solved with its time;
// streak and stats) with two buttons, today's daily and a new puzzle. The buttons play in the
// player's DM with the bot (conversations.open): the board is posted there, and the Home view is
// drawn again. It is also drawn again when a player finishes a game, so it never shows a solved
// daily as still going.

import type { App, BlockAction, types, webApi } from '@slack/bolt';
import type { PlayerSummary } from '../../src/bot/summary.ts';
import type { Conversation } from '../../src/bot/types.ts';
import { formatDuration } from '../../src/game/stats.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { msg, renderText, type Text } from '../../src/i18n/text.ts';
import { t } from '../../src/i18n/translate.ts';
import type { Route } from './deliver.ts';
import type { HandlerDeps } from './handlers.ts';
import { errorFields } from './log-fields.ts';
import { callCore, deliverAndLog, directOpener, localeOf, wordsFor } from './pipeline.ts';
import { firstDelivery } from './replay.ts';

/** Prefix of the Home tab's buttons (not ACTION_PREFIX: they act outside any conversation). */
export const HOME_ACTION_PREFIX = 'sudoku-home:';

/** The Home buttons: the label's message and the core command each one runs in the player's DM. */
export const HOME_BUTTONS = {
  today: { label: 'home.play-today', command: 'today' },
  new: { label: 'button.new', command: 'new' },
} as const;

type Client = webApi.WebClient;

/** One line on where the player is with today's daily. */
export function todayLine(today: PlayerSummary['today'], locale: Locale = DEFAULT_LOCALE): string {
  const time = today.elapsedMs !== undefined ? formatDuration(today.elapsedMs) : 'none';
  const number = String(today.number);
  switch (today.status) {
    case 'solved':
      return t(locale, 'home.today-solved', { number, time });
    case 'playing':
      return t(locale, 'home.today-playing', { number, time });
    case 'revealed':
      return t(locale, 'home.today-revealed', { number });
    case 'not started':
      return t(locale, 'home.today-new', { number });
  }
}

/** The Home tab of a player, as views.publish takes it, in their language. */
export function homeView(summary: PlayerSummary, locale: Locale = DEFAULT_LOCALE): types.HomeView {
  const { stats } = summary;
  const say = (text: Text) => renderText(text, locale);
  const times =
    stats.bestMs !== undefined && stats.medianMs !== undefined
      ? say(
          msg('stats.times', {
            best: formatDuration(stats.bestMs),
            median: formatDuration(stats.medianMs),
          }),
        )
      : say(msg('home.no-times'));
  const button = (key: keyof typeof HOME_BUTTONS, primary: boolean): types.Button => ({
    type: 'button',
    action_id: `${HOME_ACTION_PREFIX}${key}`,
    text: { type: 'plain_text', text: say(msg(HOME_BUTTONS[key].label)) },
    value: HOME_BUTTONS[key].command,
    ...(primary && { style: 'primary' as const }),
  });
  const solvedToday = summary.today.status === 'solved';
  return {
    type: 'home',
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: say(msg('slack.sudoku')) } },
      { type: 'section', text: { type: 'mrkdwn', text: todayLine(summary.today, locale) } },
      {
        type: 'actions',
        block_id: 'sudoku-home-actions',
        elements: solvedToday
          ? [button('new', true)]
          : [button('today', true), button('new', false)],
      },
      { type: 'divider' },
      {
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: [
            say(msg('home.your-stats')),
            say(msg('stats.streak', { n: stats.streak.current, best: stats.streak.best })),
            say(
              msg('stats.played', {
                played: stats.played,
                solved: stats.solved,
                revealed: stats.revealed,
              }),
            ),
            times,
            say(msg('stats.mistakes', { mistakes: stats.mistakes, hints: stats.hints })),
          ].join('\n'),
        },
      },
      {
        type: 'context',
        elements: [{ type: 'mrkdwn', text: say(msg('home.in-channel')) }],
      },
    ],
  };
}

/** Draws the Home tab of the App Home. */
export class SlackHome {
  constructor(private readonly deps: HandlerDeps) {}

  /** Publishes `userId`'s Home tab; `direct` is their DM with the bot (opened when absent). */
  async publish(client: Client, userId: string, teamId: string | undefined, direct?: string) {
    const summarize = this.deps.core.playerSummary;
    if (!summarize) return;
    try {
      const dm = direct
        ? {
            platform: 'slack' as const,
            id: direct,
            kind: 'direct' as const,
            workspace: teamId ?? 'slack',
          }
        : await directOpener(client, userId, teamId)();
      const summary = await summarize.call(this.deps.core, dm, userId);
      const locale = await wordsFor(this.deps, userId, teamId);
      await client.views.publish({ user_id: userId, view: homeView(summary, locale) });
    } catch (error) {
      this.deps.logger.warn('slack home not published', { ...errorFields(error), user: userId });
    }
  }

  /** A press on a Home button: runs its command in the player's DM, then redraws the Home tab. */
  async press(client: Client, body: BlockAction, command: string, started: number) {
    const userId = body.user.id;
    const teamId = body.team?.id ?? body.user.team_id;
    const parsed = this.deps.parseCommand(command);
    if (!parsed.ok) return;
    const direct: Conversation = await directOpener(client, userId, teamId)();
    const route: Route = {
      channel: direct.id,
      user: userId,
      direct: true,
      ...(teamId && { workspace: teamId }),
    };
    const context = { label: `home ${command}`, channel: direct.id, user: userId };
    const name = (await this.deps.users.name(userId)) ?? body.user.name ?? userId;
    const replies = await callCore(
      this.deps,
      {
        conversation: direct,
        user: { id: userId, name, canManage: true },
        command: parsed.value,
        ...(await localeOf(this.deps.users, userId, teamId)),
      },
      context,
    );
    await deliverAndLog({ ...this.deps, client }, replies, route, context, started);
    await this.publish(client, userId, teamId, direct.id);
  }
}

/** Registers app_home_opened and the Home buttons. */
export function registerHome(app: App, deps: HandlerDeps, home: SlackHome): void {
  app.event('app_home_opened', async ({ event, body, client }) => {
    // The Messages tab opens this event too; only the Home tab is drawn.
    if (event.tab !== 'home') return;
    const teamId = (body as { team_id?: string }).team_id;
    deps.track(home.publish(client, event.user, teamId, event.channel));
  });

  app.action<BlockAction>(
    { type: 'block_actions', action_id: new RegExp(`^${HOME_ACTION_PREFIX}`) },
    async ({ ack, body, action, client, context }) => {
      const started = performance.now();
      await ack();
      const key = action.action_id.slice(HOME_ACTION_PREFIX.length);
      if (!Object.hasOwn(HOME_BUTTONS, key)) return;
      const button = HOME_BUTTONS[key as keyof typeof HOME_BUTTONS];
      // Acknowledged first; only then is the press claimed (a store write), so a replay runs nothing.
      const run = async () => {
        if (await firstDelivery(context)) await home.press(client, body, button.command, started);
      };
      deps.track(
        run().catch((error: unknown) => {
          deps.logger.error('slack home button failed', { ...errorFields(error), key });
        }),
      );
    },
  );
}
