// 日本語：Discord の入力パネルのマス選択メニュー（taps-files）。

import type { MessageKey } from '../index.ts';

export const tapsFiles: Partial<Record<MessageKey, string>> = {
  'taps.pick-cell': 'メニューでマスを選び、次に数字を選んでください。',
  'taps.cells-in-rows': '{from}〜{to} 行目のマスを選ぶ…',
  'taps.cells-in-row': '{row} 行目のマスを選ぶ…',
  'taps.row-entry': '{row} 行目：空きマス {n} 個 ›',
  'archive.making': '{date} のデイリーを作成しています。盤面はすぐに届きます。',
};
