// The i18n benchmark's old path: the bot's English said without ICU MessageFormat, as English
// built in place by hand would be. Each English catalog message is turned once, before any
// measurement, into a function of plain string pieces: a literal is a string, `{arg}` is
// String(arg), a plural is `=N` then `one` (n === 1) then `other` with `#` as the number, a
// select a lookup; `{n, number}` and dates use one Intl formatter made up front per message (as
// careful hand-written code would keep one), `::.0` is toFixed(1). Lists are joined with
// ", " and a final " and "/" or ". No locale negotiation, no Intl.PluralRules, no IntlMessageFormat.

import { IntlMessageFormat } from 'intl-messageformat';
import { EN, type MessageKey } from '../src/i18n/catalogs/index.ts';
import type { Locale } from '../src/i18n/locales.ts';
import {
  FORMATS,
  type ListType,
  type MessageArgs,
  type MessageFormatter,
} from '../src/i18n/translate.ts';

type Ast = ReturnType<IntlMessageFormat['getAst']>;
type Value = string | number | Date;
type Piece = (args: Readonly<Record<string, Value>>, pound: number | undefined) => string;

// ICU element types (@formatjs/icu-messageformat-parser TYPE).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

/* eslint-disable @typescript-eslint/no-explicit-any -- the parser's element union, read by type */
function compilePieces(ast: Ast): Piece[] {
  return ast.map((element: any): Piece => {
    switch (element.type) {
      case LITERAL: {
        const text: string = element.value;
        return () => text;
      }
      case ARGUMENT: {
        const name: string = element.value;
        return (args) => String(args[name]);
      }
      case NUMBER: {
        const name: string = element.value;
        const digits = element.style?.parsedOptions?.maximumFractionDigits;
        if (digits !== undefined) return (args) => (args[name] as number).toFixed(digits);
        const format = new Intl.NumberFormat('en');
        return (args) => format.format(args[name] as number);
      }
      case DATE: {
        const name: string = element.value;
        const style = FORMATS.date[element.style as keyof typeof FORMATS.date];
        const format = new Intl.DateTimeFormat('en', style);
        return (args) => format.format(args[name] as Date);
      }
      case SELECT: {
        const name: string = element.value;
        const options = new Map<string, Piece[]>();
        for (const [key, option] of Object.entries<any>(element.options)) {
          options.set(key, compilePieces(option.value));
        }
        const other = options.get('other')!;
        return (args, pound) => join(options.get(String(args[name])) ?? other, args, pound);
      }
      case PLURAL: {
        const name: string = element.value;
        const offset: number = element.offset ?? 0;
        const exact = new Map<number, Piece[]>();
        let one: Piece[] | undefined;
        let other: Piece[] = [];
        for (const [key, option] of Object.entries<any>(element.options)) {
          const pieces = compilePieces(option.value);
          if (key.startsWith('=')) exact.set(Number(key.slice(1)), pieces);
          else if (key === 'one') one = pieces;
          else if (key === 'other') other = pieces;
        }
        return (args) => {
          const n = args[name] as number;
          const chosen = exact.get(n) ?? (n - offset === 1 && one ? one : other);
          return join(chosen, args, n - offset);
        };
      }
      case POUND:
        return (_args, pound) => String(pound);
      default:
        throw new Error(`old path: ICU element type ${element.type} is not handled`);
    }
  });
}
/* eslint-enable @typescript-eslint/no-explicit-any */

function join(pieces: readonly Piece[], args: Readonly<Record<string, Value>>, pound?: number) {
  let out = '';
  for (const piece of pieces) out += piece(args, pound);
  return out;
}

const NO_ARGS: Readonly<Record<string, Value>> = {};

/** The old path: every English message as plain string building, English whatever the locale. */
export function oldEnglish(): MessageFormatter {
  const messages = new Map<string, (args: Readonly<Record<string, Value>>) => string>();
  for (const [key, source] of Object.entries(EN)) {
    const ast = new IntlMessageFormat(source, 'en', undefined, { ignoreTag: true }).getAst();
    const pieces = compilePieces(ast);
    messages.set(key, (args) => join(pieces, args));
  }
  return {
    format(_locale: Locale, key: MessageKey, args?: MessageArgs) {
      return messages.get(key)!(args ?? NO_ARGS);
    },
    list(_locale: Locale, items: readonly string[], type: ListType) {
      if (items.length <= 1) return items[0] ?? '';
      const head = items.slice(0, -1).join(', ');
      if (type === 'unit') return `${head}, ${items.at(-1)}`;
      return `${head} ${type === 'disjunction' ? 'or' : 'and'} ${items.at(-1)}`;
    },
  };
}
