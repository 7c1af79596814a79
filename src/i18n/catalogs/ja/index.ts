// 日本語。コマンドはバッククォートの中で入力するとおり（英語のコマンドも使えます）。
// 数独の用語：マス、数字、候補（メモ）、ヒント、列・行・ブロック。

import type { MessageKey } from '../index.ts';
import { pageWordsJa } from './page-words.ts';
import { i18nHttpJa } from './i18n-http.ts';
import { catalogEngine } from './catalog-engine.ts';
import { tapsFiles } from './taps-files.ts';
import { visionFast } from './vision-fast.ts';
import { photoInputs } from './photo-inputs.ts';
import { userInstalls } from './user-installs.ts';
import { dailyThreadJa } from './daily-thread.ts';
import { jaCatalogRest } from './catalog-rest.ts';
import { quietLookupsJa } from './quiet-lookups.ts';
import { i18nCliJa } from './i18n-cli.ts';
import { cliWordsJa } from './cli-words.ts';

export const ja: Partial<Record<MessageKey, string>> = {
  ...pageWordsJa,
  ...i18nHttpJa,
  ...visionFast,
  ...photoInputs,
  ...userInstalls,
  ...dailyThreadJa,
  ...jaCatalogRest,
  ...tapsFiles,
  'core.sorry': '申し訳ありません、こちらで問題が起きました。少ししてからもう一度お試しください。',
  'core.no-game':
    'ここにはまだゲームがありません。今日の問題は `today`、新しい問題は `new`（例：`new hard`）と入力してください。',
  'core.wrong-board':
    'その盤面はここでの前のゲームのものなので、何も変更していません。最新の盤面を使うか、`board` で表示してください。',
  'core.busy-move': 'この盤面は今とても混み合っています。手をもう一度送ってください。',
  'core.busy-hint': 'この盤面は今とても混み合っています。ヒントをもう一度頼んでください。',
  'core.off-board':
    '{cell} は盤面の外です：行と列は 1 から {size} まで（r1c1 から r{size}c{size}）。',
  'move.off-board':
    'そのマスは盤面の外です：行と列は 1 から {size} まで（例：r1c1 から r{size}c{size}）。',
  'move.bad-digit': 'この盤面の数字は 1 から {size} までです。',
  'move.too-many-notes': '1 マスのメモは最大 {size} 個です（例：`note r3c5 1 2 4`）。',
  'move.game-over':
    '{solved, select, yes {このゲームは解けています} other {このゲームは答えが公開されました}}。もう手は打てません。新しい問題は `new`、今日の問題は `today` です。',
  'move.given':
    '{cell} は最初から入っている数字（{digit}）なので変えられません。空いているマスを選んでください。',
  'move.given-clear': '{cell} は最初から入っている数字なので消せません。',
  'move.already-there': '{cell} にはすでに {digit} が入っています。',
  'move.filled': '{cell} にはすでに正しい {digit} が入っています。空いているマスを選んでください。',
  'move.filled-notes': '{cell} にはすでに {digit} が入っています。メモは空きマスに書きます。',
  'move.empty-cell': '{cell} はすでに空です。',
  'move.nothing-to-undo': 'まだ取り消す手はありません。',
  'move.not-yours-erased': '{who} が{what}を消したため、ここで取り消せるあなたの手はありません。',
  'move.not-yours-last':
    'ここで取り消せるあなたの手はありません。最後の手は {who} のものです。`undo` は自分の手だけを取り消します。',
  'move.not-yours-later':
    'あなたの手の後に {who} がそのマスを変えたので、相手の手を残したままあなたの手だけを取り消せません。',
  'move.your-digit': '{cell} のあなたの {digit}',
  'move.your-notes': '{cell} のあなたのメモ',
  'move.someone': 'だれか',
  'play.how-to': '`r3c5 7` で数字を入れます。行き詰まったら `hint`、詳しくは `help`。',
  'play.progress.left': '残り {n} マス',
  'play.progress.mistakes': 'ミス {n} 回',
  'play.progress.hints': 'ヒント {n} 回',
  'play.today-preparing':
    '今日の問題はまだ準備中です。1 分後にもう一度 `today` と入力してください。',
  'play.today-on': '*{title}*：今日の問題が始まりました！ {howTo}',
  'play.solved': '*{title}* が解けました。🎉',
  'play.revealed': '*{title}* は答えが公開されました。',
  'play.status': '*{title}* · {progress}',
  'play.variant-unavailable': '{variant} の問題はここでは遊べません。通常の問題は `new` です。',
  'play.variant-levels':
    '{variant} の問題は {levels} があります。`new {level} {variant}` をどうぞ。',
  'play.none-ready':
    '{level} の新しい問題が今はありません（作成中です）。1 分後にもう一度、または `new {other}` か `today` をどうぞ。',
  'play.none-ready-variant':
    '{level} の {variant} の新しい問題が今はありません（作成中です）。1 分後にもう一度、または `new {other}` か `today` をどうぞ。',
  'play.new-game': '*{title}*：新しいゲーム！{aside} {howTo}',
  'play.aside-daily': '（`today` で今日の問題に戻れます。）',
  'play.aside-game': '（途中のゲームは保留しました。`resume` で戻せます。）',
  'play.ask-new':
    '*{title}* はここでまだ途中（{progress}）で、みんなのゲームです。それでも新しく始めますか？途中のゲームは保留され、{back} で戻せます。`{confirmed}` と入力するか、ボタンを押してください。',
  'play.ask-new.button': '新しいゲームを始める',
  'play.nothing-aside':
    'ここに保留中のゲームはありません。`new` で新しい問題、`today` で今日の問題です。',
  'play.resumed': '*{title}* に戻りました · {progress}',
  'play.grid-example': '{problem} 例：`new 53..7....6..195...`（81 マス）。',
  'play.grid-multiple':
    'その盤面には解が複数あるので、遊べる問題ではありません。数字を確かめるか、`solve` で 2 つの解を見てください。',
  'play.grid-none': 'その盤面には解がありません。`solve` で矛盾の場所がわかります。',
  'play.wrong-digit':
    '{digit} は {cell} に入らないので書きませんでした。これまでのミス：{mistakes}。別の数字を試すか、`hint {cell}` をどうぞ。',
  'play.placed.board': '*{title}* · {name} が {cell} に {digit} を入れました · {progress}',
  'play.placed.ack': '{cell} に {digit} を入れました · {progress}',
  'play.changed': '*{title}* · {change} · {progress}',
  'play.cleared': '消しました。',
  'play.cleared.board': '{name} が {cell} を消しました。',
  'play.cleared.ack': '{cell} を消しました。',
  'play.cleared-notes.board': '{name} が {cell} のメモを消しました。',
  'play.cleared-notes.ack': '{cell} のメモを消しました。',
  'play.notes-updated': 'メモを更新しました。',
  'play.notes-in': '{cell} のメモ：{digits}',
  'play.notes-none': '{cell} のメモはなくなりました。',
  'play.by': '{name}：{change}',
  'play.notes-filled': 'すべての候補をメモしました。もう一度 `notes` で消せます。',
  'play.notes-cleared': 'メモをすべて消しました。',
  'play.undone': '取り消しました。',
  'play.undid.board': '{name} が{what}を取り消しました。',
  'play.undid.ack': '{what}を取り消しました。{skipped}',
  'play.undid.notes-change': 'メモの変更',
  'play.undid.notes': '{cell} のメモ',
  'play.undid.place': '{cell} の {digit}',
  'play.undid.clear': '{cell} の消去',
  'play.undid.skipped': '（{who} がすでに{what}を消していました。）',
  'play.ask-reveal':
    'ここにいる全員に *{title}* の答えを公開し、ゲームを終えます。続けるには `solve confirm` と入力してください。',
  'play.no-game-to-reveal':
    'ここに答えを公開するゲームはありません。盤面を解くには `solve` の後に貼り付けるか（例：`solve 53..7....6..195...`、81 マス）、写真を添付してください。今日の問題は `today` です。',
  'play.revealed-now':
    '*{title}* の答えです。ゲームは終わりました。{daily} 別の問題は `new` です。',
  'play.revealed-daily': '答えを公開した今日の問題は連続記録に数えられません。',
  'clear.digit-of': '{cell} は {who} の {digit} です。',
  'clear.notes-of':
    '{cell} のメモ（{digits}）は{partly, select, yes {一部が} other {}}{whose}ものです。',
  'clear.whose': '{name} の',
  'clear.ask':
    '{question} それでも `{confirmed}` で消せます。ボタンを押してもかまいません。{digit, select, yes {} other {}}',
  'clear.button': 'それでも消す',
  'title.daily': '今日の問題 #{number} · {level} · {date, date, weekday}',
  'title.archive': '今日の問題 #{number} · {level} · {date}',
  'title.variant': '{level} · {variant}',
  'title.puzzle': '{level} の問題',
  'title.so-far': '{title} · 経過 {clock}',
  'title.in': '{title} · {clock} で完成',
  'level.easy': 'やさしい',
  'level.medium': 'ふつう',
  'level.hard': 'むずかしい',
  'level.expert': 'エキスパート',
  'level.extreme': '超難問',
  'variant.mini': 'ミニ 6x6',
  'variant.x': '対角線数独',
  'variant.big': '16x16',
  'variant.classic': '通常',
  'post.morning': 'おはようございます！ {text}',
  'post.late': '{date} の問題です（少し遅れました）：{text}',
  'post.level': '今日の {level} の問題です！ {text}',
  'button.reveal': '答えを見る',
  'button.reveal.confirm': '答えを公開しますか？ここにいる全員のゲームが終わります。',
  'button.share': '結果をシェア',
  'button.today': '今日の問題',
  'button.new': '新しい問題',
  'button.hint': 'ヒント',
  'button.undo': '取り消す',
  'button.notes': 'メモ',
  'button.solo': 'ひとりで遊ぶ',
  'button.more': 'もっと',
  'house.row': '{n} 行目',
  'house.column': '{n} 列目',
  'house.box': 'ブロック {n}',
  'house.diagonal-main': '主対角線',
  'house.diagonal-anti': '副対角線',
  'house.window': 'ウィンドウ {n}',
  'house.region': '領域 {n}',
  'grid.too-long': '{count} 文字あります。盤面は 4096 文字以内です。',
  'grid.empty':
    '盤面が見つかりません：81 個の数字（空きマスは . か 0）か、9 文字 × 9 行で送ってください。',
  'grid.row-length': '{row} 行目は {count} マスです。各行は {size} マス必要です。',
  'grid.row-count':
    '{count} 行、合計 {cells} マスが見つかりました。{size}x{size} の盤面には {size} マス × {size} 行が必要です。',
  'grid.bad-character':
    "{position} 文字目の ''{symbol}'' が読めません：数字 1-9、空きマスは . か 0 を使ってください。",
  'grid.bad-character-row':
    "{row} 行目 {position} 文字目の ''{symbol}'' が読めません：数字 1-9、空きマスは . か 0 を使ってください。",
  'grid.size-mismatch':
    '{looksLike}x{looksLike} の盤面（{count} マス）のようですが、{size}x{size} の盤面が必要です。',
  'grid.wrong-length':
    '{count} マスありました。{size}x{size} の盤面にはちょうど {cells} マス必要です。空きマスは . か 0 です。',
  'grid.conflict': '{digit} が {house}（{cells}）に {times} 回あります。',
  'hint.title.1': 'ヒント',
  'hint.title.2': 'ヒント（詳しく）',
  'hint.title.3': 'ヒント（手順すべて）',
  'hint.title.cell': '{cell} のヒント',
  'hint.text': '*{title}：* {text}{more}',
  'hint.again': ' もう一度 `{again}` と入力すると、さらに詳しく。',
  'hint.moved-on': '盤面が変わったので、ヒントを計算し直しています。',
  'hint.game-over': 'このゲームは終わっているので、ヒントはありません。別の問題は `new` です。',
  'hint.filled': '{cell} はすでに埋まっています。',
  'hint.filled-ask':
    '{cell} はすでに埋まっています。空きマスについて聞いてください（例：`hint {other}`）。',
  'grid.breaks-rules': 'この盤面はルール違反です：{conflict}',
  'grid.and-more': '{conflict}、ほかに {n} 件の矛盾があります。',
  'grid.more-conflicts': '（ほかに {n} 件の矛盾）',
  'grid.no-solution':
    'この盤面には解がありません：同じハウスに重複はありませんが、どこかの数字が間違っています。',
  'grid.multiple': 'この盤面には解が複数あります。ヒント数字が足りません。',
  'grid.gave-up': 'この盤面を妥当な時間で解けませんでした。数字を確かめてください。',
  'solve.example':
    '{problem} 例：`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`。',
  'solve.your-grid': 'あなたの盤面',
  'solve.solution': '答え',
  'solve.solved': '解けました：解はひとつです。',
  'solve.show': '答えを見る',
  'solve.play': 'ここで遊ぶ（ヒントつき）',
  'photo.type-it':
    '盤面を入力することもできます：`solve 53..7....6..195...`（81 マス、空きは .）。',
  'photo.not-an-image': 'そのファイルは開ける写真ではありません（JPEG か PNG が使えます）。',
  'photo.too-large': 'その写真は大きすぎます。',
  'photo.no-grid':
    'その写真に数独の盤面が見つかりません。真上から、盤面全体が入るように、明るい所で撮ってください。',
  'photo.several-grids': 'その写真には盤面が複数あります。1 つだけに切り取って送り直してください。',
  'photo.unreadable':
    '盤面は見つかりましたが、数字が読めませんでした。むらのない光で、よりくっきりした写真をお試しください。',
  'photo.not-sudoku': 'その画像は数独の盤面ではないようです。',
  'photo.timeout':
    'その写真は 1 枚にかけられる以上の処理が必要でした。盤面だけを、まっすぐくっきり撮ってください。',
  'photo.busy': '写真の読み取りが混み合っています。1 分後に写真を送り直してください。',
  'photo.failed': '写真の読み取り中に問題が起きました。送り直してください。',
  'photo.advice': '{advice} {typeIt}',
  'photo.attach': '印刷された盤面の写真を `solve` に添付してください。{typeIt}',
  'photo.unavailable': 'ここでは写真の読み取りは使えません。{typeIt}',
  'photo.larger-than':
    'その写真は読み取れる上限の {mb} MB を超えています。小さい写真を送ってください。',
  'photo.download-failed': 'その写真をダウンロードできませんでした。送り直してください。',
  'photo.read': '写真からこの盤面を読み取りました。',
  'photo.title': '写真から読み取り',
  'photo.nothing-waiting':
    '修正待ちの写真はありません。盤面の写真を添付して `solve` を送ってください。',
  'photo.unreadable-transcription': 'その読み取り結果はもう使えません。写真を送り直してください。',
  'photo.fix-off-grid': '{cell} は盤面の外です：行と列は 1 から {size} まで（例：`fix r3c5 8`）。',
  'photo.fix-digits': '数字は 1 から {size} までです。空きマスは `fix {cell} .` です。',
  'photo.confirmed': '{cell} を {digit, select, empty {空き} other {{digit}}} と確認しました。',
  'photo.now': '{cell} を {digit, select, empty {空き} other {{digit}}} にしました。',
  'photo.fix-how': 'マスの修正は `fix r3c5 8`（空きマスは `fix r3c5 .`）です。',
  'photo.unsure':
    ' {cells}{more, plural, =0 {} other { ほか # マス}}（強調表示）に自信がありません：写真と見比べてください。同じ数字で `fix` すると確認になります。',
  'photo.confirm-first': '{intro}{unsure} {fixHow} 確認が済んだら答えをお見せします。',
  'photo.unique': '{intro} {fixHow} 解はひとつです。答えを見るか、ヒントつきでここで遊べます。',
  'photo.solved-already':
    '{intro} この盤面はすでに解けています。すべてのマスが埋まり、数字の重複もありません。',
  'photo.check-board':
    '{intro} 正しい問題にするためにいくつかのマスを推測しました。盤面全体を写真と見比べてください。{fixHow} すべて合っていたら `fix ok` を送ってください。答えをお見せします。',
  'photo.board-ok-button': '盤面は写真と一致しています',
  'photo.nothing-to-check':
    '確認待ちの写真はありません。盤面の写真を添付して `solve` を送ってください。',
  'photo.thanks-checked': '盤面の確認ありがとうございます。',
  'photo.problem': '{intro} {problem} マスを読み違えたかもしれません。{unsure} {fixHow}',
  'queued.photo-starting': '写真を読み取り中：読み取り機能を起動しています。',
  'queued.photo-next': '写真を読み取り中：次があなたの番です。',
  'queued.photo-ahead': '写真を読み取り中：あなたの前に {n} 枚あります。',
  'queued.hint': 'ヒントを計算中：ボットが混み合っています。ここに表示されます。',
  'queued.picture': '盤面を描画中：ボットが混み合っています。ここに表示されます。',
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
  'theme.named': '*{theme}*',
  'theme.default': '*{theme}*（初期設定）',
  'theme.yours':
    'あなたの画像は {theme} です：DM の盤面、あなた専用の盤面、あなただけに見えるヒントや画像。変えるには `theme {other}` と入力してください。',
  'theme.channel-line':
    'このチャンネルでみんなが見る盤面は {theme} です：チャンネルを管理できる人が `theme channel {other}` で変えられます。',
  'theme.done':
    '設定しました：これからあなたの画像は *{theme}* です（DM の盤面、あなた専用の盤面、あなただけに見えるヒントや画像）。',
  'theme.channel-in-dm':
    'DM の盤面はあなただけのものなので、あなたのテーマに従います：`theme dark` か `theme light` と入力してください。',
  'theme.channel-is':
    'このチャンネルでみんなが見る盤面は {theme} です。チャンネルを管理できる人が `theme channel {other}` で変えられます。あなたの画像は `theme dark` か `theme light` に従います。',
  'theme.channel-refused':
    'みんなが見る盤面のテーマを変えられるのは、このチャンネルを管理できる人だけです。あなたの画像（ヒント、専用の盤面）は `theme {theme}` で変えられます。',
  'theme.channel-done':
    '設定しました：このチャンネルでみんなが見る盤面はこれから *{theme}* です（設定：{name}）。各自の画像はそれぞれの `theme dark` か `theme light` に従います。',
  'schedule.not-allowed':
    '毎日の投稿を変えられるのは、このチャンネルを管理できる人だけです。管理者に頼むか、今すぐ遊ぶなら `today` と入力してください。',
  'schedule.bad-time': '時刻は 24 時間制の HH:MM で書いてください（例：`schedule 09:00`）。',
  'schedule.done':
    '設定しました：{level, select, daily {今日の問題} other {{level} の新しい問題}}を毎日 {time}（{zone}）にここへ投稿します。{start, select, today {今日から} other {明日から}}始まります。止めるには `unschedule` です。',
  'schedule.stopped':
    '設定しました：ここへの毎日の投稿を止めました。`schedule 09:00` で再開できます。',
  'schedule.none': 'ここには毎日の投稿が設定されていません。`schedule 09:00` で始められます。',
  'language.show':
    'あなたとは *{language}* で話します。`language fr`（または {codes}）で変えられます。`language auto` でアプリの言語に戻ります。',
  'language.show-channel':
    'このチャンネルのみんなには *{language}* で表示します：チャンネルを管理できる人が `language channel fr` で変えられます。',
  'language.done': '設定しました：これからあなたとは *{language}* で話します。',
  'language.auto': '設定しました：アプリの言語に戻しました。',
  'language.channel-done':
    '設定しました：このチャンネルでみんなが見るものはこれから *{language}* です（設定：{name}）。',
  'language.channel-auto':
    '設定しました：このチャンネルはサーバーの言語に戻りました（ない場合は英語）。',
  'language.channel-refused':
    'このチャンネルの言語を変えられるのは、チャンネルを管理できる人だけです。`language {code}` であなたとの言語を変えられます。',
  'language.channel-in-dm':
    'DM はあなた自身の言語に従います：`language {code}` と入力してください。',
  'language.unknown': "''{word}'' は話せません。話せるのは {codes} です（例：`language fr`）。",
  'timezone.show':
    'この会話の一日は *{zone}*{chosen, select, yes {} other {（ボットのタイムゾーン）}} に従います。現地は {date, date, long} {time} です。チャンネルを管理できる人は `timezone Asia/Tokyo` で変更できます。`timezone auto` でボットのタイムゾーン（{bot}）に戻ります。',
  'timezone.done':
    '完了：この会話の一日は今後 *{zone}* に従います（設定：{name}）。現地は {date, date, long} {time} です。今日のデイリー、デイリー投稿の時刻と日付の切り替わり、連続記録、`leaderboard today` と `week` がこれに従います。',
  'timezone.auto':
    '完了：この会話の一日は再びボットのタイムゾーン *{zone}* に従います（現地は {date, date, long} {time}）。',
  'timezone.refused':
    'このチャンネルのタイムゾーンを変更できるのは、チャンネルを管理できる人だけです。管理者に頼んでください。`timezone` で現在の設定がわかります。',
  'timezone.unknown':
    "タイムゾーン ''{word}'' はわかりません。IANA のタイムゾーン名を使ってください（例：`timezone Asia/Tokyo`、`timezone Europe/Paris`、`timezone America/New_York`）。",
  'timezone.offset':
    "''{word}'' は時差であってタイムゾーンではありません。時差は夏時間に従いません。タイムゾーン名を使ってください（例：`timezone Asia/Tokyo` や `timezone Europe/Paris`）。",
  'help.words':
    '日本語でも入力できます：`ヘルプ`、`ヒント`、`取り消し`、`新規 hard`、`今日`、`盤面`、`消す r3c5`、`メモ`、`解く`、`ランキング`、`シェア`、`再開`、`言語 ja`。\n',
  'help.overview':
    '*数独のコマンド*\n' +
    '`today` — この会話の今日の問題（ここにいる全員が同じ盤面で遊びます） · `today solo` — DM であなた専用の盤面\n' +
    '`daily 325` または `daily 2026-11-20` — アーカイブから過去の今日の問題（連続記録・ランキングなし） · `share` — 今日の結果をここに投稿\n' +
    '`new hard` — 新しい問題（easy から extreme。`new easy mini`、`new medium x`、`new easy big` も）\n' +
    '`board` — 盤面をいちばん下にもう一度表示 · `resume` — 保留したゲームに戻る\n' +
    '`r3c5 7` — 3 行目 5 列目に 7 を入れる。{taps}\n' +
    '`clear r3c5` — マスを空にする · `undo` — 自分の最後の手を取り消す\n' +
    '`note r3c5 1 2 4` — メモを切り替える · `notes` — すべての候補をメモ（もう一度で消去）\n' +
    '`hint` — ヒント（もう一度でさらに詳しく） · `hint r3c5` — そのマスの決まり方\n' +
    '`solve` — 答えを公開してゲームを終える（チャンネルでは先に確認します）\n' +
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79` — 貼り付けた盤面を解く · {photo} — 写真を解く\n' +
    '`stats` — 成績、連続記録、カレンダー · `stats @name` — 他の人の成績 · `leaderboard` — 今日のタイムと連続記録、`leaderboard week`（または `leaderboard month`、`leaderboard all`） · `digest` — ここでの昨日\n' +
    '`schedule 09:00` / `unschedule` — 今日の問題を毎日ここに投稿（チャンネル管理者）\n' +
    '`theme dark` / `theme light` — あなたの画像の色 · `theme channel dark` — このチャンネルの盤面（チャンネル管理者）\n' +
    '{settings}' +
    '{words}' +
    'ほかに：{topics}。',
  'help.settings-line':
    '`language ja` — あなたと話す言語 · `language channel ja` — このチャンネルの言語（チャンネル管理者）\n' +
    '`timezone Asia/Tokyo` — このチャンネルの一日：今日のデイリー、デイリー投稿の時刻、連続記録（チャンネル管理者）\n',
  'help.taps.discord':
    '盤面の下で：メニューからマスを選び、次に数字を選びます（✏️ でメモに切り替え）。または *手を入力* を押します。',
  'help.taps.slack':
    '盤面の下で：メニューでマスを選び、数字を押します（メモは「入れる」を「✏️ メモ」に切り替え）。',
  'help.taps.web': '盤面の下のボタンでヒント、取り消し、メモができます。',
  'help.photo-short.discord': '写真：`solve` の *image* オプション',
  'help.photo-short.slack': 'DM に写真（チャンネルでは私をメンションして）',
  'help.photo-short.web': '写真（カメラボタン、ドラッグ＆ドロップ、貼り付け）',
  'help.photo-long.discord':
    '印刷された盤面の写真を `solve`（*image* オプション）に添付するか、写真のあるメッセージで「Solve this Sudoku」（メッセージのメニューのアプリ）を使ってください。',
  'help.photo-long.slack':
    '印刷された盤面の写真を DM に投稿するか、チャンネルで私をメンションして投稿するか、写真のあるメッセージで「Solve this Sudoku」（メッセージの ⋯ メニュー）を使ってください。',
  'help.photo-long.web':
    '印刷された盤面の写真を、カメラボタン、ドラッグ＆ドロップ、または貼り付けで送ってください。',
  'help.spellings.slack': '`r3c5 7`、`r3c5=7`、`place r3c5 7` はどれも r3c5 に 7 を入れます。',
  'help.spellings.web':
    '`r3c5 7`、`r3c5=7`、`R3C5 7`、`place r3c5 7` はどれも r3c5 に 7 を入れます。',
  'help.spellings.plain': '`r3c5 7` で r3c5 に 7 を入れます。',
  'help.moves':
    '*手の打ち方*\n' +
    'マスは行、列の順に呼びます：`r1c1` が左上、`r9c9` が右下です。\n' +
    '{taps}\n' +
    '{spellings}\n' +
    '間違った数字はすぐに断られ、ミスとして数えられます。盤面には正しい数字だけが入ります。最初からある数字は変えられません。\n' +
    '`clear r3c5` でマスを空にします（チャンネルでは、他の人の数字やメモは確認の後だけ：`clear r3c5 confirm`）。`undo` は自分の最後の手を取り消します（チャンネルでも他の人の手は取り消しません）。\n' +
    'チャンネルの途中のゲームに `new` すると先に確認します。保留したゲームは `resume` で戻ります。\n' +
    '`note r3c5 1 2 4` でメモを切り替えます。`notes` ですべての候補をメモし、もう一度 `notes`（または `notes clear`）で消します。\n' +
    '変更はゲームの盤面をその場で書き換えます。`board` でいちばん下にもう一度表示します。',
  'help.stats':
    '*成績とランキング*\n' +
    '`stats`：プレイ数とクリア数、連続記録、ベストタイムと中央値、ミスとヒント、直近 4 週にクリアした今日の問題のカレンダー。\n' +
    '`stats @name`：他の人の成績（その人がクリアした今日の問題から。DM で遊んだ他のゲームは含みません）。\n' +
    '連続記録は、連続した日にクリアした今日の問題（答えの公開やアーカイブは除く）を数えます。\n' +
    '`leaderboard`：ここと{community}全体の今日の問題のタイムと、続いている連続記録。`leaderboard week`、`leaderboard month`、`leaderboard all`：その期間のクリア数と平均タイム。DM でクリアした今日の問題は、あなたが遊ぶすべての{community}で数えられます。チャンネルからひとりで遊んだもの（`today solo`）はそのチャンネルでも数えられます。\n' +
    'ランク用タイム：ミス 1 回につき +30 秒、ミス 10 回超はランク外。同じならヒントが少ない順、次にミスが少ない順、それでも同じなら同順位。\n' +
    '`digest`（または `leaderboard yesterday`）：ここでの昨日の問題：何人がクリアしたか、最速、最長の連続記録。毎朝の投稿の後にも出ます。' +
    '\n`stats`、`leaderboard`、`digest` はあなたにだけ答え、*チャンネルに投稿* ボタンで全員に見せられます。',
  'help.daily':
    '*今日の問題*\n' +
    '`today` はこのチャンネルの共有盤面で今日の問題を遊びます。ここにいる全員が同じ盤面です。\n' +
    '`today solo`（または *ひとりで遊ぶ* ボタン）：同じ問題のあなた専用の盤面を DM で。解き終わると、結果（タイム、ミス、ヒント、連続記録、ブロックの色分け。数字はなし）が始めたチャンネルに投稿されます。\n' +
    '`share` は今日の結果をこのチャンネルに投稿します。DM ではコピー用のテキストを返します。\n' +
    '`daily 325` または `daily 2026-11-20` でアーカイブから過去の問題を遊べます。連続記録にもランキングにも数えられません。',
  'help.photo':
    '*写真を解く*\n' +
    '{photo} 読み取った内容を、自信のないマスを強調して表示します。\n' +
    'マスは `fix r3c5 8`（空きマスは `fix r3c5 .`）で直します。その後もう一度盤面を確かめます。\n' +
    'マスを推測したときは、盤面全体を写真と見比べて `fix ok` を送ってください。',
  'help.levels':
    '*レベル*：{levels}。\n' +
    '*バリエーション*：{variants}（mini は 6x6、x は対角線あり、big は 16x16）。',
  'help.hints':
    '*ヒント*\n' +
    '`hint` はまずどこを見るか、次に（もう一度で）どのテクニックとどの数字か、最後に手順すべてを示します。\n' +
    '`hint r3c5` はそのマスが盤面からどう決まるかを説明します。\n' +
    'ヒントはゲームの結果に数えられます。チャンネルではあなただけに届きます。',
  'help.solve':
    '*盤面を解く*\n' +
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`\n' +
    '9 文字 × 9 行でもかまいません。空白、|、- はご自由に。空きマスは `.`、`0`、`_` です。\n' +
    '答えを表示するか、解がない、複数ある、どの行・列・ブロックで数字が重なっているかを伝えます。\n' +
    '答えにはヒントつきでここで遊ぶボタンがあります。`solve` だけなら今のゲームの答えを公開します。',
  'help.schedule':
    '*毎日の投稿*\n' +
    '`schedule 09:00` で毎日 09:00（ボットのタイムゾーン）にここへ今日の問題を投稿します。`schedule 07:30 hard` なら新しい hard の問題を投稿します。\n' +
    '`unschedule` で止めます。変更できるのはチャンネルを管理できる人だけです。' +
    '\n毎日の投稿はその日の話題（結果、共有、まとめ）のスレッドを開きます。`thread off` ですべてチャンネルに、`thread on` でスレッドに戻します。',
  'help.theme':
    '*画像のテーマ*\n' +
    '`theme dark` または `theme light` で、あなただけに見える画像（DM の盤面、専用の盤面、あなただけに見えるヒント）の色を変えます。`theme` だけなら今の設定を表示します。\n' +
    'チャンネルの盤面はみんなが見るので、チャンネルのテーマ（変更がなければ明るい）に従います。チャンネルを管理できる人が `theme channel dark` または `theme channel light` で設定します。',
  'help.theme-web':
    'このページでは、テーマを選んでいない画像はブラウザのダーク／ライトモードに従います。',
  'help.unknown':
    "''{topic}'' についてのヘルプはありません。トピック：{topics}。または `help` だけでどうぞ。",
  ...catalogEngine,
  ...quietLookupsJa,
  ...i18nCliJa,
  ...cliWordsJa,
};
