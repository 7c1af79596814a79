// 日本語：プレイヤーが待つ間に作る問題（用意された問題がなかったとき）（make-now）。

export const makeNow = {
  'play.today-making': '今日の問題を作っています。盤面はまもなく届きます。',
  'play.fresh-making':
    '「{level}」の問題の用意がなかったので、いま作っています。盤面はまもなく届きます。',
};
