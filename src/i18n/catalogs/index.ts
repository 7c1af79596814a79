// The shipped catalogs. English is complete by construction (its keys are the MessageKey type);
// each other language is checked against it by test/i18n/catalogs.test.ts.

import { play } from './en/play.ts';
import { help } from './en/help.ts';
import { de } from './de/index.ts';
import { es } from './es/index.ts';
import { fr } from './fr/index.ts';
import { ja } from './ja/index.ts';
import { ptBR } from './pt-BR/index.ts';
import { ritual } from './en/ritual.ts';
import { settings } from './en/settings.ts';
import { quietLookups } from './en/quiet-lookups.ts';
import { i18nCli } from './en/i18n-cli.ts';
import { cliWords } from './en/cli-words.ts';
import { solve } from './en/solve.ts';
import { polish } from './en/polish.ts';
import { engineWords } from './en/catalog-engine.ts';
import { tapsFiles } from './en/taps-files.ts';
import { visionFast } from './en/vision-fast.ts';
import { photoInputs } from './en/photo-inputs.ts';
import { userInstalls } from './en/user-installs.ts';
import { dailyThread } from './en/daily-thread.ts';
import { catalogRest } from './en/catalog-rest.ts';
import { i18nHttp } from './en/i18n-http.ts';
import { pageWords } from './en/page-words.ts';
import { makeNow } from './en/make-now.ts';

/** The English catalog: every key the bot says. */
export const EN = {
  ...play,
  ...solve,
  ...polish,
  ...ritual,
  ...settings,
  ...help,
  ...engineWords,
  ...userInstalls,
  ...dailyThread,
  ...catalogRest,
  ...quietLookups,
  ...i18nCli,
  ...cliWords,
  ...tapsFiles,
  ...i18nHttp,
  ...visionFast,
  ...pageWords,
  ...photoInputs,
  ...makeNow,
} as const;

/** A key of a message the bot says. */
export type MessageKey = keyof typeof EN;

/** Every shipped catalog by locale (English first). */
export const CATALOGS: Readonly<
  Partial<Record<string, Readonly<Partial<Record<MessageKey, string>>>>>
> = {
  en: EN,
  fr,
  de,
  es,
  'pt-BR': ptBR,
  ja,
};
