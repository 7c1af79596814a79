#!/usr/bin/env node
// The `sudoku` command: runs src/cli.ts through tsx so no build step is needed.
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

register();
const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
process.argv[1] = cli;
await import(cli);
