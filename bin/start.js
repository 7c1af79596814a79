#!/usr/bin/env node
// `npm start`: reads .env, then runs the bot from the compiled dist/ when a fresh build is there,
// else src/main.ts through tsx, so a fresh clone starts with no build step (see launch.js).
import { launch, loadDotEnv } from './launch.js';

loadDotEnv();
await launch('src/main.ts');
