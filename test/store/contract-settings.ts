// Store contract, settings: the picture theme, language and time zone a player or a channel
// chose, kept per platform and owner (a player's choice never changes a channel's of the same
// id), replaced by a new choice, forgotten on request, and seen by another process (PostgreSQL
// keeps what it read per process: a change reaches the others when its notification arrives).

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

/** Asks `probe` until it answers `expected` (another process hears a change when its notice arrives). */
async function eventually<T>(probe: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      expect(await probe()).toEqual(expected);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  expect(await probe()).toEqual(expected);
}

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

  it('keeps one settings record per owner: theme, language and time zone, each changed alone', async () => {
    const store = await fresh();
    expect(await store.settings(channel('C1'))).toEqual({});
    await store.changeSettings(channel('C1'), { language: 'fr' });
    await store.setPictureTheme(channel('C1'), 'dark');
    await store.changeSettings(channel('C1'), { timeZone: 'Europe/Paris' });
    expect(await store.settings(channel('C1'))).toEqual({
      theme: 'dark',
      language: 'fr',
      timeZone: 'Europe/Paris',
    });
    // A change names only what it sets; null forgets one field and keeps the others.
    await store.changeSettings(channel('C1'), { language: null });
    expect(await store.settings(channel('C1'))).toEqual({
      theme: 'dark',
      timeZone: 'Europe/Paris',
    });
    await store.changeSettings(player('C1'), { language: 'ja' });
    await store.changeSettings(channel('C1', 'discord'), { timeZone: 'Asia/Tokyo' });
    expect(await store.settings(player('C1'))).toEqual({ language: 'ja' });
    expect(await store.pictureTheme(player('C1'))).toBeUndefined();
    // A theme chosen after a language keeps the language.
    await store.setPictureTheme(player('C1'), 'light');
    const other = await sibling(store);
    expect(await other.settings(player('C1'))).toEqual({ theme: 'light', language: 'ja' });
    expect(await other.settings(channel('C1', 'discord'))).toEqual({ timeZone: 'Asia/Tokyo' });
    expect(await other.settings(channel('C1'))).toEqual({
      theme: 'dark',
      timeZone: 'Europe/Paris',
    });
  });

  it("keeps a channel's day-thread choice: off, on again, forgotten, beside its other settings", async () => {
    const store = await fresh();
    await store.changeSettings(channel('C7'), { timeZone: 'Europe/Paris' });
    await store.changeSettings(channel('C7'), { dayThread: false });
    expect(await store.settings(channel('C7'))).toEqual({
      timeZone: 'Europe/Paris',
      dayThread: false,
    });
    await store.changeSettings(channel('C7'), { language: 'de' });
    const other = await sibling(store);
    expect(await other.settings(channel('C7'))).toEqual({
      timeZone: 'Europe/Paris',
      language: 'de',
      dayThread: false,
    });
    await store.changeSettings(channel('C7'), { dayThread: true });
    await eventually(async () => (await other.settings(channel('C7'))).dayThread, true);
    await store.changeSettings(channel('C7'), { dayThread: null });
    await eventually(() => other.settings(channel('C7')), {
      timeZone: 'Europe/Paris',
      language: 'de',
    });
  });

  it('shows another process a change of settings it had read, again and again (none kept stale)', async () => {
    const store = await fresh();
    const other = await sibling(store);
    await store.changeSettings(player('U5'), { language: 'fr' });
    // Read many times over: a store that keeps what it read keeps it by now.
    for (let i = 0; i < 20; i++)
      expect(await other.settings(player('U5'))).toEqual({ language: 'fr' });
    await store.changeSettings(player('U5'), { language: 'ja' });
    await eventually(() => other.settings(player('U5')), { language: 'ja' });
    await store.setPictureTheme(player('U5'), 'dark');
    await eventually(() => other.pictureTheme(player('U5')), 'dark');
    expect(await other.settings(player('U5'))).toEqual({ language: 'ja', theme: 'dark' });
    // The store that made a change sees it at once, whatever it read before.
    expect(await store.settings(player('U5'))).toEqual({ language: 'ja', theme: 'dark' });
    await other.changeSettings(player('U5'), { language: null });
    expect(await other.settings(player('U5'))).toEqual({ theme: 'dark' });
    await eventually(() => store.settings(player('U5')), { theme: 'dark' });
  });
}
