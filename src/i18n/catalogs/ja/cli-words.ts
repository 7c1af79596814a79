// 日本語：コマンド `sudoku` が人に向けて言うその他の言葉（ヘルプ、使い方、エラー）。
// オプションとデータの語（難易度、問題の文字列）は入力どおりのまま。

import type { MessageKey } from '../index.ts';

export const cliWordsJa: Partial<Record<MessageKey, string>> = {
  'cli.usage': '使い方：{usage}',
  'cli.usage-head': '使い方：',
  'cli.unknown-command': '「{name}」というコマンドはありません',
  'cli.puzzle-form': '{usage}（問題：81 個の数字、空きマスは . か 0）',
  'cli.usage.solve': 'sudoku solve [ファイル] [--count]',
  'cli.usage.grade': 'sudoku grade [ファイル] [--technique] [--deep]',
  'cli.usage.steps': 'sudoku steps 問題 [--deep] [--lang 言語]',
  'cli.usage.hint': 'sudoku hint 問題 [マス] [--level N] [--lang 言語]',
  'cli.usage.render':
    'sudoku render 問題 [--out ファイル.png] [--theme dark] [--scale N] [--title 題名] [--notes] [--solution] [--hint [--cell r3c5] [--level 1-3] [--bare]] [--variant x|windoku] [--jigsaw 配置] [--text]',
  'cli.usage.read-photo': 'sudoku read-photo 画像...',
  'cli.usage.generate':
    'sudoku generate --level 難易度 [--seed シード] [--count N] [--variant 種類] [--symmetry 対称性]',
  'cli.usage.daily': 'sudoku daily [YYYY-MM-DD] [--days N] [--salt ソルト] [--launch YYYY-MM-DD]',
  'cli.summary.solve': '問題を解く（1 行に 1 問、ファイルか標準入力から）',
  'cli.summary.grade': '問題を評価し（Sudoku Explainer の尺度）、難易度を示す',
  'cli.summary.steps': '問題の解き方を番号付きで説明して表示する（--lang fr、ja など）',
  'cli.summary.hint': '次の一手のヒント（--level 1～3）、またはマスまでの最短の手順',
  'cli.summary.render': '問題を PNG で描く（--text ならテキストで）',
  'cli.summary.read-photo': '写真の盤面を読む：盤面の行（. は空き）と自信のないマス',
  'cli.summary.generate': '解が一つで最小、対称な問題を難易度を指定して作る',
  'cli.summary.daily': '指定日（既定は今日）のデイリー問題。--days N で続く日の分も',
  'cli.no-such-file': 'ファイルがありません：{file}',
  'cli.not-a-file': 'ファイルではありません',
  'cli.no-file': 'ファイルがありません',
  'cli.unknown-option': '--{option} というオプションはありません。オプション：{options}。',
  'cli.unexpected-argument': '予期しない引数「{argument}」。オプション：{options}。',
  'cli.whole-number': '--{flag} は 1～{max} の整数です。',
  'cli.grade.unrated':
    '未評価：難易度 {reached, number, ::.0} までの手の後で作業量の上限に達しました（--deep で最後まで評価します）',
  'cli.render.variant':
    '「{variant}」という種類はありません。classic、x、windoku のどれか（または --jigsaw 配置）を使ってください',
  'cli.render.theme': '--theme は {themes} です',
  'cli.render.level': '--level は 1、2、3 のどれかです（ヒントをどこまで見せるか）',
  'cli.render.wrote': '{file} を書き出しました（{kb, number, ::.0} KB）',
  'cli.generate.level-required': '--level が必要です：{levels} から選んでください。',
  'cli.generate.unknown-level':
    '「{level}」という難易度はありません：{levels} から選んでください。',
  'cli.generate.variant': '「{variant}」という種類はありません：{variants} から選んでください。',
  'cli.generate.variant-levels':
    '{variant} には難易度 {level} の問題がありません：{levels} から選んでください。',
  'cli.generate.symmetry':
    '「{symmetry}」という対称性はありません：{symmetries} から選んでください。',
  'cli.generate.budget': '--budget は候補数で、1～{max} の整数です。',
  'cli.generate.seed': 'シード：{seed}',
  'cli.generate.bad-seed': 'シードは 1～{max} 文字のテキストです。',
  'cli.generate.failed': '問題 {n}：{text}',
  'cli.daily.one-date': '日付は一つまで（YYYY-MM-DD）にしてください。',
  'cli.daily.time-zone':
    'DAILY_TIME_ZONE「{zone}」はタイムゾーン名ではありません（例：Asia/Tokyo）。',
  'cli.daily.bad-date':
    '「{date}」という日はありません：暦にある日付を YYYY-MM-DD で書いてください（例：2026-11-27）。',
};
