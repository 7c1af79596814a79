// 日本語：毎日の習慣（お祝い、共有の行、アーカイブ、自分の盤面、ダイジェスト）と統計・ランキング。 en/ritual.ts を参照。

import type { MessageKey } from '../index.ts';

export const ritualJa: Partial<Record<MessageKey, string>> = {
  'celebrate.result': '{time}、ミス {mistakes} 回、ヒント {hints} 回',
  'celebrate.played-by': ' プレイ：{players}。',
  'celebrate.your-streak': ' 連続記録：{n} 日。',
  'celebrate.streaks': ' 連続記録：{list}。',
  'celebrate.streak-of': '{name} {n} 日',
  'celebrate.solved': '🎉 *{title}* クリア（{result}）。{by}{streak}\nシェアしよう：\n{share}',
  'celebrate.board': '*{title}* クリア 🎉（{result}）。{by}',
  'celebrate.solo-result': '{name} がひとりで解きました：\n{share}',
  'share.name-daily': '数独 今日の問題 #{number}',
  'share.name': '数独',
  'share.variant.mini': ' ミニ',
  'share.variant.x': ' 対角線数独',
  'share.variant.big': ' 16x16',
  'share.head': '{name}{variant}（{level}）{time} でクリア',
  'share.unranked': 'ランク外',
  'share.ranked': 'ランク用タイム {time}',
  'share.streak': '連続 {n} 日',
  'share.not-finished': '今日の問題はまだ途中です。解けたら結果をシェアできます。がんばって！',
  'share.not-solved':
    '今日の問題はまだ解いていないので、シェアするものがありません。みんなで遊ぶなら `today`、ひとりなら `today solo` です。',
  'share.gone': 'そのゲームはもうないので、シェアできません。',
  'share.copy': 'コピーしてどこでもシェア：\n{line}',
  'share.result-of': '{name} の結果：\n{line}',
  'archive.range':
    '今日の問題は #1（{launch}）から今日の #{latest} まであります。`daily {example}` か `today` をどうぞ。',
  'archive.bad-date':
    '{date} は日付として読めません。YYYY-MM-DD で書いてください（例：`daily {example}`）。',
  'archive.not-yet':
    '{date} の問題はまだ出ていません。のぞき見はなしです！今日の問題は `today` です。',
  'archive.before-launch': '最初の問題は {launch}（#1）です。`daily 1` をどうぞ。',
  'archive.is-today': 'それは今日の問題です。みんなで遊ぶには `today` と入力してください。',
  'archive.preparing': '{date} の問題を準備中です。1 分後にもう一度 `daily {date}` をどうぞ。',
  'archive.started':
    'アーカイブから *{title}*：連続記録にもランキングにも数えられません。楽しんで！{aside}',
  'solo.ready':
    '*{title}* のあなた専用の盤面を DM に用意しました。解き終わると、結果（ネタバレなし）がここに投稿されます。',
  'solo.waiting':
    '*{title}* のあなた専用の盤面が DM で待っています。解き終わると、結果（ネタバレなし）がここに投稿されます。',
  'solo.unavailable': 'ここではひとりで遊べません。私との DM を開いて `today` と入力してください。',
  'solo.no-dm':
    'DM を開けませんでした（プライバシー設定のためかもしれません）。ここで `today` でみんなと遊ぶか、サーバーメンバーからの DM を許可してください。',
  'solo.elsewhere':
    '*{title}* はすでに DM で遊んでいて、始めた場所で数えられるため、結果はここに自動では投稿されません。解き終わったら `share` でここに投稿できます。',
  'solo.preparing': '今日の問題はまだ準備中です。1 分後にもう一度 `today solo` をどうぞ。',
  'solo.board': '*{title}*：あなた専用の盤面です。{howTo}',
  'digest.yesterday': '昨日',
  'digest.head': '*{when}のここ：今日の問題 #{number}* は {n} 人が解きました（{how}）。',
  'digest.together': 'みんなで {n} 人',
  'digest.alone': 'ひとりで {n} 人',
  'digest.fastest': '最速：{result}',
  'digest.nobody-ranked': '最速：ランク入りなし（全員ミス 10 回超）。',
  'digest.streaks': '最長の連続記録：{list}{count, plural, other {}}',
  'digest.streak-of': '{name} {n} 日',
  'digest.no-daily-yesterday':
    '昨日は問題がありませんでした。最初の問題は今日です。`today` で遊べます。',
  'digest.nobody':
    'ここでは昨日の問題（#{number}）をだれも解きませんでした。`daily {number}` でアーカイブから遊べます。`leaderboard week` で今週の結果です。',
  'stats.yours': '*{name} さんの数独の成績*',
  'stats.played':
    'プレイ {played} · クリア {solved}{revealed, plural, =0 {} other { · 答え公開 #}}',
  'stats.theirs': '*{name} さんの数独の成績*',
  'stats.dailies': '今日の問題クリア {n}',
  'stats.streak': '連続記録：{n} 日（最高 {best}）',
  'stats.times': 'ベストタイム {best} · 中央値 {median}',
  'stats.mistakes': 'ミス {mistakes} · ヒント {hints}',
  'stats.calendar': '今日の問題のクリア、直近 {weeks} 週（月〜日）：',
  'stats.nobody-called':
    '{who} という人はまだここで今日の問題を遊んでいません。自分の成績は `stats` です。',
  'stats.no-games':
    'まだゲームがありません。今日の問題は `today`。最初の一手から成績が記録されます。',
  'stats.no-dailies':
    '{name} さんはまだ今日の問題を解いていないので、成績はありません。`today` でいっしょに始めましょう！',
  'board.penalty': '；{time} + ミス分 {penalty}',
  'board.result': '{time} · {who}{solo}（ミス {mistakes}、ヒント {hints}{rest}）',
  'board.unranked': '、ランク外',
  'board.period-row': '{place}. {name}：{n} 問クリア、平均 {average}（ベスト {best}）',
  'board.streak-row': '{place}. {name}：{n} 日（最高 {best}）',
  'board.week': '今週（月曜 {from} から）',
  'board.month': '今月（{from} から）',
  'board.all': '全期間（{n} 問）',
  'board.section': '*{title}*',
  'board.here': '{title}・ここ',
  'board.whole': '{title}・{community}全体',
  'board.none-here': 'ここではまだ今日の問題が解かれていません。',
  'board.none': 'まだ今日の問題が解かれていません。',
  'board.period-rule':
    '_クリア数が多い順、次に平均ランク用タイム、次にベストタイム。それでも同じなら同順位。ランク用タイム：{rule}（ランク外の問題はここでは数えません）。_',
  'board.today-here': '今日の問題・ここ',
  'board.today-none-here':
    'ここではまだ解かれていません：みんなで `today`、ひとりで `today solo`。',
  'board.today-whole': '今日の問題・{community}全体',
  'board.today-none': 'まだだれも解いていません。',
  'board.streaks-here': 'ここの連続記録',
  'board.streaks-whole': '{community}の連続記録',
  'board.no-streaks': '続いている連続記録はまだありません。',
  'board.today-rule':
    '_ランク用タイム：{rule}。同じならヒントが少ない順、次にミスが少ない順。それでも同じなら同順位。👤 はひとりでプレイ。長い期間は `leaderboard week`、`leaderboard month`、`leaderboard all`。_',
  'board.ranking-rule': 'ミス 1 回につき +{penalty} 秒、ミス {most} 回超はランク外',
  'community.server': 'サーバー',
  'community.workspace': 'ワークスペース',
};
