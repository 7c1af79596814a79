// 日本語：投稿された盤面や写真を解く、盤面のエラー、ハウス、ヒントの枠、順番待ちの作業のお知らせ。 en/solve.ts を参照。

import type { MessageKey } from '../index.ts';

export const solveJa: Partial<Record<MessageKey, string>> = {
  'house.row': '{n} 行目',
  'house.column': '{n} 列目',
  'house.box': 'ブロック {n}',
  'house.diagonal-main': '主対角線',
  'house.diagonal-anti': '副対角線',
  'house.window': 'ウィンドウ {n}',
  'house.region': '領域 {n}',
  'grid.too-long': '{count} 文字あります。盤面は 4096 文字以内です。',
  'grid.empty':
    '盤面が見つかりません：81 個の数字（空きマスは . か 0）か、9 文字 × 9 行で送ってください。',
  'grid.row-length': '{row} 行目は {count} マスです。各行は {size} マス必要です。',
  'grid.row-count':
    '{count} 行、合計 {cells} マスが見つかりました。{size}x{size} の盤面には {size} マス × {size} 行が必要です。',
  'grid.bad-character':
    "{position} 文字目の ''{symbol}'' が読めません：数字 1-9、空きマスは . か 0 を使ってください。",
  'grid.bad-character-row':
    "{row} 行目 {position} 文字目の ''{symbol}'' が読めません：数字 1-9、空きマスは . か 0 を使ってください。",
  'grid.size-mismatch':
    '{looksLike}x{looksLike} の盤面（{count} マス）のようですが、{size}x{size} の盤面が必要です。',
  'grid.wrong-length':
    '{count} マスありました。{size}x{size} の盤面にはちょうど {cells} マス必要です。空きマスは . か 0 です。',
  'grid.conflict': '{digit} が {house}（{cells}）に {times} 回あります。',
  'hint.title.1': 'ヒント',
  'hint.title.2': 'ヒント（詳しく）',
  'hint.title.3': 'ヒント（手順すべて）',
  'hint.title.cell': '{cell} のヒント',
  'hint.text': '*{title}：* {text}{more}',
  'hint.again': ' もう一度 `{again}` と入力すると、さらに詳しく。',
  'hint.moved-on': '盤面が変わったので、ヒントを計算し直しています。',
  'hint.game-over': 'このゲームは終わっているので、ヒントはありません。別の問題は `new` です。',
  'hint.filled': '{cell} はすでに埋まっています。',
  'hint.filled-ask':
    '{cell} はすでに埋まっています。空きマスについて聞いてください（例：`hint {other}`）。',
  'grid.breaks-rules': 'この盤面はルール違反です：{conflict}',
  'grid.and-more': '{conflict}、ほかに {n} 件の矛盾があります。',
  'grid.more-conflicts': '（ほかに {n} 件の矛盾）',
  'grid.no-solution':
    'この盤面には解がありません：同じハウスに重複はありませんが、どこかの数字が間違っています。',
  'grid.multiple': 'この盤面には解が複数あります。ヒント数字が足りません。',
  'grid.gave-up': 'この盤面を妥当な時間で解けませんでした。数字を確かめてください。',
  'solve.example':
    '{problem} 例：`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`。',
  'solve.your-grid': 'あなたの盤面',
  'solve.solution': '答え',
  'solve.solved': '解けました：解はひとつです。',
  'solve.show': '答えを見る',
  'solve.play': 'ここで遊ぶ（ヒントつき）',
  'photo.type-it':
    '盤面を入力することもできます：`solve 53..7....6..195...`（81 マス、空きは .）。',
  'photo.not-an-image': 'そのファイルは開ける写真ではありません（JPEG か PNG が使えます）。',
  'photo.too-large': 'その写真は大きすぎます。',
  'photo.no-grid':
    'その写真に数独の盤面が見つかりません。真上から、盤面全体が入るように、明るい所で撮ってください。',
  'photo.several-grids': 'その写真には盤面が複数あります。1 つだけに切り取って送り直してください。',
  'photo.unreadable':
    '盤面は見つかりましたが、数字が読めませんでした。むらのない光で、よりくっきりした写真をお試しください。',
  'photo.not-sudoku': 'その画像は数独の盤面ではないようです。',
  'photo.timeout':
    'その写真は 1 枚にかけられる以上の処理が必要でした。盤面だけを、まっすぐくっきり撮ってください。',
  'photo.busy': '写真の読み取りが混み合っています。1 分後に写真を送り直してください。',
  'photo.failed': '写真の読み取り中に問題が起きました。送り直してください。',
  'photo.advice': '{advice} {typeIt}',
  'photo.attach': '印刷された盤面の写真を `solve` に添付してください。{typeIt}',
  'photo.unavailable': 'ここでは写真の読み取りは使えません。{typeIt}',
  'photo.larger-than':
    'その写真は読み取れる上限の {mb} MB を超えています。小さい写真を送ってください。',
  'photo.download-failed': 'その写真をダウンロードできませんでした。送り直してください。',
  'photo.read': '写真からこの盤面を読み取りました。',
  'photo.title': '写真から読み取り',
  'photo.nothing-waiting':
    '修正待ちの写真はありません。盤面の写真を添付して `solve` を送ってください。',
  'photo.unreadable-transcription': 'その読み取り結果はもう使えません。写真を送り直してください。',
  'photo.fix-off-grid': '{cell} は盤面の外です：行と列は 1 から {size} まで（例：`fix r3c5 8`）。',
  'photo.fix-digits': '数字は 1 から {size} までです。空きマスは `fix {cell} .` です。',
  'photo.confirmed': '{cell} を {digit, select, empty {空き} other {{digit}}} と確認しました。',
  'photo.now': '{cell} を {digit, select, empty {空き} other {{digit}}} にしました。',
  'photo.fix-how': 'マスの修正は `fix r3c5 8`（空きマスは `fix r3c5 .`）です。',
  'photo.unsure':
    ' {cells}{more, plural, =0 {} other { ほか # マス}}（強調表示）に自信がありません：写真と見比べてください。同じ数字で `fix` すると確認になります。',
  'photo.confirm-first': '{intro}{unsure} {fixHow} 確認が済んだら答えをお見せします。',
  'photo.unique': '{intro} {fixHow} 解はひとつです。答えを見るか、ヒントつきでここで遊べます。',
  'photo.solved-already':
    '{intro} この盤面はすでに解けています。すべてのマスが埋まり、数字の重複もありません。',
  'photo.check-board':
    '{intro} いくつかのマスを推測したか、盤面の一部の位置がはっきりしませんでした（反射や折り目）。盤面全体を写真と見比べてください。{fixHow} すべて合っていたら `fix ok` を送ってください。答えをお見せします。',
  'photo.board-ok-button': '盤面は写真と一致しています',
  'photo.nothing-to-check':
    '確認待ちの写真はありません。盤面の写真を添付して `solve` を送ってください。',
  'photo.thanks-checked': '盤面の確認ありがとうございます。',
  'photo.problem': '{intro} {problem} マスを読み違えたかもしれません。{unsure} {fixHow}',
  'queued.photo-starting': '写真を読み取り中：読み取り機能を起動しています。',
  'queued.photo-next': '写真を読み取り中：次があなたの番です。',
  'queued.photo-ahead': '写真を読み取り中：あなたの前に {n} 枚あります。',
  'queued.hint': 'ヒントを計算中：ボットが混み合っています。ここに表示されます。',
  'queued.picture': '盤面を描画中：ボットが混み合っています。ここに表示されます。',
};
