// `npm run discord:register`: puts the slash commands on Discord with one bulk overwrite (PUT),
// for one server (DISCORD_GUILD_ID: instant, for development) or globally (can take up to an
// hour to reach every client). Running it again replaces the commands, so it is safe to repeat.

import { pathToFileURL } from 'node:url';
import { REST, Routes, type RESTOptions } from 'discord.js';
import { commandDefinitions } from './commands.ts';
import { errorFields } from './log-fields.ts';

const SNOWFLAKE = /^\d{17,20}$/;

export interface RegisterOptions {
  readonly token: string;
  readonly applicationId: string;
  /** Register in this server only; without it the commands are global. */
  readonly guildId?: string;
  /** REST options, e.g. `{ api: 'http://127.0.0.1:PORT/api' }` in tests. */
  readonly rest?: Partial<RESTOptions>;
  /** The Sudoku Activity is on: its Entry Point command (`/play`) is registered too. */
  readonly activity?: boolean;
}

export interface RegisterResult {
  readonly scope: 'guild' | 'global';
  readonly names: string[];
}

/** Overwrites the application's commands (in one guild or globally) with ours. */
export async function registerCommands(options: RegisterOptions): Promise<RegisterResult> {
  if (!SNOWFLAKE.test(options.applicationId)) {
    throw new Error('DISCORD_APPLICATION_ID must be the numeric application id');
  }
  if (options.guildId !== undefined && !SNOWFLAKE.test(options.guildId)) {
    throw new Error('DISCORD_GUILD_ID must be a numeric server id');
  }
  const rest = new REST({ version: '10', ...options.rest }).setToken(options.token);
  const route = options.guildId
    ? Routes.applicationGuildCommands(options.applicationId, options.guildId)
    : Routes.applicationCommands(options.applicationId);
  const body = commandDefinitions({ activity: options.activity === true });
  const saved = (await rest.put(route, { body })) as { name: string }[];
  return { scope: options.guildId ? 'guild' : 'global', names: saved.map((c) => c.name) };
}

async function main(): Promise<number> {
  const token = process.env.DISCORD_TOKEN?.trim();
  const applicationId = process.env.DISCORD_APPLICATION_ID?.trim();
  const guildId = process.env.DISCORD_GUILD_ID?.trim() || undefined;
  // The Activity is on when its client secret is set (see .env.example).
  const activity = Boolean(process.env.DISCORD_CLIENT_SECRET?.trim());
  if (!token || !applicationId) {
    console.error(
      'Set DISCORD_TOKEN and DISCORD_APPLICATION_ID (and DISCORD_GUILD_ID for one server).',
    );
    return 2;
  }
  try {
    const result = await registerCommands({
      token,
      applicationId,
      activity,
      ...(guildId && { guildId }),
    });
    const where =
      result.scope === 'guild' ? `server ${guildId}` : 'all servers (global; allow up to an hour)';
    console.log(`Registered /${result.names.join(', /')} for ${where}.`);
    return 0;
  } catch (error) {
    console.error('Registration failed:', errorFields(error));
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
