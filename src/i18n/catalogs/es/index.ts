// Español. Los comandos van entre comillas invertidas tal como se escriben (los ingleses siguen
// valiendo). Vocabulario del sudoku en español: casilla, cuadrícula, candidato, pista, caja.

import type { MessageKey } from '../index.ts';
import { pageWordsEs } from './page-words.ts';
import { i18nHttpEs } from './i18n-http.ts';
import { catalogEngine } from './catalog-engine.ts';
import { tapsFiles } from './taps-files.ts';
import { visionFast } from './vision-fast.ts';
import { makeNow } from './make-now.ts';
import { photoInputs } from './photo-inputs.ts';
import { userInstalls } from './user-installs.ts';
import { dailyThreadEs } from './daily-thread.ts';
import { esHelp } from './help.ts';
import { esCatalogRest } from './catalog-rest.ts';
import { quietLookupsEs } from './quiet-lookups.ts';
import { i18nCliEs } from './i18n-cli.ts';
import { cliWordsEs } from './cli-words.ts';
import { playEs } from './play.ts';
import { solveEs } from './solve.ts';
import { polish } from './polish.ts';
import { ritualEs } from './ritual.ts';
import { settingsEs } from './settings.ts';

export const es: Partial<Record<MessageKey, string>> = {
  ...pageWordsEs,
  ...i18nHttpEs,
  ...visionFast,
  ...makeNow,
  ...photoInputs,
  ...userInstalls,
  ...dailyThreadEs,
  ...esHelp,
  ...esCatalogRest,
  ...tapsFiles,
  ...playEs,
  ...solveEs,
  ...polish,
  ...ritualEs,
  ...settingsEs,
  ...catalogEngine,
  ...quietLookupsEs,
  ...i18nCliEs,
  ...cliWordsEs,
};
