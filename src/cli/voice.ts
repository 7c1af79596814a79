// How a subcommand speaks to a person: in the language of --lang or the environment
// (language.ts), its errors prefixed `sudoku NAME:`, its usage line, all through the catalogs.

import type { MessageKey } from '../i18n/catalogs/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { msg, renderText, type Text } from '../i18n/text.ts';
import type { CliIo } from './command.ts';
import { cliLocale } from './language.ts';

/** A subcommand's way of saying things, in one locale. */
export interface CliVoice {
  readonly locale: Locale;
  /** The text in the command's language. */
  say(text: Text): string;
  /** Prints `sudoku NAME: TEXT` on standard error; returns the exit status (2 by default). */
  fail(text: Text, status?: number): number;
  /** Prints the usage line on standard error; returns 2. */
  usage(): number;
}

/**
 * The voice of `sudoku NAME` for `--lang` (else the environment's language), or undefined once
 * an unknown --lang has been refused on standard error.
 */
export function cliVoice(
  name: string,
  lang: string | true | undefined,
  io: CliIo,
  usage: MessageKey,
): CliVoice | undefined {
  const language = cliLocale(lang, io.env ?? {});
  if (!language.ok) {
    io.err(`sudoku ${name}: ${language.error}`);
    return undefined;
  }
  const { locale } = language;
  const say = (text: Text) => renderText(text, locale);
  return {
    locale,
    say,
    fail(text, status = 2) {
      io.err(`sudoku ${name}: ${say(text)}`);
      return status;
    },
    usage() {
      io.err(say(msg('cli.usage', { usage: msg(usage) })));
      return 2;
    },
  };
}
