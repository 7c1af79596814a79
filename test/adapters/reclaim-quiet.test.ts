// The churn reclaim's full collection goes through vm.measureMemory, which Node 20 marks
// experimental: its one-time warning must not reach the operator's stderr as if the bot were
// faulty, while every other warning still does. (A file of its own: Node warns once per process,
// and vitest gives each file a fresh one.)

import { afterEach, describe, expect, it } from 'vitest';
import { requestFullCollection } from '../../adapters/shared/churn-reclaim.ts';

const original = process.emitWarning;

afterEach(() => {
  process.emitWarning = original;
});

describe('the reclaim keeps quiet', () => {
  it('emits no ExperimentalWarning for vm.measureMemory, and leaves other warnings alone', async () => {
    const seen: string[] = [];
    process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
      const type = typeof rest[0] === 'string' ? rest[0] : '';
      seen.push(`${type}: ${typeof warning === 'string' ? warning : warning.message}`);
    }) as typeof process.emitWarning;
    await requestFullCollection();
    await requestFullCollection();
    process.emitWarning('something else', 'ExperimentalWarning');
    expect(seen).toEqual(['ExperimentalWarning: something else']);
  });
});
