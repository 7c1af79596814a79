// 日本語：プレイヤーやチャンネルの設定（画像のテーマ、言語、タイムゾーン）。 en/settings.ts を参照。

import type { MessageKey } from '../index.ts';

export const settingsJa: Partial<Record<MessageKey, string>> = {
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
};
