// A voice (voice.ts) loaded only when a command first has something to say: `solve` and `grade`
// print data lines, and most runs never load the catalogs of six languages (about 50 ms of CPU).

import type { MessageKey } from '../i18n/catalogs/index.ts';
import { parseLanguage } from '../i18n/locales.ts';
import type { CliIo } from './command.ts';
import type { CliVoice } from './voice.ts';

/** The voice of `sudoku NAME`, imported on first use; undefined when --lang names no language. */
export function lazyVoice(
  name: string,
  lang: string | true | undefined,
  io: CliIo,
  usage: MessageKey,
): (() => Promise<CliVoice>) | undefined {
  if (lang !== undefined && (lang === true || parseLanguage(lang) === undefined)) return undefined;
  let voice: Promise<CliVoice> | undefined;
  return () =>
    (voice ??= import('./voice.ts').then(({ cliVoice }) => cliVoice(name, lang, io, usage)!));
}

/** Refuses the --lang that lazyVoice did not take, in the environment's language; status 2. */
export async function refuseLanguage(
  name: string,
  lang: string | true | undefined,
  io: CliIo,
  usage: MessageKey,
): Promise<number> {
  (await import('./voice.ts')).cliVoice(name, lang, io, usage);
  return 2;
}
