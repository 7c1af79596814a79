// 日本語：盤面を囲むプレイグラウンドのチャットページ（サイドバー、サインイン、入力欄、ページの
// お知らせ）と、アクティビティの起動ページ。

import type { MessageKey } from '../index.ts';

export const pageWordsJa: Partial<Record<MessageKey, string>> = {
  'page-words.page-title': '数独プレイグラウンド',
  'page-words.brand-small': 'プレイグラウンド',
  'page-words.conversations': '会話',
  'page-words.playing-as': 'プレイヤー名',
  'page-words.who-help': '別の名前で2つ目のタブを開くと、一緒に遊べます。',
  'page-words.sign-out': 'サインアウト',
  'page-words.channels': 'チャンネル',
  'page-words.direct-messages': 'ダイレクトメッセージ',
  'page-words.sidebar-note':
    'チャンネルのゲームはそこにいる全員で共有します。ボットとのダイレクトメッセージには自分だけのゲームがあります。',
  'page-words.play-on-board': '盤面で遊ぶ',
  'page-words.messages': 'メッセージ',
  'page-words.loading': '読み込み中…',
  'page-words.drop-hint': '数独の写真をドロップすると解きます',
  'page-words.open-it': '開く',
  'page-words.dismiss': '閉じる',
  'page-words.attach-title': '数独の写真を解く',
  'page-words.attach-label': '解きたい数独の写真をアップロード',
  'page-words.command-placeholder': 'コマンドを入力（例：new easy、r3c5 7）',
  'page-words.command-short': 'コマンドを入力…',
  'page-words.command-label': 'コマンド',
  'page-words.send': '送信',
  'page-words.try': '試す',
  'page-words.keys': '{enter} 送信 · {shift}+{enter} 改行 · {up} 履歴',
  'page-words.live-board': 'ライブ盤面',
  'page-words.back-to-chat': 'チャットに戻る',
  'page-words.sign-in-title': '数独プレイグラウンドにサインイン',
  'page-words.your-name': '名前',
  'page-words.name-help':
    'ある名前で最初にサインインしたブラウザーがその名前（と似た名前）を使えます。',
  'page-words.password': 'パスワード',
  'page-words.sign-in': 'サインイン',
  'page-words.unreachable':
    'プレイグラウンドのサーバーに接続できません。`npm start` はまだ動いていますか？',
  'page-words.server-answered': 'サーバーの応答：{status}',
  'page-words.signed-in':
    'サインインしました。ほかの人は自分の名前でサインインすると一緒に遊べます。',
  'page-words.stream-stopped':
    'ライブ更新が止まりました（開いているページが多すぎる？）。1つ閉じて再読み込みしてください。',
  'page-words.reconnecting': '再接続中…',
  'page-words.welcome-direct': 'ボットとの自分だけのゲーム',
  'page-words.welcome-channel': '#{channel} へようこそ',
  'page-words.welcome-how':
    '{new} でゲームを始めるか、{today} で今日の問題を遊びましょう。{place} で数字を置き、詰まったら {hint} でヒント。印刷された数独の写真をここにドロップすると解きます。',
  'page-words.unread': '{channel}、{count}',
  'page-words.unread-count': '{n, plural, other {未読 # 件}}',
  'page-words.board-ready': '自分の盤面が @ {channel} に用意できました。',
  'page-words.topic-direct': '自分専用のゲーム：ここで遊ぶのはあなただけです。',
  'page-words.topic-channel': '共有ゲーム：このチャンネルの全員が同じ盤面で遊びます。',
  'page-words.window-title': '{channel} · 数独プレイグラウンド',
  'page-words.not-an-image': '「{file}」は PNG、JPEG、WebP、GIF のいずれの画像でもありません。',
  'page-words.photo-too-large': '「{file}」は大きすぎます。写真は {limit} までです。',
  'page-words.thinking': '{bot} が考え中…',
  'page-words.launch-title': '数独：Discord で開いてください',
  'page-words.launch-heading': '数独は Discord の中で遊びます',
  'page-words.launch-body':
    'このページは数独アクティビティで、Discord が開いたときだけ動きます。サーバーのチャンネルかボットとのダイレクトメッセージで {play} と入力するか、数独の盤面の下の {button} を押すか、アプリランチャーで数独を選んでください。',
  'page-words.only-you': 'あなただけに表示されています',
  'page-words.daily-post': '今日の問題',
};
