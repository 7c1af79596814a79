// The Store contract on the in-memory store that tests use.
import { MemoryStore } from '../../src/store/memory.ts';
import { describeStoreContract } from './contract.ts';

describeStoreContract({
  name: 'memory',
  fresh: async () => new MemoryStore(),
  claimRows: async (store) => (store as MemoryStore).claimRows,
});
