// Slack users in their own language: users.info with include_locale says it (cached like the
// rest of users.info), and what only they see comes in it, through Bolt against the fake API.

import { describe, expect, it } from 'vitest';
import { textOf } from './harness.ts';
import { ADA } from './signing.ts';
import { useRealCoreHarness } from './use-harness.ts';

const EMI = { id: 'U0EMI0005', name: 'emi', locale: 'ja-JP' };
const { h } = useRealCoreHarness({ users: [{ ...ADA, locale: 'fr-FR' }, EMI] });

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
