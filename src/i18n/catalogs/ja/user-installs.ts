// 日本語：Discord のユーザーインストール（プレイヤー自身のアカウントに追加したアプリ）。

import type { MessageKey } from '../index.ts';

export const userInstalls: Partial<Record<MessageKey, string>> = {
  'user-install.server-only':
    'これはサーバー向けの機能です。毎日の投稿やチャンネルの設定には、サーバーに私を追加してもらう必要がありますが、ここではあなたが自分のアカウントに追加しただけです。ほかのことはここでも全部使えます：`/sudoku today` で今日の問題をみんなで遊べます。私を追加したサーバーか、私との DM なら、`/schedule` で毎日問題を投稿します。',
};
