// Store contract, players' saved picks (Slack's move menus, for a digit pressed in another process
// or after a restart): the newest save under a key wins, whichever process makes it and in
// whatever order the saves arrive; a cleared pick reads as none; a pick past its expiry is gone.

import { expect, it } from 'vitest';
import type { ContractContext } from './contract.ts';

/** Registers the saved-picks part of the Store contract. */
export function picksContract({ fresh, sibling }: ContractContext): void {
  const t = 1_700_000_000_000;
  const day = 86_400_000;

  it('reads a pick another process saved, until it expires or is cleared', async () => {
    const a = await fresh();
    const b = await sibling(a);
    expect(await b.savedPick('slack:view:V1', t)).toBeUndefined();
    await a.savePick('slack:view:V1', '{"cell":"r3c5"}', t, t + day);
    await a.savePick('slack:view:V2', '{"mode":"note"}', t, t + day);
    expect(await b.savedPick('slack:view:V1', t + 1)).toBe('{"cell":"r3c5"}');
    // A new pick replaces it; a cleared one reads as none; the other key is untouched.
    await b.savePick('slack:view:V1', '{"cell":"r4c1"}', t + 10, t + 10 + day);
    expect(await a.savedPick('slack:view:V1', t + 11)).toBe('{"cell":"r4c1"}');
    await a.savePick('slack:view:V1', undefined, t + 20, t + 20 + day);
    expect(await b.savedPick('slack:view:V1', t + 21)).toBeUndefined();
    expect(await b.savedPick('slack:view:V2', t + 21)).toBe('{"mode":"note"}');
    // Expired: gone at its expiry, and swept by a later save.
    expect(await b.savedPick('slack:view:V2', t + day)).toBeUndefined();
    await a.savePick('slack:view:V3', '{"cell":"r1c1"}', t + 2 * day, t + 3 * day);
    expect(await b.savedPick('slack:view:V2', t)).toBeUndefined();
    expect(await b.savedPick('slack:view:V3', t + 2 * day)).toBe('{"cell":"r1c1"}');
  });

  it('keeps the newest save when an older one arrives late', async () => {
    const a = await fresh();
    const b = await sibling(a);
    await a.savePick('slack:board:C1:move@g1:U1', '{"cell":"r2c2"}', t + 50, t + day);
    await b.savePick('slack:board:C1:move@g1:U1', '{"cell":"r9c9"}', t + 40, t + day);
    await b.savePick('slack:board:C1:move@g1:U1', undefined, t + 45, t + day);
    expect(await b.savedPick('slack:board:C1:move@g1:U1', t + 60)).toBe('{"cell":"r2c2"}');
  });
}
