#!/usr/bin/env node
// `npm start`: runs the bot from the compiled dist/ when a fresh build is there, else
// src/main.ts through tsx, so a fresh clone starts with no build step (see launch.js).
import { launch } from './launch.js';

await launch('src/main.ts');
