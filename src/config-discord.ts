// The Discord part of the configuration: which gateway shards this process connects
// (DISCORD_SHARDS, DISCORD_SHARD_LIST) and the Sudoku Activity (DISCORD_CLIENT_SECRET,
// ACTIVITY_PORT, ACTIVITY_HOST).

import type { Reader } from './config-reader.ts';

/**
 * Which Discord gateway shards this process connects (DISCORD_SHARDS, DISCORD_SHARD_LIST): as
 * many as Discord recommends, or `ids` out of a fixed `count` shared by every process of the bot.
 */
export type DiscordShardPlan = 'auto' | { readonly count: number; readonly ids: readonly number[] };

/** The Sudoku Activity's settings: its OAuth client secret and where its page is served. */
export interface DiscordActivityConfig {
  readonly clientSecret: string;
  /** ACTIVITY_PORT (default PORT + 2): the Activity URL mapping's target behind a TLS proxy. */
  readonly port: number;
  /** ACTIVITY_HOST (default 127.0.0.1). */
  readonly host: string;
}

/** Shortest DISCORD_CLIENT_SECRET accepted (Discord's are 32 characters). */
export const MIN_CLIENT_SECRET_LENGTH = 16;

/** Most shards a deployment may name (Discord's largest bots run a few thousand). */
const MAX_SHARDS = 16_384;

/** `0-3,8` -> [0, 1, 2, 3, 8]; undefined when the text is not a list of ids and ranges. */
export function parseShardList(text: string): number[] | undefined {
  const ids: number[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    const m = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    if (!m) return undefined;
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from; // an unmatched group is undefined at run time
    if (to < from || to - from >= MAX_SHARDS) return undefined;
    for (let id = from; id <= to; id++) ids.push(id);
  }
  return ids;
}

/** DISCORD_SHARDS (auto or a total count) and DISCORD_SHARD_LIST (this process's share). */
export function readShardPlan(r: Reader): DiscordShardPlan {
  const raw = r.text('DISCORD_SHARDS')?.toLowerCase() ?? 'auto';
  const listText = r.text('DISCORD_SHARD_LIST');
  if (raw === 'auto') {
    if (listText !== undefined) {
      r.problem(
        'DISCORD_SHARD_LIST',
        'needs DISCORD_SHARDS set to the total number of shards of all processes, e.g. DISCORD_SHARDS=4 here with DISCORD_SHARD_LIST=0,1 and 2,3 in the other process.',
      );
    }
    return 'auto';
  }
  const count = r.integer('DISCORD_SHARDS', 1, 1, MAX_SHARDS, 'auto or a number of shards');
  if (listText === undefined) return { count, ids: Array.from({ length: count }, (_, i) => i) };
  const ids = parseShardList(listText);
  const bad = ids?.find((id) => id >= count);
  if (!ids || bad !== undefined || new Set(ids).size !== ids.length) {
    r.problem(
      'DISCORD_SHARD_LIST',
      `'${listText.slice(0, 40)}' is not a list of distinct shard ids from 0 to ${count - 1} (DISCORD_SHARDS=${count}): use ids and ranges such as 0,1 or 0-3,8.`,
    );
    return { count, ids: [0] };
  }
  return { count, ids };
}

/**
 * DISCORD_CLIENT_SECRET turns on the Sudoku Activity (it exchanges the players' OAuth codes);
 * ACTIVITY_PORT and ACTIVITY_HOST say where its page is served.
 */
export function readActivity(
  r: Reader,
  discordOn: boolean,
  port: number,
): DiscordActivityConfig | undefined {
  const clientSecret = r.text('DISCORD_CLIENT_SECRET');
  if (clientSecret === undefined) return undefined;
  if (!discordOn) {
    r.problem(
      'DISCORD_CLIENT_SECRET',
      'is for the Sudoku Activity of the Discord bot: set DISCORD_TOKEN and DISCORD_APPLICATION_ID too, or unset it.',
    );
    return undefined;
  }
  if (clientSecret.length < MIN_CLIENT_SECRET_LENGTH) {
    r.problem(
      'DISCORD_CLIENT_SECRET',
      `is too short: copy the Client Secret from the Developer Portal (OAuth2 page); it has ${MIN_CLIENT_SECRET_LENGTH} characters or more.`,
    );
    return undefined;
  }
  return {
    clientSecret,
    port: r.integer('ACTIVITY_PORT', Math.min(port + 2, 65535), 1, 65535, 'a port number'),
    host: r.text('ACTIVITY_HOST') ?? '127.0.0.1',
  };
}

/** `auto`, or `0-1 of 4`: the shards one process connects. */
export function describeShardPlan(plan: DiscordShardPlan): string {
  if (plan === 'auto') return 'auto';
  const ranges: string[] = [];
  for (const id of plan.ids) {
    const last = ranges.at(-1)?.split('-');
    if (last && Number(last.at(-1)) === id - 1) ranges[ranges.length - 1] = `${last[0]}-${id}`;
    else ranges.push(String(id));
  }
  return `${ranges.join(',')} of ${plan.count}`;
}
