// How the text grammar refuses: the error codes, and a refusal that carries its catalog text
// (said in the reader's language) with the same in English.

import { renderText, type Text } from '../i18n/text.ts';
import { err, type Result } from '../engine/result.ts';
import { type Command } from './types.ts';

export const COMMAND_ERROR_CODES = [
  'empty',
  'too-long',
  'unknown-command',
  'bad-cell',
  'bad-digit',
  'missing-argument',
  'unexpected-argument',
  'bad-time',
  'bad-option',
] as const;

export type CommandErrorCode = (typeof COMMAND_ERROR_CODES)[number];

export interface CommandError {
  readonly code: CommandErrorCode;
  /** What is wrong and what to type instead, said in the reader's language. */
  readonly text: Text;
  /** The same in English (what adapters that refuse before the core still show, and logs). */
  readonly message: string;
}

/** A refusal: its catalog text, and that text in English. */
export function refusal(code: CommandErrorCode, text: Text): CommandError {
  return { code, text, message: renderText(text, 'en') };
}

export type Parsed = Result<Command, CommandError>;

/** A failed parse with its refusal. */
export function fail(code: CommandErrorCode, text: Text): Parsed {
  return err(refusal(code, text));
}

/** A word the user typed, quoted and cut to 20 characters for a refusal. */
export function quote(word: string): string {
  const shown = word.length > 20 ? `${word.slice(0, 20)}…` : word;
  return `'${shown.replace(/`/g, "'")}'`;
}
