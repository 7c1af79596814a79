// `npm run bench [-- NAME...]`: runs every bench/*.bench.ts (or those whose name contains one
// of the NAMEs), each in its own process so one benchmark's JIT state and heap don't skew another.

import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = import.meta.dirname;
const filters = process.argv.slice(2);
// Benchmarks that run for an hour: only when named (`npm run bench -- soak`).
const LONG = new Set(['soak.bench.ts']);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => (filters.length === 0 ? !LONG.has(f) : filters.some((name) => f.includes(name))))
  .sort();

if (files.length === 0) {
  console.error(`no benchmark matches ${filters.join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  console.log(`\n# ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', join(dir, file)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed++;
    console.error(`${file} exited with status ${result.status}`);
  }
}
process.exit(failed ? 1 : 0);
