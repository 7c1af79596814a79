// The commands the bot registers: /sudoku with one subcommand per game action; /hint, /solve
// and /p (one typed move) for the words players use most; /schedule and /unschedule with
// Manage Channels as their default permission, so server admins decide in Discord's own
// settings who sees them (the core still checks); and the message command "Solve this Sudoku"
// for a photo already posted. Every command but the daily post's is offered to server and user
// installs alike, in servers, the bot's DM, and DMs and group DMs between users (user-install.ts).
// Option types and limits live here so Discord's client enforces them before a command reaches
// us; options.ts checks them again because a payload can still carry anything.

import { localiseCommands } from './command-locales.ts';
import {
  ApplicationCommandType,
  ApplicationIntegrationType,
  ContextMenuCommandBuilder,
  EntryPointCommandHandlerType,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
  type RESTPostAPIApplicationCommandsJSONBody,
  type RESTPostAPIPrimaryEntryPointApplicationCommandJSONBody,
  type SlashCommandStringOption,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { LEADERBOARD_PERIODS, LEVELS, PLAY_VARIANTS } from '../../src/bot/types.ts';
import { THEMES } from '../../src/render/theme.ts';
import { LANGUAGE_NAMES, SHIPPED_LOCALES, type ShippedLocale } from '../../src/i18n/locales.ts';

/** Longest grid text /solve accepts: a 16x16 grid with separators fits. */
export const MAX_GRID_CHARS = 600;
/** Longest help topic. */
export const MAX_TOPIC_CHARS = 40;
/** Longest cell name a user can type (`r16 c16` with some slack). */
export const MAX_CELL_CHARS = 12;
/** Longest digit list for a note (`1 2 3 4 5 6 7 8 9`, or 16x16's `10 11 ... 16`). */
export const MAX_NOTE_CHARS = 60;
/** Highest digit the options take: 16 for 16x16 boards (the core says when a digit is too big). */
export const MAX_DIGIT = 16;
/** Longest move `/p` takes (`note r16c16 10 11 12 13 14 15 16` fits). */
export const MAX_MOVE_CHARS = 60;
/** The message command that reads a photo already posted in the channel. */
export const SOLVE_MESSAGE_COMMAND = 'Solve this Sudoku';
/** The value of /hint's cell option that asks for the next step instead of one cell. */
export const NEXT_STEP = 'next';

export const SUBCOMMANDS = [
  'today',
  'daily',
  'new',
  'resume',
  'board',
  'place',
  'clear',
  'note',
  'notes',
  'undo',
  'stats',
  'leaderboard',
  'share',
  'help',
  'fix',
  'theme',
  'language',
  'timezone',
  'thread',
] as const;
export type Subcommand = (typeof SUBCOMMANDS)[number];

/** Option names that get cell autocomplete (the empty cells of the current board). */
export const CELL_OPTION = 'cell';

function cellOption(option: SlashCommandStringOption, required: boolean, what: string) {
  return option
    .setName(CELL_OPTION)
    .setDescription(`${what}, e.g. r3c5 (row 3, column 5)`)
    .setRequired(required)
    .setMaxLength(MAX_CELL_CHARS)
    .setAutocomplete(true);
}

function levelOption(option: SlashCommandStringOption, description: string) {
  return option
    .setName('level')
    .setDescription(description)
    .addChoices(LEVELS.map((level) => ({ name: level, value: level })));
}

const subcommands: Record<
  Subcommand,
  (sub: SlashCommandSubcommandBuilder) => SlashCommandSubcommandBuilder
> = {
  today: (s) =>
    s
      .setDescription("Play today's daily puzzle here, together or on your own")
      .addBooleanOption((o) =>
        o
          .setName('solo')
          .setDescription('Your own board, in our direct messages (results count here)'),
      ),
  daily: (s) =>
    s
      .setDescription('Play a past daily from the archive (counts for no streak)')
      .addIntegerOption((o) =>
        o.setName('number').setDescription('Its number, e.g. 325').setMinValue(1),
      )
      .addStringOption((o) =>
        o
          .setName('date')
          .setDescription('Or its date, YYYY-MM-DD')
          .setMinLength(10)
          .setMaxLength(10),
      ),
  share: (s) => s.setDescription("Post your result of today's daily here (no spoilers)"),
  new: (s) =>
    s
      .setDescription('Start a new puzzle in this conversation')
      .addStringOption((o) => levelOption(o, 'How hard (default: medium)'))
      .addStringOption((o) =>
        o
          .setName('variant')
          .setDescription('Board kind (default: classic 9x9)')
          .addChoices(PLAY_VARIANTS.map((variant) => ({ name: variant, value: variant }))),
      )
      .addStringOption((o) =>
        o
          .setName('grid')
          .setDescription('Play this grid instead: 81 digits row by row, 0 or . for empty')
          .setMaxLength(MAX_GRID_CHARS),
      )
      .addBooleanOption((o) =>
        o
          .setName('confirm')
          .setDescription('Start it even over an unfinished game here (it is set aside)'),
      ),
  resume: (s) => s.setDescription('Bring back the game set aside here'),
  board: (s) => s.setDescription('Show the current board'),
  place: (s) =>
    s
      .setDescription('Place a digit in a cell')
      .addStringOption((o) => cellOption(o, true, 'The cell'))
      .addIntegerOption((o) =>
        o
          .setName('digit')
          .setDescription('The digit to place (1-9; up to 16 on a 16x16 board)')
          .setRequired(true)
          .setMinValue(1)
          .setMaxValue(MAX_DIGIT),
      ),
  clear: (s) =>
    s
      .setDescription('Remove your entry from a cell')
      .addStringOption((o) => cellOption(o, true, 'The cell'))
      .addBooleanOption((o) =>
        o.setName('confirm').setDescription("Clear it even when it holds another player's work"),
      ),
  note: (s) =>
    s
      .setDescription('Toggle pencil notes in a cell')
      .addStringOption((o) => cellOption(o, true, 'The cell'))
      .addStringOption((o) =>
        o
          .setName('digits')
          .setDescription('Digits to toggle, e.g. 125 or "1 2 5"')
          .setRequired(true)
          .setMaxLength(MAX_NOTE_CHARS),
      ),
  notes: (s) =>
    s
      .setDescription('Pencil in every candidate (again: clear all notes)')
      .addBooleanOption((o) => o.setName('clear').setDescription('Clear all notes instead')),
  undo: (s) => s.setDescription('Take back the last move'),
  stats: (s) =>
    s
      .setDescription("Your solves, streak and times, or another player's")
      .addUserOption((o) => o.setName('player').setDescription('Someone else (default: you)')),
  leaderboard: (s) =>
    s.setDescription("This server's best players").addStringOption((o) =>
      o
        .setName('period')
        .setDescription('Today (default), this week, this month or all time')
        .addChoices(LEADERBOARD_PERIODS.map((p) => ({ name: p, value: p }))),
    ),
  fix: (s) =>
    s
      .setDescription('Correct a cell of the grid read from your photo')
      .addStringOption((o) =>
        o
          .setName(CELL_OPTION)
          .setDescription('The cell, e.g. r3c5 (row 3, column 5)')
          .setRequired(true)
          .setMaxLength(MAX_CELL_CHARS),
      )
      .addIntegerOption((o) =>
        o
          .setName('digit')
          .setDescription('The digit printed there, 0 for an empty cell (none with cell:ok)')
          .setRequired(false)
          .setMinValue(0)
          .setMaxValue(MAX_DIGIT),
      ),
  theme: (s) =>
    s
      .setDescription('Dark or light board pictures (alone: which one you have)')
      .addStringOption((o) =>
        o
          .setName('theme')
          .setDescription('dark or light')
          .addChoices(THEMES.map((theme) => ({ name: theme, value: theme }))),
      )
      .addBooleanOption((o) =>
        o
          .setName('channel')
          .setDescription("The channel's board everyone sees, not only yours (channel managers)"),
      ),
  language: (s) =>
    s
      .setDescription('The language I use with you (alone: which one; auto: your Discord language)')
      .addStringOption((o) =>
        o
          .setName('language')
          .setDescription('A language I speak, or auto')
          .addChoices(
            ...[...SHIPPED_LOCALES, 'auto'].map((code) => ({
              name: code === 'auto' ? 'auto' : `${LANGUAGE_NAMES[code as ShippedLocale]} (${code})`,
              value: code,
            })),
          ),
      )
      .addBooleanOption((o) =>
        o
          .setName('channel')
          .setDescription('What everyone in this channel reads, not only you (channel managers)'),
      ),
  timezone: (s) =>
    s
      .setDescription("This channel's time zone: its day and daily post (alone: which one)")
      .addStringOption((o) =>
        o
          .setName('zone')
          .setDescription('An IANA zone such as Europe/Paris, or auto (channel managers)')
          .setMaxLength(64),
      ),
  thread: (s) =>
    s
      .setDescription("Whether each daily post here opens a thread for the day's results")
      .addStringOption((o) =>
        o
          .setName('state')
          .setDescription('on or off (channel managers); alone: how it is set')
          .addChoices({ name: 'on', value: 'on' }, { name: 'off', value: 'off' }),
      ),
  help: (s) =>
    s
      .setDescription('How to play and what each command does')
      .addStringOption((o) =>
        o
          .setName('topic')
          .setDescription('A command or word to explain')
          .setMaxLength(MAX_TOPIC_CHARS),
      ),
};

/** Where the app can be installed for a command: servers, and a player's own account. */
export const EVERY_INSTALL = [
  ApplicationIntegrationType.GuildInstall,
  ApplicationIntegrationType.UserInstall,
] as const;
/** Where a command can be used: servers, DMs with the bot, and DMs between users or group DMs. */
export const EVERY_CONTEXT = [
  InteractionContextType.Guild,
  InteractionContextType.BotDM,
  InteractionContextType.PrivateChannel,
] as const;
/** Server features (the daily post): only where the bot was added, to a server or in its DM. */
export const SERVER_INSTALL = [ApplicationIntegrationType.GuildInstall] as const;
export const SERVER_CONTEXTS = [
  InteractionContextType.Guild,
  InteractionContextType.BotDM,
] as const;

function base(name: string, description: string): SlashCommandBuilder {
  return new SlashCommandBuilder()
    .setName(name)
    .setDescription(description)
    .setIntegrationTypes(...EVERY_INSTALL)
    .setContexts(...EVERY_CONTEXT);
}

/**
 * A command for channel managers: hidden from other members unless admins allow them, and only
 * where the bot was added (a user install could never post the daily by itself).
 */
function adminCommand(name: string, description: string): SlashCommandBuilder {
  return base(name, description)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageChannels)
    .setIntegrationTypes(...SERVER_INSTALL)
    .setContexts(...SERVER_CONTEXTS);
}

/** The name of the Activity's Entry Point command (what the App Launcher and `/play` open). */
export const ENTRY_POINT_NAME = 'play';

/**
 * The Activity's Entry Point command: Discord itself launches the Activity (handler 2), in a
 * server channel or a DM with the bot. An app with Activities on must register it with every
 * bulk overwrite of its commands, or Discord refuses the overwrite. Not for user installs: a
 * move in the Activity edits the board with the bot token, which they do not allow.
 */
export function entryPointDefinition(): RESTPostAPIPrimaryEntryPointApplicationCommandJSONBody {
  return {
    name: ENTRY_POINT_NAME,
    description: 'Open the Sudoku board in Discord and play it together, live',
    type: ApplicationCommandType.PrimaryEntryPoint,
    handler: EntryPointCommandHandlerType.DiscordLaunchActivity,
    integration_types: [...SERVER_INSTALL],
    contexts: [...SERVER_CONTEXTS],
  };
}

/**
 * The JSON bodies of every command, as the registration endpoint takes them; with `activity`
 * (DISCORD_CLIENT_SECRET set: the Sudoku Activity is on) also the Activity's Entry Point.
 */
export function commandDefinitions(
  options: { activity?: boolean } = {},
): RESTPostAPIApplicationCommandsJSONBody[] {
  const sudoku = base('sudoku', 'Play Sudoku together: daily puzzles, moves, stats');
  for (const name of SUBCOMMANDS) sudoku.addSubcommand((s) => subcommands[name](s.setName(name)));

  // The cell is required so that `/hint r3c5` typed in one go always reaches the bot (Discord may
  // drop text typed after a command whose options are all optional); its list starts with
  // "Next step" for a hint about the whole board.
  const hint = base('hint', 'A hint: the next step, or how one cell follows').addStringOption((o) =>
    cellOption(o, true, "A cell like r3c5, or 'next' for the next step"),
  );

  const move = base('p', 'Play a move: r3c5 7 · clear r3c5 · note r3c5 1 2').addStringOption((o) =>
    o
      .setName('move')
      .setDescription('Cell and digit, e.g. r3c5 7 (also: clear r3c5, note r3c5 1 2)')
      .setRequired(true)
      .setMaxLength(MAX_MOVE_CHARS),
  );

  const schedule = adminCommand('schedule', 'Post the daily puzzle here every day')
    .addStringOption((o) =>
      o
        .setName('time')
        .setDescription("Time of day, 24-hour HH:MM in the bot's time zone, e.g. 08:00")
        .setRequired(true)
        .setMinLength(4)
        .setMaxLength(5),
    )
    .addStringOption((o) => levelOption(o, 'Level of the posted puzzle (default: by weekday)'));
  const unschedule = adminCommand('unschedule', 'Stop the daily post here');

  const solvePhoto = new ContextMenuCommandBuilder()
    .setName(SOLVE_MESSAGE_COMMAND)
    .setType(ApplicationCommandType.Message)
    .setIntegrationTypes(...EVERY_INSTALL)
    .setContexts(...EVERY_CONTEXT);

  const solve = base('solve', 'Solve a grid or photo; alone, reveal the game here')
    .addStringOption((o) =>
      o
        .setName('grid')
        .setDescription('81 digits, row by row, with 0 or . for empty cells')
        .setMaxLength(MAX_GRID_CHARS),
    )
    .addAttachmentOption((o) =>
      o.setName('image').setDescription('A photo or screenshot of a printed grid'),
    )
    .addBooleanOption((o) =>
      o.setName('share').setDescription('Show the answer to everyone here (default: only you)'),
    )
    .addBooleanOption((o) =>
      o.setName('confirm').setDescription("Reveal this conversation's game without asking first"),
    );

  return localiseCommands([
    sudoku.toJSON(),
    hint.toJSON(),
    solve.toJSON(),
    move.toJSON(),
    schedule.toJSON(),
    unschedule.toJSON(),
    solvePhoto.toJSON(),
    ...(options.activity ? [entryPointDefinition()] : []),
  ]);
}
