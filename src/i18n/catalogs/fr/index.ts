// Français. Commandes entre backticks telles qu'on les tape (les mots anglais restent acceptés).
// Vocabulaire des joueurs français : grille, case, chiffre, candidat, indice, « dévoiler ».

import type { MessageKey } from '../index.ts';
import { pageWordsFr } from './page-words.ts';
import { i18nHttpFr } from './i18n-http.ts';
import { catalogEngine } from './catalog-engine.ts';
import { tapsFiles } from './taps-files.ts';
import { visionFast } from './vision-fast.ts';
import { makeNow } from './make-now.ts';
import { photoInputs } from './photo-inputs.ts';
import { userInstalls } from './user-installs.ts';
import { dailyThreadFr } from './daily-thread.ts';
import { frCatalogRest } from './catalog-rest.ts';
import { quietLookupsFr } from './quiet-lookups.ts';
import { i18nCliFr } from './i18n-cli.ts';
import { cliWordsFr } from './cli-words.ts';
import { playFr } from './play.ts';
import { solveFr } from './solve.ts';
import { polish } from './polish.ts';
import { ritualFr } from './ritual.ts';
import { settingsFr } from './settings.ts';
import { helpFr } from './help.ts';

export const fr: Partial<Record<MessageKey, string>> = {
  ...pageWordsFr,
  ...i18nHttpFr,
  ...visionFast,
  ...makeNow,
  ...photoInputs,
  ...userInstalls,
  ...dailyThreadFr,
  ...frCatalogRest,
  ...tapsFiles,
  ...playFr,
  ...solveFr,
  ...polish,
  ...ritualFr,
  ...settingsFr,
  ...helpFr,
  ...catalogEngine,
  ...quietLookupsFr,
  ...i18nCliFr,
  ...cliWordsFr,
};
