// Slash commands, button presses and the "Solve this Sudoku" message shortcut in, core commands
// out. Each listener acknowledges first (Bolt sends the HTTP response, or the Socket Mode ack,
// right there) and only then starts the work, which runs on its own and is tracked so close()
// can wait for it.

import type {
  App,
  BlockAction,
  BlockElementAction,
  MessageShortcut,
  RespondFn,
  SlashCommand,
  webApi,
} from '@slack/bolt';
import type { Command, Inbound, Reply } from '../../src/bot/types.ts';
import { ackSample } from './ack-timing.ts';
import { ACTION_PREFIX, pictureOfBlock } from './blocks.ts';
import type { Route } from './deliver.ts';
import { attachmentsOf, conversationOf, isImageFile, type SlackFile } from './inbound.ts';
import { HOME_ACTION_PREFIX, type SlackHome } from './home.ts';
import { errorFields } from './log-fields.ts';
import { firstDelivery } from './replay.ts';
import {
  gameOfBlock,
  isOpen,
  MOVE_ACTIONS,
  moveFromState,
  pickFromState,
  pickOfChoice,
} from './move-blocks.ts';
import { boardSurface, modalSurface } from './picks.ts';
import { onPlayClosed, onPlayDigit, openPlayModal, PLAY_ACTION, PLAY_VIEW } from './play-modal.ts';
import {
  answer,
  callCore,
  deliverAndLog,
  directOpener,
  labelOf,
  localeOf,
  wordsFor,
  manageRight,
  notice,
  reportAck,
  SORRY,
  type PipelineDeps,
} from './pipeline.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import { renderText } from '../../src/i18n/text.ts';

/** The extra commands and the core verb each one stands for. */
export const EXTRA_COMMANDS: Readonly<Partial<Record<string, string>>> = {
  '/hint': 'hint',
  '/solve': 'solve',
};
export const MAIN_COMMAND = '/sudoku';
/** The callback id of the message shortcut (as in the manifest). */
export const SOLVE_SHORTCUT = 'sudoku_solve_photo';

export interface HandlerDeps extends PipelineDeps {
  /** Keeps work that runs after the ack, so close() can wait for it. */
  readonly track: (work: Promise<void>) => void;
  /** Hosts (or test origins) that may receive the bot token for file downloads. */
  readonly fileHosts: readonly string[];
  /** Redraws a player's App Home tab (after they finish a game). */
  readonly home?: Pick<SlackHome, 'publish'>;
}

type Client = webApi.WebClient;

/** Menus of the move block: picking in them only changes the presser's own screen. */
const MENUS = new Set<string>([
  MOVE_ACTIONS.cell,
  MOVE_ACTIONS.row,
  MOVE_ACTIONS.col,
  MOVE_ACTIONS.mode,
]);

/**
 * Whether a request goes to one of these listeners, which ack first and ask the replay guard
 * after (`firstDelivery`): every slash command, a press of one of our buttons or menus (under a
 * board or on the Home tab), and the solve shortcut. The replay middleware leaves their claim to
 * them, so no ack waits for the claim's store write.
 */
export function acksBeforeReplayCheck(body: unknown): boolean {
  const b = (body ?? {}) as {
    command?: unknown;
    type?: unknown;
    callback_id?: unknown;
    actions?: { action_id?: unknown }[];
  };
  if (typeof b.command === 'string') return b.command.startsWith('/');
  if (b.type === 'message_action') return b.callback_id === SOLVE_SHORTCUT;
  if (b.type !== 'block_actions' || !Array.isArray(b.actions)) return false;
  const id = b.actions[0]?.action_id;
  return (
    typeof id === 'string' && (id.startsWith(ACTION_PREFIX) || id.startsWith(HOME_ACTION_PREFIX))
  );
}

/** Registers the slash command, button and shortcut listeners. */
export function registerInteractions(app: App, deps: HandlerDeps): void {
  const { logger } = deps;

  const acked = (label: string, context: Record<string, unknown>, started: number) =>
    reportAck(deps, ackSample(label, context, started));

  /**
   * Runs after the ack, once the replay guard has said this is the request's first delivery (a
   * replay ends here, before anything is seen); any failure ends in a log line and, where
   * possible, an apology.
   */
  const after = (
    context: Record<string, unknown>,
    work: () => Promise<void>,
    respond: RespondFn | undefined,
    label: string,
  ) => {
    const run = async () => {
      if (await firstDelivery(context)) await work();
    };
    deps.track(
      run().catch(async (error: unknown) => {
        logger.error('slack handler failed', { ...errorFields(error), label });
        await respond?.({ response_type: 'ephemeral', text: SORRY }).catch(() => undefined);
      }),
    );
  };

  app.command(/^\/.+/, async ({ command, ack, respond, client, context }) => {
    const started = performance.now();
    const name = command.command;
    const verb = EXTRA_COMMANDS[name];
    if (name !== MAIN_COMMAND && (verb === undefined || !deps.extraCommands)) {
      // A command this deployment doesn't answer: say so instead of letting Slack time out.
      const instead = verb ? ` Type \`${MAIN_COMMAND} ${verb} …\` instead.` : '';
      await ack({
        response_type: 'ephemeral',
        text: `\`${name}\` is not switched on for this Sudoku bot.${instead}`,
      });
      acked(`${name} (off)`, context, started);
      return;
    }
    await ack();
    acked(name, context, started);
    after(context, () => onSlash(command, verb, respond, client, started), respond, name);
  });

  app.action<BlockAction>(
    { type: 'block_actions', action_id: new RegExp(`^${ACTION_PREFIX}`) },
    async ({ ack, body, action, respond, client, context }) => {
      const started = performance.now();
      await ack();
      const id = action.action_id.slice(ACTION_PREFIX.length);
      const label = `${action.type === 'button' ? 'button' : 'menu'} ${id}`;
      acked(label, context, started);
      // A pick in a move menu waits on the presser's screen until they press a digit; the bot
      // keeps it too, for a digit pressed after the screen was redrawn (picks.ts).
      if (MENUS.has(action.action_id)) {
        deps.track(rememberChoice(body, action));
        return;
      }
      const pipeline = { ...deps, client };
      if (action.action_id === PLAY_ACTION) {
        after(context, () => openPlayModal(pipeline, body, action), respond, label);
      } else if (body.view?.callback_id === PLAY_VIEW) {
        if (action.action_id.startsWith(MOVE_ACTIONS.digit)) {
          after(context, () => onPlayDigit(pipeline, body, action, started), undefined, label);
        }
      } else {
        after(context, () => onButton(body, action, respond, client, started), respond, label);
      }
    },
  );

  app.view({ callback_id: PLAY_VIEW, type: 'view_closed' }, async ({ ack, view, client }) => {
    await ack();
    deps.track(
      onPlayClosed({ ...deps, client }, view).catch((error: unknown) =>
        logger.warn('slack play modal close failed', errorFields(error)),
      ),
    );
  });

  app.shortcut<MessageShortcut>(
    { type: 'message_action', callback_id: SOLVE_SHORTCUT },
    async ({ ack, shortcut, respond, client, context }) => {
      const started = performance.now();
      await ack();
      acked('shortcut solve', context, started);
      after(
        context,
        () => onSolveShortcut(shortcut, respond, client, started),
        respond,
        'shortcut solve',
      );
    },
  );

  /** Where a press was made, for the presser's picks: their modal, or them on a board. */
  function surfaceOf(body: BlockAction, blockId: string): string | undefined {
    if (body.view?.callback_id === PLAY_VIEW) return modalSurface(body.view.id);
    const channel = body.channel?.id ?? (body.container.channel_id as string | undefined);
    return channel ? boardSurface(channel, blockId, body.user.id) : undefined;
  }

  /** A choice in a move menu, remembered as the presser's pick on that surface. */
  async function rememberChoice(body: BlockAction, action: BlockElementAction) {
    const value = action.type === 'static_select' ? action.selected_option.value : undefined;
    const choice = pickOfChoice(action.action_id, value);
    const surface = surfaceOf(body, action.block_id);
    if (choice && surface) await deps.picks?.remember(surface, choice);
  }

  async function onSlash(
    command: SlashCommand,
    verb: string | undefined,
    respond: RespondFn,
    client: Client,
    started: number,
  ) {
    const text = verb ? `${verb} ${command.text}` : command.text;
    const conversation = conversationOf(command.channel_id, command.team_id);
    const direct = conversation.kind === 'direct';
    const route: Route = {
      channel: command.channel_id,
      user: command.user_id,
      direct,
      respond,
      workspace: command.team_id,
    };
    const parsed = deps.parseCommand(text);
    const label = labelOf(command.command, parsed.ok ? parsed.value : undefined);
    const context = { label, channel: command.channel_id, user: command.user_id };
    const pipeline = { ...deps, client };
    if (!parsed.ok) {
      logger.info('slack command refused', { ...context, text: text.slice(0, 100) });
      const locale = await wordsFor(deps, command.user_id, command.team_id);
      const refusal = notice(renderText(parsed.error.text, locale));
      await deliverAndLog(pipeline, [refusal], route, context, started);
      return;
    }
    const inbound: Inbound = {
      conversation,
      user: {
        id: command.user_id,
        name: command.user_name,
        canManage: await manageRight(
          deps.users,
          command.user_id,
          parsed.value,
          direct,
          command.team_id,
        ),
      },
      command: parsed.value,
      openDirect: directOpener(client, command.user_id, command.team_id),
      ...(await localeOf(deps.users, command.user_id, command.team_id)),
    };
    const replies = await answer(pipeline, inbound, route, context, started);
    await refreshHomeOnFinish(client, replies, command.user_id, command.team_id);
  }

  /** A game the player just finished changes their Home tab (today's status, stats). */
  async function refreshHomeOnFinish(
    client: Client,
    replies: readonly Reply[],
    userId: string,
    teamId: string | undefined,
  ) {
    if (deps.home && replies.some((r) => r.live?.over && r.live.version > 0)) {
      await deps.home.publish(client, userId, teamId);
    }
  }

  /** The command a press stands for: a button's value, or a digit with the presser's picks. */
  async function commandOf(
    body: BlockAction,
    action: BlockElementAction,
    locale: Locale,
  ): Promise<{ command: Command } | { reply: Reply }> {
    let text = action.type === 'button' ? (action.value ?? '') : '';
    if (action.action_id.startsWith(MOVE_ACTIONS.digit)) {
      const digit = Number(action.action_id.slice(MOVE_ACTIONS.digit.length));
      const surface = surfaceOf(body, action.block_id);
      const shown = pickFromState(body.state, action.block_id);
      if (surface && (shown.cell || shown.row)) await deps.picks?.remember(surface, shown);
      // Another process's (or, before a restart, this one's) when this process holds none.
      const remembered = surface ? await deps.picks?.recall(surface) : undefined;
      const move = moveFromState(body.state, action.block_id, digit, locale, remembered);
      if ('missing' in move) return { reply: notice(move.missing) };
      text = move.command;
    }
    const parsed = deps.parseCommand(text);
    return parsed.ok ? { command: parsed.value } : { reply: notice(t(locale, 'slack.old-button')) };
  }

  async function onButton(
    body: BlockAction,
    action: BlockElementAction,
    respond: RespondFn,
    client: Client,
    started: number,
  ) {
    const channel = body.channel?.id ?? (body.container.channel_id as string | undefined);
    if (!channel) {
      logger.warn('slack button outside a conversation', { action: action.action_id });
      return;
    }
    const conversation = conversationOf(channel, body.team?.id ?? body.user.team_id);
    const direct = conversation.kind === 'direct';
    const messageTs = (body.container.message_ts as string | undefined) ?? body.message?.ts;
    const picture = pictureOfBlock(action.block_id);
    const route: Route = {
      channel,
      user: body.user.id,
      direct,
      respond,
      ...(conversation.workspace && { workspace: conversation.workspace }),
      ...(messageTs && {
        board: {
          ts: messageTs,
          ephemeral: body.container.is_ephemeral === true,
          ...(picture && { picture }),
        },
      }),
    };
    const language = await localeOf(deps.users, body.user.id, conversation.workspace);
    const wanted = await commandOf(
      body,
      action,
      await wordsFor(deps, body.user.id, conversation.workspace),
    );
    const label = labelOf('button', 'command' in wanted ? wanted.command : undefined);
    const context = { label, channel, user: body.user.id };
    const pipeline = { ...deps, client };
    let replies: Reply[];
    if ('reply' in wanted) {
      replies = [wanted.reply];
    } else {
      const gameId = gameOfBlock(action.block_id);
      replies = await callCore(
        deps,
        {
          conversation,
          user: {
            id: body.user.id,
            name: body.user.username || body.user.name || body.user.id,
            canManage: await manageRight(
              deps.users,
              body.user.id,
              wanted.command,
              direct,
              conversation.workspace,
            ),
          },
          command: wanted.command,
          ...(gameId !== undefined && { gameId }),
          ...language,
          openDirect: directOpener(client, body.user.id, body.team?.id ?? body.user.team_id),
        },
        context,
      );
    }
    await deliverAndLog(pipeline, replies, route, context, started);
    await forgetFilledPick(body, action, replies);
    await refreshHomeOnFinish(client, replies, body.user.id, body.team?.id ?? body.user.team_id);
  }

  /** A digit that filled the presser's picked cell: that pick is done (the mode stays). */
  async function forgetFilledPick(body: BlockAction, action: BlockElementAction, replies: Reply[]) {
    const surface = surfaceOf(body, action.block_id);
    const pick = surface ? deps.picks?.get(surface) : undefined;
    const game = gameOfBlock(action.block_id);
    const view = replies.find((r) => r.live?.gameId === game && r.board)?.board;
    if (surface && pick && (pick.cell || pick.row) && view && !isOpen(view, pick)) {
      await deps.picks?.forgetCell(surface);
    }
  }

  /** "Solve this Sudoku" on a message: reads its picture, answers the presser privately. */
  async function onSolveShortcut(
    shortcut: MessageShortcut,
    respond: RespondFn,
    client: Client,
    started: number,
  ) {
    const channel = shortcut.channel.id;
    const conversation = conversationOf(channel, shortcut.team?.id ?? shortcut.user.team_id);
    const direct = conversation.kind === 'direct';
    const route: Route = {
      channel,
      user: shortcut.user.id,
      direct,
      respond,
      ...(conversation.workspace && { workspace: conversation.workspace }),
    };
    const context = { label: 'shortcut solve', channel, user: shortcut.user.id };
    const pipeline = { ...deps, client };
    const files = (shortcut.message.files ?? []) as SlackFile[];
    const pictures = files.filter(isImageFile);
    if (pictures.length === 0) {
      const locale = await wordsFor(deps, shortcut.user.id, conversation.workspace);
      const name = files[0]?.name;
      const which = name ? ` ${t(locale, 'adapter.not-a-picture', { name })}` : '';
      const noPhoto = t(locale, 'adapter.no-picture');
      await deliverAndLog(pipeline, [notice(`${noPhoto}${which}`)], route, context, started);
      return;
    }
    // The token Bolt authorized this request with: this workspace's.
    const attachments = attachmentsOf(pictures.slice(0, 1), client.token ?? '', deps.fileHosts);
    const command: Command = { kind: 'solvePhoto' };
    const inbound: Inbound = {
      conversation,
      user: {
        id: shortcut.user.id,
        name: shortcut.user.username || shortcut.user.name || shortcut.user.id,
        canManage: false,
      },
      command,
      attachments,
    };
    // A photo that waits in line is told so at once; the answer then replaces that notice.
    await answer(pipeline, inbound, route, context, started);
  }
}
