// Deutsch. Befehle in Backticks so, wie man sie tippt (englische Befehle gehen weiter).
// Sudoku-Wörter deutscher Rätselfreunde: Feld, Ziffer, Kandidat, Notiz, Tipp, Block.

import type { MessageKey } from '../index.ts';
import { pageWordsDe } from './page-words.ts';
import { i18nHttpDe } from './i18n-http.ts';
import { catalogEngine } from './catalog-engine.ts';
import { tapsFiles } from './taps-files.ts';
import { visionFast } from './vision-fast.ts';
import { makeNow } from './make-now.ts';
import { photoInputs } from './photo-inputs.ts';
import { userInstalls } from './user-installs.ts';
import { dailyThreadDe } from './daily-thread.ts';
import { deHelp } from './help.ts';
import { deCatalogRest } from './catalog-rest.ts';
import { quietLookupsDe } from './quiet-lookups.ts';
import { i18nCliDe } from './i18n-cli.ts';
import { cliWordsDe } from './cli-words.ts';
import { playDe } from './play.ts';
import { solveDe } from './solve.ts';
import { polish } from './polish.ts';
import { ritualDe } from './ritual.ts';
import { settingsDe } from './settings.ts';

export const de: Partial<Record<MessageKey, string>> = {
  ...pageWordsDe,
  ...i18nHttpDe,
  ...visionFast,
  ...makeNow,
  ...photoInputs,
  ...userInstalls,
  ...dailyThreadDe,
  ...deHelp,
  ...deCatalogRest,
  ...tapsFiles,
  ...playDe,
  ...solveDe,
  ...polish,
  ...ritualDe,
  ...settingsDe,
  ...catalogEngine,
  ...quietLookupsDe,
  ...i18nCliDe,
  ...cliWordsDe,
};
