// 日本語：自分だけに見える照会（「チャンネルに投稿」ボタン）と、投稿済みの結果。

import type { MessageKey } from '../index.ts';

export const quietLookupsJa: Partial<Record<MessageKey, string>> = {
  'publish.button': 'チャンネルに投稿',
  'publish.by': '*{name}* さんが投稿：',
  'publish.posted': 'チャンネルに投稿しました。全員に見えます。',
  'publish.already': 'それはもうチャンネルに投稿されています。',
  'publish.open': '投稿を開く',
  'share.already': '今日の結果はもうチャンネルにあります。',
};
