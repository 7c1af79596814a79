// Two moves that post a live board anew at the same moment, as explicit events instead of a race
// against the machine's speed: the core's answers to the racing commands are held until every one
// of them was handled (each placed its board before any adapter posted one, so each posts a
// copy), and the copies are then recorded in a chosen order of their versions (the first one
// recorded wins; the other lost the race to be recorded).

import type { SudokuBot } from '../../src/bot/core.ts';
import type { BotCore } from '../../src/bot/types.ts';
import { gate, type Gate } from './gate.ts';

/** A race set up by `RacingCore.race`. */
interface Race {
  readonly commands: number;
  handled: number;
  readonly allHandled: Gate;
  /** Board versions in the order their copies are recorded. */
  readonly order: readonly number[];
  /** One gate per entry of `order`: open once the copies before it were recorded. */
  readonly turns: readonly Gate[];
}

export interface RacingCore {
  /** The core to give the adapter: `bot`, with the race's holds around handle and boardPosted. */
  readonly core: SudokuBot;
  /**
   * The next `commands` commands answer only once all of them were handled; the boards they post
   * are recorded in `order` (versions). Resolves when every copy of the race was recorded.
   */
  race(commands: number, order: readonly number[]): { readonly recorded: Promise<void> };
}

/** Wraps the real core `bot` so a test can make commands race (see RacingCore.race). */
export function racingCore(bot: SudokuBot): RacingCore {
  let current: Race | undefined;
  const handle: BotCore['handle'] = async (inbound) => {
    const race = current && current.handled < current.commands ? current : undefined;
    const replies = await bot.handle(inbound);
    if (!race) return replies;
    race.handled++;
    if (race.handled === race.commands) race.allHandled.open();
    await race.allHandled.opened;
    return replies;
  };
  const boardPosted: BotCore['boardPosted'] = async (target, message, replaced) => {
    const race = current;
    const at = race && 'version' in target ? race.order.indexOf(target.version as number) : -1;
    if (!race || at < 0) return bot.boardPosted(target, message, replaced);
    await race.turns[at]!.opened;
    try {
      return await bot.boardPosted(target, message, replaced);
    } finally {
      race.turns[at + 1]?.open();
      if (at === race.order.length - 1) current = undefined;
    }
  };
  return {
    core: { ...bot, handle, boardPosted },
    race(commands, order) {
      const turns = [...order, 'done'].map(() => gate());
      turns[0]!.open();
      current = { commands, handled: 0, allHandled: gate(), order, turns };
      return { recorded: turns.at(-1)!.opened };
    },
  };
}
