// Gateway sharding with discord.js's own sharding inside the client: one process connects every
// shard Discord recommends (`shards: 'auto'`, the default), or its share of a fixed count split
// between processes (DISCORD_SHARDS=N with DISCORD_SHARD_LIST) when one machine is not enough.
// Shards in one process rather than ShardingManager's child processes: this bot asks for the
// Guilds intent only, so a shard's gateway traffic is little more than interactions, while each
// process carries a store pool, render and puzzle workers and a scheduler; one process keeps one
// of each (and lets SQLite stay the store), and more processes are started the same way.

import { Status, type Client, type ClientOptions } from 'discord.js';
import type { DiscordShardPlan } from '../../src/config.ts';

/** The discord.js client options that connect the shards of `plan`. */
export function shardClientOptions(
  plan: DiscordShardPlan,
): Pick<ClientOptions, 'shards' | 'shardCount'> {
  return plan === 'auto' ? { shards: 'auto' } : { shards: [...plan.ids], shardCount: plan.count };
}

/** Undefined when every gateway shard of this client is connected, else which are not and why. */
export function shardReadiness(client: Client): string | undefined {
  const shards = [...client.ws.shards.values()];
  if (shards.length === 0) return 'not connected to the gateway yet';
  const waiting = shards.filter((shard) => shard.status !== Status.Ready);
  if (waiting.length === 0) return undefined;
  const states = waiting.map((shard) => `${shard.id} ${Status[shard.status].toLowerCase()}`);
  return `shards not ready (of ${client.options.shardCount ?? shards.length}): ${states.join(', ')}`;
}

/** The shard ids this client connects, once it has logged in (for logs). */
export function connectedShardIds(client: Client): number[] {
  return [...client.ws.shards.keys()].sort((a, b) => a - b);
}
