// 日本語：コマンドライン `sudoku` が手順とヒントの前後で使う言葉。

import type { MessageKey } from '../index.ts';

export const i18nCliJa: Partial<Record<MessageKey, string>> = {
  'cli.lang-unknown':
    '「{language}」は知らない言語です。使える言語は {languages} です。--lang で選んでください（例：--lang ja）。',
  'cli.error': 'エラー：{text}',
  'cli.not-a-cell':
    '「{cell}」はマスの名前ではありません。r3c5 のように指定してください（行と列は 1～{size}）。',
  'cli.hint-level': '--level は 1、2、3 のどれかにしてください。',
  'cli.steps.line': '{n}. [{rating, number, ::.0}] {text}',
  'cli.steps.rating': '難易度 {rating, number, ::.0}（{level}）。',
  'cli.steps.stopped':
    '{steps} 手で中断しました。チェーンの探索が、難易度 {reached, number, ::.0} までの手の後で作業量の上限に達したため、この問題は未評価です（{rating, number, ::.0}）。--deep で最後まで評価します。',
  'cli.steps.stuck':
    '{steps} 手で行き詰まりました。エンジンが知っているテクニックでは進めないため、難易度は {rating, number, ::.0}（推測が必要）です。',
  'cli.too-many-steps': 'この問題は、評価で許される手数を超えています。',
  'cli.hint.route': '手順：{steps}。',
};
