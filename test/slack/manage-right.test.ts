// Which Slack commands ask whether the user may manage the channel (users.info, cached): the
// daily post, the shared board's theme, the channel's time zone and language; saying them asks nothing.
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/bot/types.ts';
import { manageRight } from '../../adapters/slack/pipeline.ts';
import { SlackUsers } from '../../adapters/slack/users.ts';
import { MemoryLogger } from '../bot/harness.ts';

/** Slack's users.info where only UADMIN is an admin, and the users it was asked about. */
function usersAsked() {
  const asked: string[] = [];
  const users = new SlackUsers(
    async ({ user }) => {
      asked.push(user);
      return { ok: true, user: { id: user, name: user, is_admin: user === 'UADMIN' } };
    },
    [],
    new MemoryLogger(),
  );
  return { users, asked };
}

describe('manage right on Slack', () => {
  it('is asked of Slack for `timezone Europe/Paris`, not for `timezone` alone or in a DM', async () => {
    const { users, asked } = usersAsked();
    const change: Command = { kind: 'timezone', zone: 'Europe/Paris' };
    expect(await manageRight(users, 'UADMIN', change, false)).toBe(true);
    expect(await manageRight(users, 'UMEMBER', change, false)).toBe(false);
    expect(await manageRight(users, 'UOTHER', { kind: 'timezone' }, false)).toBe(false);
    expect(await manageRight(users, 'UDM', change, true)).toBe(true);
    expect(asked).toEqual(['UADMIN', 'UMEMBER']);
  });

  it("is asked for `language channel fr`, not for a player's own `language de`", async () => {
    const { users, asked } = usersAsked();
    const channel: Command = { kind: 'language', word: 'fr', channel: true };
    expect(await manageRight(users, 'UADMIN', channel, false)).toBe(true);
    expect(await manageRight(users, 'UMEMBER', channel, false)).toBe(false);
    expect(await manageRight(users, 'UOWN', { kind: 'language', word: 'de' }, false)).toBe(false);
    expect(asked).toEqual(['UADMIN', 'UMEMBER']);
  });
});
