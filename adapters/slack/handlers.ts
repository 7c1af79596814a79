// Slash commands and button presses in, core commands out. Each listener acknowledges first
// (Bolt sends the HTTP response, or the Socket Mode ack, right there) and only then starts the
// work, which runs on its own and is tracked so close() can wait for it.

import type { App, BlockAction, ButtonAction, RespondFn, SlashCommand, webApi } from '@slack/bolt';
import type { Command, Inbound, Reply } from '../../src/bot/types.ts';
import { ACTION_PREFIX } from './blocks.ts';
import type { Route } from './deliver.ts';
import { conversationOf } from './inbound.ts';
import { errorFields } from './log-fields.ts';
import {
  callCore,
  deliverAndLog,
  labelOf,
  manageRight,
  notice,
  SORRY,
  type PipelineDeps,
} from './pipeline.ts';

/** The extra commands and the core verb each one stands for. */
export const EXTRA_COMMANDS: Readonly<Partial<Record<string, string>>> = {
  '/hint': 'hint',
  '/solve': 'solve',
};
export const MAIN_COMMAND = '/sudoku';

export interface HandlerDeps extends PipelineDeps {
  /** Answer /hint and /solve as well as /sudoku. */
  readonly extraCommands: boolean;
  /** Keeps work that runs after the ack, so close() can wait for it. */
  readonly track: (work: Promise<void>) => void;
}

type Client = webApi.WebClient;

/** Registers the slash command and button listeners. */
export function registerInteractions(app: App, deps: HandlerDeps): void {
  const { logger } = deps;

  const acked = (label: string, started: number) => {
    const sample = { label, ackMs: Math.round((performance.now() - started) * 10) / 10 };
    logger.info('slack ack', { ...sample });
    deps.onAck?.(sample);
  };

  /** Runs after the ack: any failure ends in a log line and, where possible, an apology. */
  const after = (work: () => Promise<void>, respond: RespondFn | undefined, label: string) => {
    deps.track(
      work().catch(async (error: unknown) => {
        logger.error('slack handler failed', { ...errorFields(error), label });
        await respond?.({ response_type: 'ephemeral', text: SORRY }).catch(() => undefined);
      }),
    );
  };

  app.command(/^\/.+/, async ({ command, ack, respond, client }) => {
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
      acked(`${name} (off)`, started);
      return;
    }
    await ack();
    acked(name, started);
    after(() => onSlash(command, verb, respond, client, started), respond, name);
  });

  app.action<BlockAction>(
    { type: 'block_actions', action_id: new RegExp(`^${ACTION_PREFIX}`) },
    async ({ ack, body, action, respond, client }) => {
      const started = performance.now();
      await ack();
      const label = `button ${(action as ButtonAction).action_id.slice(ACTION_PREFIX.length)}`;
      acked(label, started);
      after(() => onButton(body, action as ButtonAction, respond, client, started), respond, label);
    },
  );

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
    const route: Route = { channel: command.channel_id, user: command.user_id, direct, respond };
    const parsed = deps.parseCommand(text);
    const label = labelOf(command.command, parsed.ok ? parsed.value : undefined);
    const context = { label, channel: command.channel_id, user: command.user_id };
    const pipeline = { ...deps, client };
    if (!parsed.ok) {
      logger.info('slack command refused', { ...context, text: text.slice(0, 100) });
      await deliverAndLog(pipeline, [notice(parsed.error.message)], route, context, started);
      return;
    }
    const inbound: Inbound = {
      conversation,
      user: {
        id: command.user_id,
        name: command.user_name,
        canManage: await manageRight(deps.users, command.user_id, parsed.value, direct),
      },
      command: parsed.value,
    };
    const replies = await callCore(deps, inbound, context);
    await deliverAndLog(pipeline, replies, route, context, started);
  }

  async function onButton(
    body: BlockAction,
    action: ButtonAction,
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
    const route: Route = {
      channel,
      user: body.user.id,
      direct,
      respond,
      ...(messageTs && {
        board: {
          ts: messageTs,
          ephemeral: body.container.is_ephemeral === true,
          ...boardFileOf(body.message?.blocks),
        },
      }),
    };
    const parsed = deps.parseCommand(action.value ?? '');
    const label = labelOf('button', parsed.ok ? parsed.value : undefined);
    const context = { label, channel, user: body.user.id };
    const pipeline = { ...deps, client };
    let replies: Reply[];
    if (!parsed.ok) {
      replies = [notice('This button is no longer supported. Type `/sudoku board`.')];
    } else {
      const command: Command = parsed.value;
      replies = await callCore(
        deps,
        {
          conversation,
          user: {
            id: body.user.id,
            name: body.user.username || body.user.name || body.user.id,
            canManage: await manageRight(deps.users, body.user.id, command, direct),
          },
          command,
        },
        context,
      );
    }
    await deliverAndLog(pipeline, replies, route, context, started);
  }
}

/** The uploaded board picture of a message's blocks (its image block's slack_file), if any. */
function boardFileOf(blocks: unknown): { fileId?: string } {
  if (!Array.isArray(blocks)) return {};
  for (const block of blocks as { type?: unknown; slack_file?: { id?: unknown } }[]) {
    const id = block.type === 'image' ? block.slack_file?.id : undefined;
    if (typeof id === 'string' && id) return { fileId: id };
  }
  return {};
}
