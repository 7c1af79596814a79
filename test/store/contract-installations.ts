// Store contract, app installations (Slack's OAuth install flow): one JSON document per workspace
// or org, replaced on reinstall, seen by every process, forgotten on uninstall together with the
// workspace's schedules (and no other workspace's).

import { expect, it } from 'vitest';
import type { InstallationKey, Schedule } from '../../src/store/port.ts';
import type { ContractContext } from './contract.ts';

const TEAM_A: InstallationKey = { platform: 'slack', enterpriseId: '', teamId: 'TA' };
const TEAM_B: InstallationKey = { platform: 'slack', enterpriseId: '', teamId: 'TB' };
const ORG: InstallationKey = { platform: 'slack', enterpriseId: 'E1', teamId: '' };

function schedule(platform: string, id: string, workspace: string): Schedule {
  return {
    conversation: { platform, id, kind: 'channel', workspace },
    minuteOfDay: 540,
    startDate: '2025-03-14',
    setBy: 'u1',
  };
}

/** Registers the installations part of the Store contract. */
export function installationsContract({ fresh, sibling }: ContractContext): void {
  it('keeps one installation per workspace or org, replaced on reinstall, seen by every process', async () => {
    const a = await fresh();
    const b = await sibling(a);
    expect(await a.installation(TEAM_A)).toBeUndefined();
    await a.saveInstallation(TEAM_A, '{"bot":{"token":"xoxb-a1"}}');
    await a.saveInstallation(TEAM_B, '{"bot":{"token":"xoxb-b"}}');
    await a.saveInstallation(ORG, '{"bot":{"token":"xoxb-org"}}');
    await b.saveInstallation(TEAM_A, '{"bot":{"token":"xoxb-a2"}}');
    expect(await a.installation(TEAM_A)).toBe('{"bot":{"token":"xoxb-a2"}}');
    expect(await b.installation(TEAM_B)).toBe('{"bot":{"token":"xoxb-b"}}');
    expect(await b.installation(ORG)).toBe('{"bot":{"token":"xoxb-org"}}');
    // The same team inside an org is another key; so is another platform.
    expect(await a.installation({ ...TEAM_A, enterpriseId: 'E1' })).toBeUndefined();
    expect(await a.installation({ ...TEAM_A, platform: 'other' })).toBeUndefined();
    expect(await b.deleteInstallation(TEAM_A)).toBe(true);
    expect(await b.deleteInstallation(TEAM_A)).toBe(false);
    expect(await a.installation(TEAM_A)).toBeUndefined();
    expect(await a.installation(TEAM_B)).toBe('{"bot":{"token":"xoxb-b"}}');
  });

  it("removes a workspace's schedules and no one else's", async () => {
    const store = await fresh();
    await store.setSchedule(schedule('slack', 'C1', 'TA'));
    await store.setSchedule(schedule('slack', 'D1', 'TA'));
    await store.setSchedule(schedule('slack', 'C2', 'TB'));
    await store.setSchedule(schedule('discord', 'C3', 'TA'));
    expect(await store.removeWorkspaceSchedules('slack', 'TA')).toBe(2);
    expect(await store.removeWorkspaceSchedules('slack', 'TA')).toBe(0);
    const left = (await store.listSchedules()).map((s) => s.conversation.id).sort();
    expect(left).toEqual(['C2', 'C3']);
  });
}
