// 日本語：ゲームを遊ぶ（開始、手とその却下、盤面の行、ボタン、タイトル）。 en/play.ts を参照。

import type { MessageKey } from '../index.ts';

export const playJa: Partial<Record<MessageKey, string>> = {
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
};
