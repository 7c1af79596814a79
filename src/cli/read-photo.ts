// `sudoku read-photo IMAGE...`: one line per photo: the path, the 81-character grid (. for an
// empty cell) and the unsure cells (r3c5,r7c1 or -); `PATH error: <reason>` when unreadable,
// the reason said as the bot says it, in the language of --lang or the environment.

import { readFile, stat } from 'node:fs/promises';
import { makeCellName } from '../engine/cell.ts';
import { readPhoto } from '../vision/index.ts';
import { MAX_PHOTO_BYTES } from '../vision/limits.ts';
import { PHOTO_ADVICE } from '../bot/photo.ts';
import type { MessageKey } from '../i18n/catalogs/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { msg, renderText, verbatim, type Text } from '../i18n/text.ts';
import { reasonText } from '../vision/reason-words.ts';
import { parseArgs, type CliIo } from './command.ts';
import { cliVoice } from './voice.ts';

/** The output line for one photo file. */
export async function readPhotoLine(path: string, locale: Locale = 'en'): Promise<string> {
  const failed = (text: Text) => `${path} ${renderText(msg('cli.error', { text }), locale)}`;
  let bytes: Buffer;
  try {
    const info = await stat(path);
    if (!info.isFile()) return failed(msg('cli.not-a-file'));
    if (info.size > MAX_PHOTO_BYTES)
      return failed(msg('photo.larger-than', { mb: MAX_PHOTO_BYTES / (1024 * 1024) }));
    bytes = await readFile(path);
  } catch {
    return failed(msg('cli.no-file'));
  }
  const result = await readPhoto(bytes);
  if (!result.ok) {
    const { code, reason, message } = result.error;
    // What the picture shows instead, else the bot's advice for the code, else the reader's words.
    return failed(reason ? reasonText(reason) : (PHOTO_ADVICE[code] ?? verbatim(message)));
  }
  const { grid, unsure } = result.value;
  const text = Array.from(grid, (d) => (d === 0 ? '.' : String(d))).join('');
  const names = unsure.map((cell) => makeCellName(cell, 9)).join(',');
  return `${path} ${text} ${names || '-'}`;
}

/** Runs `sudoku read-photo` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo, usage: MessageKey): Promise<number> {
  const { positional, flags } = parseArgs(args, ['lang']);
  const voice = cliVoice('read-photo', flags.get('lang'), io, usage);
  if (!voice) return 2;
  if (positional.length === 0) return voice.usage();
  for (const path of positional) io.out(await readPhotoLine(path, voice.locale));
  return 0;
}
