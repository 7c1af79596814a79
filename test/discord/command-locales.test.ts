// The registered slash commands in every shipped language, within Discord's rules for names
// (lower case letters, digits, - and _, 1-32 characters, unique among siblings) and descriptions
// (1-100 characters); Spanish under both of Discord's Spanish locales.

import { describe, expect, it } from 'vitest';
import { commandDefinitions } from '../../adapters/discord/commands.ts';
import { DISCORD_LOCALES } from '../../adapters/discord/command-locales.ts';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.ts';

const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const codes = Object.values(DISCORD_LOCALES).flat();

interface Localisable {
  name: string;
  type?: number;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
}

function check(item: Localisable, where: string, problems: string[]): void {
  for (const code of codes) {
    const name = item.name_localizations?.[code];
    const description = item.description_localizations?.[code];
    if (!name || !NAME.test(name) || name !== name.toLowerCase())
      problems.push(`${where} ${code}: bad name ${name}`);
    if (!description || description.length > 100)
      problems.push(`${where} ${code}: bad description ${description}`);
  }
}

describe('slash commands in every shipped language', () => {
  it('has a Discord locale for each shipped language but English', () => {
    expect(Object.keys(DISCORD_LOCALES).sort()).toEqual(
      SHIPPED_LOCALES.filter((l) => l !== 'en').sort(),
    );
  });

  it('localises every chat command and subcommand within Discord’s rules', () => {
    const problems: string[] = [];
    const chat = commandDefinitions({ activity: true }).filter(
      (c) => c.type === undefined || c.type === 1,
    ) as unknown as (Localisable & { options?: Localisable[] })[];
    expect(chat.map((c) => c.name)).toContain('sudoku');
    for (const command of chat) {
      check(command, command.name, problems);
      const subs = (command.options ?? []).filter((o) => o.type === 1);
      for (const sub of subs) check(sub, `${command.name} ${sub.name}`, problems);
      for (const code of codes) {
        const names = subs.map((s) => s.name_localizations?.[code]);
        if (new Set(names).size !== names.length) problems.push(`${command.name} ${code}: twice`);
      }
    }
    expect(problems).toEqual([]);
    const sudoku = chat.find((c) => c.name === 'sudoku')!;
    const help = sudoku.options!.find((o) => o.name === 'help')!;
    expect(help.name_localizations).toMatchObject({ fr: 'aide', de: 'hilfe', ja: 'ヘルプ' });
  });
});
