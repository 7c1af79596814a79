// 日本語。コマンドはバッククォートの中で入力するとおり（英語のコマンドも使えます）。
// 数独の用語：マス、数字、候補（メモ）、ヒント、列・行・ブロック。

import type { MessageKey } from '../index.ts';
import { pageWordsJa } from './page-words.ts';
import { i18nHttpJa } from './i18n-http.ts';
import { catalogEngine } from './catalog-engine.ts';
import { tapsFiles } from './taps-files.ts';
import { visionFast } from './vision-fast.ts';
import { makeNow } from './make-now.ts';
import { photoInputs } from './photo-inputs.ts';
import { userInstalls } from './user-installs.ts';
import { dailyThreadJa } from './daily-thread.ts';
import { jaCatalogRest } from './catalog-rest.ts';
import { quietLookupsJa } from './quiet-lookups.ts';
import { i18nCliJa } from './i18n-cli.ts';
import { cliWordsJa } from './cli-words.ts';
import { playJa } from './play.ts';
import { solveJa } from './solve.ts';
import { polish } from './polish.ts';
import { ritualJa } from './ritual.ts';
import { settingsJa } from './settings.ts';
import { helpJa } from './help.ts';

export const ja: Partial<Record<MessageKey, string>> = {
  ...pageWordsJa,
  ...i18nHttpJa,
  ...visionFast,
  ...makeNow,
  ...photoInputs,
  ...userInstalls,
  ...dailyThreadJa,
  ...jaCatalogRest,
  ...tapsFiles,
  ...playJa,
  ...solveJa,
  ...polish,
  ...ritualJa,
  ...settingsJa,
  ...helpJa,
  ...catalogEngine,
  ...quietLookupsJa,
  ...i18nCliJa,
  ...cliWordsJa,
};
