// 日本語：写真の読み取りが数独の代わりに見たもの（vision-fast）。

export const visionFast = {
  'photo.seen.kakuro': 'カックロ（ヒントのマスが斜線で区切られた格子）',
};
