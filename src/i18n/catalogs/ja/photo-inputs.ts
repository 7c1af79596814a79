// 日本語：盤面が 2 つ写った写真について写真リーダーが言うこと（photo-inputs）。

export const photoInputs = {
  'photo.read-one-of-two':
    '写真に盤面が 2 つあります。{place, select, left {左} right {右} top {上} other {下}}の盤面を読み取りました。もう一方を解くには、その盤面だけに切り取って送り直してください。',
};
