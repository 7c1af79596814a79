// Português (Brasil). Comandos entre crases como se digitam (os comandos em inglês continuam
// valendo). Vocabulário do sudoku no Brasil: casa, grade, candidato, dica, quadrante (bloco).

import type { MessageKey } from '../index.ts';
import { pageWordsPtBR } from './page-words.ts';
import { i18nHttpPtBR } from './i18n-http.ts';
import { catalogEngine } from './catalog-engine.ts';
import { tapsFiles } from './taps-files.ts';
import { visionFast } from './vision-fast.ts';
import { makeNow } from './make-now.ts';
import { photoInputs } from './photo-inputs.ts';
import { userInstalls } from './user-installs.ts';
import { dailyThreadPtBR } from './daily-thread.ts';
import { ptBRHelp } from './help.ts';
import { ptBRCatalogRest } from './catalog-rest.ts';
import { quietLookupsPtBR } from './quiet-lookups.ts';
import { i18nCliPtBR } from './i18n-cli.ts';
import { cliWordsPtBR } from './cli-words.ts';
import { playPtBR } from './play.ts';
import { solvePtBR } from './solve.ts';
import { polish } from './polish.ts';
import { ritualPtBR } from './ritual.ts';
import { settingsPtBR } from './settings.ts';

export const ptBR: Partial<Record<MessageKey, string>> = {
  ...pageWordsPtBR,
  ...i18nHttpPtBR,
  ...visionFast,
  ...makeNow,
  ...photoInputs,
  ...userInstalls,
  ...dailyThreadPtBR,
  ...ptBRHelp,
  ...ptBRCatalogRest,
  ...tapsFiles,
  ...playPtBR,
  ...solvePtBR,
  ...polish,
  ...ritualPtBR,
  ...settingsPtBR,
  ...catalogEngine,
  ...quietLookupsPtBR,
  ...i18nCliPtBR,
  ...cliWordsPtBR,
};
