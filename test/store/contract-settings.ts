// Store contract, settings: the picture theme a player or a channel chose, kept per platform and
// owner (a player's choice never changes a channel's of the same id), replaced by a new choice,
// and seen by another process.

import { expect, it } from 'vitest';
import type { SettingsOwner } from '../../src/store/port.ts';
import type { ContractContext } from './contract.ts';

const player = (id: string, platform = 'slack'): SettingsOwner => ({
  platform,
  scope: 'player',
  id,
});
const channel = (id: string, platform = 'slack'): SettingsOwner => ({
  platform,
  scope: 'channel',
  id,
});

/** Registers the settings part of the Store contract. */
export function settingsContract({ fresh, sibling }: ContractContext): void {
  it('keeps each player and channel picture theme apart, the latest choice winning', async () => {
    const store = await fresh();
    expect(await store.pictureTheme(player('U1'))).toBeUndefined();
    await store.setPictureTheme(player('U1'), 'dark');
    await store.setPictureTheme(channel('U1'), 'light');
    await store.setPictureTheme(player('U2', 'discord'), 'dark');
    expect(await store.pictureTheme(player('U1'))).toBe('dark');
    expect(await store.pictureTheme(channel('U1'))).toBe('light');
    // Same id on another platform, or the other scope: nothing chosen.
    expect(await store.pictureTheme(player('U1', 'discord'))).toBeUndefined();
    expect(await store.pictureTheme(player('U2'))).toBeUndefined();
    expect(await store.pictureTheme(channel('U2', 'discord'))).toBeUndefined();

    await store.setPictureTheme(player('U1'), 'light');
    await store.setPictureTheme(channel('C9'), 'dark');
    const other = await sibling(store);
    expect(await other.pictureTheme(player('U1'))).toBe('light');
    expect(await other.pictureTheme(channel('C9'))).toBe('dark');
    expect(await other.pictureTheme(player('U2', 'discord'))).toBe('dark');
  });
}
