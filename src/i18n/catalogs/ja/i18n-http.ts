// 日本語：盤面とWebプレイグラウンドのHTTPエラー（ページに表示）、アクティビティのサインインの
// エラー、受け付けない名前、そしてDiscordのDMが長すぎるときのお知らせ。

import type { MessageKey } from '../index.ts';

export const i18nHttpJa: Partial<Record<MessageKey, string>> = {
  'http.not-found': 'そのアドレスには何もありません。',
  'http.method-not-allowed': 'ここでは `{method}` は使えません。',
  'http.internal': '申し訳ありません、こちらで問題が起きました。もう一度お試しください。',
  'http.aborted': 'アップロードが途中で切れました。もう一度送ってください。',
  'http.too-large':
    '{what, select, photo {その写真は大きすぎます} other {そのリクエストは大きすぎます}}。上限は {limit} です。',
  'http.not-json': 'リクエストの本文は `application/json` で送ってください。',
  'http.bad-json': 'リクエストの本文が正しいJSONではありません。',
  'http.send-shape': '{shape} を送ってください。',
  'http.no-sign-in': 'このプレイグラウンドにはサインインがありません。',
  'http.command-not-text': 'コマンドはテキストで送ってください。',
  'http.not-an-image':
    '写真は PNG、JPEG、WebP、GIF のどれかでアップロードしてください（このファイルはどれでもありませんでした）。',
  'http.empty-photo': '写真が空でした。',
  'http.image-gone': 'その画像はもう保存されていません。盤面をもう一度表示してください。',
  'http.wrong-host': 'プレイグラウンドは localhost から開いてください。',
  'http.bad-channel': 'そのチャンネル名は正しくありません。',
  'http.no-channel': '「{key}」というチャンネルはありません。',
  'http.bad-page': 'ページには {example} で名前を付けてください（英字と数字）。',
  'http.empty-command': 'まずコマンドを入力してください（例：`help`）。',
  'http.command-too-long': 'そのコマンドは長すぎます。{max, number} 文字未満にしてください。',
  'http.sign-in': '先にサインインしてください。セッションが終了しました。',
  'http.wrong-password': 'パスワードが違います。',
  'http.names-full':
    'プレイグラウンドに保存できる名前がいっぱいです（{max, number} 件）。このブラウザで以前使った名前でサインインするか、使われていない名前の期限が切れてからもう一度お試しください。',
  'http.too-many-tries':
    '{scope, select, network {お使いのネットワークから} other {名前 {name} で}}パスワードの間違いが多すぎます。{minutes, plural, other {# 分後}}にもう一度お試しください。',
  'http.name-taken':
    '{name} は他のプレイヤーの名前です（別のブラウザで先に使われました）。別の名前を選んでください。',
  'http.name-like':
    '{name} は他のプレイヤーの名前 {holder} に似すぎています。別の名前を選んでください。',
  'http.streams-busy':
    'ライブ更新の接続はすべて他のプレイヤーが使っています。新しいメッセージをライブで見るには、後で再読み込みしてください。',
  'http.pages-open':
    'すでに {max, number} ページ開いています。どれかを閉じて、このページを再読み込みしてください。',
  'http.board-open':
    'この盤面をすでに {max, number} 回開いています。どれかを閉じて再読み込みしてください。',
  'http.room-full':
    'すでに {max, number} ページがこの盤面を見ています。後でもう一度お試しください。',
  'http.boards-busy': '今は開いている盤面が多すぎます。後でもう一度お試しください。',
  'http.slow-down':
    '手で行える以上の{what, select, moves {手} other {選択}}です。少し待ってから続けてください。ほかには何も変わっていません。',
  'http.replayed':
    'その手はすでに受け取りました（繰り返されたリクエスト）。二度は打たれていません。',
  'http.too-old': 'その手は古すぎて、すでに打たれたか分かりません。何も変わっていません。',
  'http.too-slow': '時間がかかりすぎました。盤面を見てもう一度お試しください。',
  'http.bad-cell': '盤面のマスを入れた {shape}、または `null` を送ってください。',
  'http.move-off-board':
    'そのマスは盤面の外です。マスは 0（r1c1）から {last, number}（{cell}）までです。',
  'http.move-no-game':
    'その手にはゲームの指定がありません。タップした盤面の `gameId` を送ってください。',
  'http.move-no-seq':
    'その手には通し番号（`seq`）が必要です。整数で、手ごとに1ずつ増やしてください。',
  'http.move-missing': '手がありません。',
  'http.move-kinds': '手の種類は {kinds} です。',
  'http.no-game': 'ここにはもうゲームがありません。',
  'http.other-game':
    'その盤面は今ここで遊ばれているゲームではありません（前のゲームか、別の会話のゲーム）。何も変わっていません。盤面には今のゲームが表示されます。',
  'http.game-over':
    '{solved, select, yes {このゲームは解けています} other {このゲームは答えが公開されました}}。もう手は打てません。',
  'size.mb': '{n, number} MB',
  'size.kb': '{n, number} KB',
  'size.bytes': '{n, number} バイト',
  'board-ui.loading': '盤面を読み込み中…',
  'board-ui.playing-now': 'プレイ中',
  'board-ui.digits': '数字',
  'board-ui.board': '数独の盤面',
  'board-ui.notes': 'メモ',
  'board-ui.notes-title': '鉛筆メモ（N）',
  'board-ui.erase': '消す',
  'board-ui.erase-title': 'マスを空にする（Delete）',
  'board-ui.undo': '取り消す',
  'board-ui.undo-title': '最後の手を取り消す（U）',
  'board-ui.hint': 'ヒント',
  'board-ui.hint-title': 'ヒント：もう一度押すと詳しく（H）',
  'board-ui.reveal': '答えを見る',
  'board-ui.reveal-title': '答えを表示する',
  'board-ui.more': 'もっと',
  'board-ui.close': '閉じる',
  'board-ui.recent': '最近の手',
  'board-ui.cancel': 'キャンセル',
  'board-ui.confirm': '確定',
  'board-ui.someone': 'だれか',
  'board-ui.no-game': 'ここにはまだゲームがありません',
  'board-ui.start-one': 'チャットで `today` か `new` を入力して始めましょう。',
  'board-ui.solved': '解けました！',
  'board-ui.solved-line': '{title}：{time}。',
  'board-ui.solved-by': '{title}：{time}、{names}。',
  'board-ui.refused': 'その手は受け付けられませんでした（{code}）。',
  'board-ui.nothing-changed': '何も変わっていません。',
  'board-ui.tap-cell': '先にマスをタップしてから数字をタップしてください。',
  'board-ui.tap-clear': '先に空にするマスをタップしてください。',
  'board-ui.reveal-ask': 'ここにいる全員に答えを公開しますか？ゲームは終了します。',
  'board-ui.filled': '{cell} はすでに埋まっています。',
  'board-ui.placed-by': '{cell}：{digit}（{who} が配置）',
  'board-ui.feed-place': '{who} が {cell} に {digit} を置きました',
  'board-ui.feed-clear': '{who} が {cell} を空にしました',
  'board-ui.feed-notes': '{who} が候補をすべてメモしました',
  'board-ui.feed-note': '{who} が {cell} にメモしました',
  'board-ui.you': '{name}（あなた）',
  'board-ui.all-placed': '{digit}（すべて配置済み）',
  'board-ui.unreachable': '盤面のサーバーに接続できません。',
  'board-ui.stream-status': '盤面のストリームが {status} を返しました。',
  'board-ui.reconnects': 'ライブ盤面に再接続しています…',
  'board-ui.connecting': 'Discord に接続中…',
  'board-ui.discord-closed': 'Discord がアクティビティを閉じました。',
  'board-ui.sign-in-failed': 'サインインに失敗しました（{status}）。',
  'board-ui.own-board': 'ひとりで',
  'board-ui.own-board-title': '今日の問題を自分の盤面で遊ぶ（このチャンネルの記録になります）',
  'board-ui.with-channel': 'チャンネルのみんなと',
  'board-ui.with-channel-title': 'ここにいるみんなの盤面に戻る',
  'board-ui.did-not-work': 'うまくいきませんでした。もう一度お試しください。',
  'board-ui.signing-in': 'サインイン中…',
  'board-ui.signing-in-again': 'もう一度サインイン中…',
  'board-ui.in-activity': 'このアクティビティにいる人：{names}',
  'board-ui.cell-given': '{cell}、{digit}、最初の数字',
  'board-ui.cell-placed': '{cell}、{digit}、{who} が配置',
  'board-ui.cell-digit': '{cell}、{digit}',
  'board-ui.cell-empty': '{cell}、空き',
  'board-ui.cell-title': '{who} が {digit} を配置',
  'name.empty': '名前を入力してください。',
  'name.blank': '文字か数字を含む名前を入力してください。',
  'name.too-long': 'その名前は {length, number} 文字です。{max, number} 文字以内にしてください。',
  'name.start': '名前は文字か数字で始めてください。',
  'name.character':
    '名前に {character} は使えません。文字、数字、スペース、ピリオド、ハイフン、アンダースコアを使ってください。',
  'name.code-point': '文字 {code}',
  'activity.session-ended':
    'アクティビティのセッションが終了したか、無効です。盤面がもう一度サインインします。',
  'activity.other-instance':
    'このセッションは別のアクティビティのものです。何も変わっていません。アクティビティを開き直してください。',
  'activity.code-refused':
    'Discord がこのサインインを受け付けませんでした（コードが使用済みか期限切れです）。アクティビティを閉じて、もう一度開いてください。',
  'activity.token-refused':
    'Discord がサインインを受け付けませんでした。アクティビティをもう一度開いてください。',
  'activity.unreachable':
    'サインインのために Discord に接続できませんでした。少ししてからもう一度お試しください。',
  'activity.discord-status':
    'サインイン中に Discord が {status} を返しました。少ししてからもう一度お試しください。',
  'activity.unexpected':
    'サインイン中に Discord から予期しない{what, select, token {トークン} user {ユーザー} instance {アクティビティのインスタンス} other {応答}}が届きました。もう一度お試しください。',
  'activity.too-many-sign-ins':
    'このアクティビティへのサインインが多すぎます。少しお待ちください。',
  'activity.own-already': 'これはすでにあなた自身の盤面です。',
  'activity.no-own-board': 'ここには一人で遊べる今日の問題がありません。',
  'activity.send-code': 'Discord の認可がページに渡したコードを送ってください。',
  'activity.send-instance': 'このアクティビティのインスタンスIDを送ってください。',
  'activity.code-used':
    'このサインインコードはすでに使われています。アクティビティを閉じて、もう一度開いてください。',
  'activity.not-running':
    'このアクティビティはもう動いていません。Discord からもう一度開いてください。',
  'activity.not-listed':
    'Discord の記録では、あなたはこのアクティビティに参加していません。Discord からもう一度開いてください。',
  'discord.type-move-like': '`r3c5 7` のように手を入力してください。',
  'adapter.not-a-picture': '（{name} は画像ではありません）',
  'discord.dm-too-long':
    'そのメッセージは {length, number} 文字です。コマンドは {max, number} 文字までです。',
};
