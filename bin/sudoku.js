#!/usr/bin/env node
// The `sudoku` command: runs the compiled CLI from dist/ when a fresh build is there, else
// src/cli.ts through tsx, so no build step is needed (see launch.js).
import { launch } from './launch.js';

await launch('src/cli.ts');
