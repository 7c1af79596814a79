// Store contract, recorded uploads (pictures of private replies, deleted by the Slack adapter
// when replaced or a day old): recorded once, listed oldest first by platform and age, bounded,
// forgotten by id, and seen by another process on the same database.

import { expect, it } from 'vitest';
import type { ContractContext } from './contract.ts';

/** Registers the recorded-uploads part of the Store contract. */
export function uploadsContract({ fresh, sibling }: ContractContext): void {
  it('lists recorded uploads older than a time, oldest first, per platform and bounded', async () => {
    const store = await fresh();
    const day = 86_400_000;
    const t = 1_700_000_000_000;
    await store.recordUpload({
      platform: 'slack',
      workspace: 'T1',
      fileId: 'F3',
      uploadedAt: t + 3,
    });
    await store.recordUpload({
      platform: 'slack',
      workspace: 'T2',
      fileId: 'F1',
      uploadedAt: t + 1,
    });
    await store.recordUpload({
      platform: 'slack',
      workspace: 'T1',
      fileId: 'F2',
      uploadedAt: t + 2,
    });
    await store.recordUpload({
      platform: 'slack',
      workspace: 'T1',
      fileId: 'F9',
      uploadedAt: t + day,
    });
    await store.recordUpload({ platform: 'other', workspace: 'T1', fileId: 'F0', uploadedAt: t });
    // A second record of the same file changes nothing.
    await store.recordUpload({
      platform: 'slack',
      workspace: 'T9',
      fileId: 'F1',
      uploadedAt: t + 5,
    });
    const old = await store.uploadsBefore('slack', t + 10, 10);
    expect(old).toEqual([
      { platform: 'slack', workspace: 'T2', fileId: 'F1', uploadedAt: t + 1 },
      { platform: 'slack', workspace: 'T1', fileId: 'F2', uploadedAt: t + 2 },
      { platform: 'slack', workspace: 'T1', fileId: 'F3', uploadedAt: t + 3 },
    ]);
    expect((await store.uploadsBefore('slack', t + 10, 2)).map((u) => u.fileId)).toEqual([
      'F1',
      'F2',
    ]);
    expect(await store.uploadsBefore('slack', t + 1, 10)).toEqual([]);
  });

  it('forgets uploads by id, for every process on the database', async () => {
    const a = await fresh();
    const b = await sibling(a);
    for (const [i, id] of ['F1', 'F2', 'F3'].entries()) {
      await a.recordUpload({ platform: 'slack', workspace: 'T1', fileId: id, uploadedAt: 100 + i });
    }
    await b.forgetUploads('slack', ['F1', 'F3', 'F-unknown']);
    await b.forgetUploads('other', ['F2']);
    await b.forgetUploads('slack', []);
    expect((await a.uploadsBefore('slack', 1_000, 10)).map((u) => u.fileId)).toEqual(['F2']);
  });
}
