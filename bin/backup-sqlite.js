#!/usr/bin/env node
// `node bin/backup-sqlite.js DEST`: a consistent copy of the bot's SQLite file (DATABASE_PATH,
// default data/sudoku.sqlite) taken while the bot runs, through SQLite's online backup API, then
// checked with integrity_check. A plain `cp` of the file while the bot writes can miss commits
// still in its -wal file. Never overwrites DEST.

import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const dest = process.argv[2];
if (!dest || dest.startsWith('-')) fail('usage: node bin/backup-sqlite.js DEST.sqlite');
if (process.env.DATABASE_URL?.trim()) {
  fail(
    'DATABASE_URL is set, so the store is PostgreSQL: back it up with pg_dump (docs/deploy.md).',
  );
}
const source = process.env.DATABASE_PATH?.trim() || 'data/sudoku.sqlite';
if (!existsSync(source)) fail(`DATABASE_PATH: there is no SQLite file at ${source}.`);
if (existsSync(dest)) fail(`${dest} already exists: give the backup a new file name.`);

const started = Date.now();
const db = new Database(source, { fileMustExist: true });
try {
  await db.backup(dest);
} finally {
  db.close();
}
const copy = new Database(dest, { readonly: true });
const check = copy.pragma('integrity_check', { simple: true });
copy.close();
console.log(
  `backed up ${source} to ${dest} in ${Date.now() - started} ms (integrity_check: ${check})`,
);
process.exit(check === 'ok' ? 0 : 1);
