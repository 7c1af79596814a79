// 日本語：描画中にボットが言うこと（polish）。

export const polish = {
  'queued.solution': '解答を描画中：ボットが混み合っています。ここに表示されます。',
};
