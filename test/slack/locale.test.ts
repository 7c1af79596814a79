// Slack users in their own language: users.info with include_locale says it (cached like the
// rest of users.info), and what only they see comes in it, through Bolt against the fake API.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realCore, startHarness, textOf, type Harness } from './harness.ts';
import { ADA } from './signing.ts';

const EMI = { id: 'U0EMI0005', name: 'emi', locale: 'ja-JP' };
const { bot } = realCore();
let h: Harness<typeof bot>;

beforeAll(async () => {
  h = await startHarness(bot);
  h.api.addUser({ ...ADA, locale: 'fr-FR' });
  h.api.addUser(EMI);
});
afterAll(async () => {
  await h.close();
});

describe('Slack user languages', () => {
  it('answers each user in their Slack language, asking users.info once per user', async () => {
    const french = await h.run(h.slash('stats'));
    const answer = french.calls.find((c) => c.method === 'response_url')!;
    expect(textOf(answer)).toMatch(/^Pas encore de partie\./);
    const japanese = await h.run(h.slash('stats', { user: EMI }));
    expect(textOf(japanese.calls.find((c) => c.method === 'response_url')!)).toMatch(
      /^まだゲームがありません。/,
    );
    await h.run(h.slash('help', { user: EMI }));
    const lookups = h.api.callsOf('users.info').filter((c) => c.params.user === EMI.id);
    expect(lookups).toHaveLength(1);
    expect(String(lookups[0]!.params.include_locale)).toBe('true');
  });
});
