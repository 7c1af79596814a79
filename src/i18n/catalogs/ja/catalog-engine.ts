// 日本語：テクニック名、ヒントの文、ヒントエンジンの断り、入力コマンドのエラー。テクニック名は
// 日本の数独（ナンプレ）プレイヤーが書くカタカナ表記（ネイキッドペア、ヒドゥンシングル）、
// X-Wing などの英字名はそのまま。日本語の定着した名前がないもの（Aligned Exclusion など）は
// 英語名のまま（下に注記）。`article` は英語の冠詞（a/an）で、日本語では使いません。

import type { MessageKey } from '../index.ts';

export const catalogEngine: Partial<Record<MessageKey, string>> = {
  'technique.full-house': 'フルハウス',
  'technique.hidden-single': 'ヒドゥンシングル',
  'technique.naked-single': 'ネイキッドシングル',
  'technique.pointing': 'ポインティング',
  'technique.claiming': 'クレーミング',
  'technique.naked-pair': 'ネイキッドペア',
  'technique.naked-triple': 'ネイキッドトリプル',
  'technique.naked-quad': 'ネイキッドクアッド',
  'technique.hidden-pair': 'ヒドゥンペア',
  'technique.hidden-triple': 'ヒドゥントリプル',
  'technique.hidden-quad': 'ヒドゥンクアッド',
  'technique.x-wing': 'X-Wing',
  'technique.swordfish': 'ソードフィッシュ',
  'technique.jellyfish': 'ジェリーフィッシュ',
  'technique.finned-x-wing': 'フィン付きX-Wing',
  'technique.finned-swordfish': 'フィン付きソードフィッシュ',
  'technique.finned-jellyfish': 'フィン付きジェリーフィッシュ',
  'technique.sashimi-x-wing': 'サシミX-Wing',
  'technique.sashimi-swordfish': 'サシミソードフィッシュ',
  'technique.sashimi-jellyfish': 'サシミジェリーフィッシュ',
  'technique.skyscraper': 'スカイスクレイパー',
  'technique.two-string-kite': '2-ストリングカイト',
  'technique.turbot-fish': 'ターボットフィッシュ',
  'technique.empty-rectangle': 'エンプティレクタングル',
  'technique.xy-wing': 'XY-Wing',
  'technique.xyz-wing': 'XYZ-Wing',
  'technique.w-wing': 'W-Wing',
  'technique.wxyz-wing': 'WXYZ-Wing',
  'technique.vwxyz-wing': 'VWXYZ-Wing',
  'technique.uvwxyz-wing': 'UVWXYZ-Wing',
  'technique.tuvwxyz-wing': 'TUVWXYZ-Wing',
  'technique.simple-colouring': 'シンプルカラーリング',
  'technique.unique-rectangle': 'ユニークレクタングル',
  'technique.unique-rectangle-type': 'ユニークレクタングル（タイプ {type}）',
  'technique.unique-loop': 'ユニークループ',
  'technique.unique-loop-type': 'ユニークループ（タイプ {type}）',
  'technique.bug-plus-one': 'BUG+1',
  'technique.bug-type-2': 'BUG タイプ 2',
  'technique.bug-type': 'BUG（タイプ {type}）',
  'technique.x-chain': 'Xチェーン',
  'technique.grouped-x-chain': 'グループXチェーン',
  'technique.xy-chain': 'XYチェーン',
  'technique.x-cycle': 'Xサイクル',
  'technique.xy-cycle': 'XYサイクル',
  'technique.nice-loop': 'ナイスループ',
  'technique.als-xz': 'ALS-XZ',
  'technique.als-xy-wing': 'ALS-XY-Wing',
  // Aligned Pair / Triple Exclusion：日本語の定着した名前がないため英語名のまま。
  'technique.aligned-pair-exclusion': 'Aligned Pair Exclusion',
  'technique.aligned-triple-exclusion': 'Aligned Triple Exclusion',
  'technique.forcing-chain': 'フォーシングチェーン',
  'technique.cell-forcing-chains': 'セル・フォーシングチェーン',
  'technique.house-forcing-chains': 'ハウス・フォーシングチェーン',
  'technique.nishio-forcing-chain': '西尾フォーシングチェーン',
  'technique.contradiction-forcing-chain': '矛盾フォーシングチェーン',
  'technique.multiple-forcing-chains': 'マルチプル・フォーシングチェーン',
  'technique.dynamic-forcing-chains': 'ダイナミック・フォーシングチェーン',
  'technique.dynamic-cell-forcing-chains': 'ダイナミック・セル・フォーシングチェーン',
  'technique.dynamic-house-forcing-chains': 'ダイナミック・ハウス・フォーシングチェーン',
  'technique.double-forcing-chain': 'ダブル・フォーシングチェーン',
  'technique.bug': 'BUG',
  'technique.nested-forcing-chains': 'ネスト・フォーシングチェーン',
  'technique.nested-multiple-forcing-chains': 'ネスト・フォーシングチェーン（+ マルチプル）',

  'words.removal': '{cells} から {digit}',
  'words.placed': '{cell} は {digit}',
  'words.remove': '{removals} を消去',
  'words.house':
    '{kind, select, row {{n} 行目} column {{n} 列目} box {ブロック {n}} window {ウィンドウ {n}} diagonal {{n, select, 1 {主対角線（r1c1 から右下）} other {副対角線}}} other {領域 {n}}}',
  'words.a-technique': '{article, select, other {「{name}」}}',
  'explain.full-house':
    '{cell} は {house}で最後の空きマスなので、{house}に足りない数字 {digit} が入ります。',
  'explain.hidden-single':
    '{house}で {digit} が入るのは {cell} だけです：{house}のほかのマスは埋まっているか、すでに{article, select, other {}} {digit} が見えています。よって {cell} は {digit} です。',
  'explain.naked-single':
    '{cell} には候補が 1 つしか残っていません：ほかの数字はすべて行・列・ブロックで除かれているので、{cell} は {digit} です。',
  'explain.locked':
    '{from}で {digit} が入るのは {cells} だけで、どれも {to}にあります。よって {to}の残りのマスから {digit} を消去できます：{removed}。',
  'explain.locked-direct':
    '{from}で {digit} が入るのは {cells} だけで、どれも {to}にあります。よって {to}のほかの場所には {digit} は入りません（{removed} も不可）。すると {single}で {digit} が入るのは {cell} だけなので、{cell} は {digit} です。',
  'explain.naked-subset':
    '{house}で、{cells} の候補は合わせて {digits} だけです（{n, select, 2 {ネイキッドペア} 3 {ネイキッドトリプル} other {ネイキッドクアッド}}）。これらの数字はそこに入るので、ほかのマスから消去できます：{removals}。',
  'explain.hidden-subset':
    '{house}で、{digits} が入るのは {cells} だけです（{n, select, 2 {ヒドゥンペア} 3 {ヒドゥントリプル} other {ヒドゥンクアッド}}）。これらのマスにほかの数字は入らないので、{removals} を消去します。',
  'explain.hidden-subset-direct':
    '{house}で、{digits} が入るのは {cells} だけです（{n, select, 2 {ヒドゥンペア} 3 {ヒドゥントリプル} other {ヒドゥンクアッド}}）。これらのマスにほかの数字は入らないので、{removals} が消えます。すると {single}で {digit} が入る場所は 1 つだけ：{cell} は {digit} です。',
  'explain.fish':
    '{digit} の{name}：{base}で {digit} が入るのは {cover}の中だけです。各ハウスの {digit} はこれらのマスから決まるので、{cover}の残りから {digit} を消去できます：{removed}。',
  'explain.fish-finned':
    '{digit} の{name}：{base}で {digit} が入るのは {cover}の中だけです（ほかに{fins, plural, other {フィン}} {finCells}）。フィッシュが成り立てば {cover}の残りから {digit} が消え、そうでなければフィンが {digit} です。どちらでも、フィンも見えるマスから {digit} を消去できます：{removed}。',
  'explain.generic': '{name}{using, select, yes {（{cells}）} other {}}：{parts}。',
  'explain.holds': '{cell} の候補は {digits}',
  'explain.two-links':
    '{digit} の{name}：{digit} が入るのは {house1}では 2 か所（{cells1}）、{house2}でも 2 か所（{cells2}）だけです。{near1} と {near2} は互いに見えるので両方が {digit} にはなれず、{end1} か {end2} が {digit} です。両方が見える {removed} から {digit} を消去します{n, plural, other {}}。',
  'explain.empty-rectangle':
    '{digit} の{name}：{box}で {digit} は {arm1}か {arm2}にしかなく、{link}では 2 か所（{cells}）だけです。もし {target} が {digit} なら {far} は {digit} になれず {near} が {digit} になり、{box}に {digit} の入る場所がなくなります。よって {target} から {digit} を消去します。',
  'explain.wing':
    '{name}：{pivotHolds}、{aHolds}、{bHolds}。{pivot} がどの数字になっても、{xyz, select, yes {3 マスのどれか} other {{a} か {b}}}が {z} になります。よって{xyz, select, yes {3 マスすべて} other {両方のウイング}}が見える {removed} から {z} を消去できます{n, plural, other {}}。',
  'explain.w-wing':
    '{name}：{cells} はどちらも {x} と {y} だけです。{house}で {x} が入るのは {s}（{p} が見える）と {t}（{q} が見える）の 2 か所だけで、どちらかが {x} です。よって {p} か {q} は {x} ではなく {y} になります。両方が見える {removed} から {y} を消去します{n, plural, other {}}。',
  'explain.colour-wrap':
    '{digit} の{name}：強リンク（{chain}）に沿ってマスが 2 色に交互に塗り分けられ、片方の色がすべての {digit} を持ちます。同じ色の 2 マスが同じハウスにあるので、その色は偽です：{removed} から {digit} を消去します。',
  'explain.colour-trap':
    '{digit} の{name}：強リンク（{chain}）に沿ってマスが 2 色に交互に塗り分けられ、どちらかの色が {digit} を持ちます。{cell} は両方の色が見えるので {digit} にはなれません。',
  'explain.unique-rectangle-1':
    '{name}：{corners} は 2 行・2 列・2 ブロックにまたがり、3 つの角は {a} と {b} だけです。4 マスすべてが {a} と {b} だけなら入れ替えができ、問題の解が 2 つになってしまいます。よって {roof} は {a} でも {b} でもありません：両方を消去します。',
  'explain.unique-rectangle-2':
    '{name}：{corners} には {a} と {b} があります。4 マスすべてが {a} と {b} だけなら入れ替えができ、問題の解が 2 つになってしまいます。よって {roof} のどちらかが余分な数字 {z} です。両方が見える {removed} から {z} を消去します{n, plural, other {}}。',
  'explain.unique-rectangle-3':
    '{name}：{corners} には {a} と {b} があります。4 マスすべてが {a} と {b} だけなら入れ替えができ、問題の解が 2 つになってしまいます。よって {roof} の余分な数字は 1 マスのように働き、{others} と合わせて {house}でネイキッドサブセットを作ります：{conclusion}。',
  'explain.unique-rectangle-4':
    '{name}：{corners} には {a} と {b} があります。4 マスすべてが {a} と {b} だけなら入れ替えができ、問題の解が 2 つになってしまいます。{house}で {keep} が入るのは {roof} だけなので、どちらかが {keep} で、どちらももう一方の数字にはなれません：{removals} を消去します。',
  'explain.unique-loop-1':
    '{name}：{cells} は、どの行・列・ブロックにも 2 マスずつあるループを作ります。すべてが {a} と {b} だけならループに沿って入れ替えができ、問題の解が 2 つになってしまいます。よって {extra} は {a} でも {b} でもありません：両方を消去します。',
  'explain.unique-loop-2':
    '{name}：{cells} は、どの行・列・ブロックにも 2 マスずつあるループを作ります。すべてが {a} と {b} だけならループに沿って入れ替えができ、問題の解が 2 つになってしまいます。よって {extra} のどれかが余分な数字 {z} です：{removed} から {z} を消去します。',
  'explain.bug-plus-one':
    '{name}：{cell} 以外の空きマスはすべて候補が 2 つで、{cell} のハウスの {digit} を除き、どの数字も各ハウスに 2 回ずつ現れます。そこに {digit} がなければ盤面は解が 2 つのデッドリーパターンになるので、{cell} は {digit} です。',
  'explain.bug-type-2':
    'BUG タイプ 2：{cells} 以外の空きマスはすべて候補が 2 つで、{cells} は余分な数字 {digit} を共有します。どれかに {digit} がなければ盤面は解が 2 つのデッドリーパターンになるので、どれかが {digit} です：それらすべてが見える {removed} から {digit} を消去します{n, plural, other {}}。',
  'explain.aligned-exclusion':
    '{name}：{cells} は、すべてから見えるマス（{seen}）の候補をなくしてしまう数字の組み合わせを取れません。すべての組を調べると、相手のいない数字が残ります：{removals} を消去します。',
  'explain.als':
    '{name}：{setA} と {setB} は、それぞれマス数より 1 つ多い数字を持ちます（ALS）。その中の {x} はすべて互いに見えるので、{x} を含むのは多くとも片方で、もう片方はロックされます：{z} はどちらかにあります。よって、それらすべてが見える {removals} を消去します{n, plural, other {}}。',
  'explain.als-xy-wing':
    '{name}：{setA}、{setB}、{setC} は、それぞれマス数より 1 つ多い数字を持ちます（ALS）。1 つ目の {x} は 2 つ目の {x} すべてが見え、2 つ目の {y} は 3 つ目の {y} すべてが見えます。1 つ目に {z} がなければ 1 つ目は {x} を持ち、2 つ目は {x} を失って {y} を持ち、3 つ目は {y} を失って {z} を持ちます。よって {z} は 1 つ目か 3 つ目にあります：それらすべてが見える {removals} を消去します{n, plural, other {}}。',
  'explain.loop':
    '{one, select, yes {{digit} の} other {}}{name}：{chain} は、どちら向きに読んでも成り立つループです（各リンクはどちらかの向きで強リンク）。ループのリンクの真の端と偽の端の両方が見えるマスからはその数字が消えます：{conclusion}。',
  'chain.assume': '{cell} が {digit} {on, select, yes {である} other {でない}}',
  'chain.contradiction':
    '{name}：{assumption}と仮定します。すると {chain} となり仮定と矛盾するので、{conclusion}。',
  'chain.alternating':
    '{name}：{assumption}なら {chain}。よって {cell1} が {digit1} か、{cell2} が {digit2} です：{conclusion}。',
  'chain.either-way': '{name}：{chain}。どちらにしても {conclusion}。',
  'chain.case': '{assumption}なら：{chain}',
  'chain.clash-both': '{cell} が {digit} であると同時に {digit} でないことになります',
  'chain.clash-empty': '{cell} の候補がなくなります',
  'chain.clash-house': 'あるハウスで {digit} の入る場所がなくなります',
  'chain.forcing-contradiction':
    '{name}：{assumption}と仮定します。すると {chains} となり、{clash}。仮定は誤りです：{conclusion}。',
  'chain.whether':
    '{name}：{cell} が {digit} であってもなくても、同じ結果になります（{cases}）。よって {conclusion}。',
  'chain.whatever':
    '{name}：{sameCell, select, yes {{cell} が何であっても} other {どのマスが {digit} になっても}}、同じ結果になります（{cases}）。よって {conclusion}。',
  'level1.naked-single':
    '{start, select, other {候補が 1 つしか残っていないマスを探してください}}：ネイキッドシングルがあります。',
  'level1.look-at': '{start, select, other {{where}を見てください}}：{thereIs}。',
  'level1.digits':
    '{start, select, other {数字 {digits} を見てください}}{n, plural, other {}}：{thereIs}。',
  'level1.whole-board': '盤面全体',
  'level1.there-is':
    '{technique, select, fullHouse {フルハウスがあります} hiddenSingle {ヒドゥンシングルがあります} nakedPair {ネイキッドペアがあります} nakedTriple {ネイキッドトリプルがあります} nakedQuad {ネイキッドクアッドがあります} hiddenPair {ヒドゥンペアがあります} hiddenTriple {ヒドゥントリプルがあります} other {ヒドゥンクアッドがあります}}',
  'level1.family':
    '{family, select, intersection {ロックされた候補があります} fish {フィッシュのパターンがあります} singleDigit {1 つの数字のパターンがあります} wing {Wing があります} colouring {カラーリングのパターンがあります} uniqueness {唯一解のパターンがあります} chain {チェーンがあります} als {ALS（ほぼロックされた集合）があります} forcing {フォーシングチェーンがあります} subset {サブセットがあります} other {シングルがあります}}（{name}）',
  'level2.full-house': '{house}の空きマスは 1 つだけです。足りない数字はどれでしょう？',
  'level2.hidden-single': '{digit} は {house}の 1 マスにしか入りません。',
  'level2.naked-single':
    '{digit} にしかなれないマスがあります：その行・列・ブロックにすでにある数字を見てください。',
  'level2.locked': '{house}で {digit} は {other} と重なる所にしか入りません（{name}）。',
  'level2.naked': '{house}の {n} マスには {digits} しか入りません（{name}）。',
  'level2.hidden': '{house}で {digits} が入るのは {n} マスだけです（{name}）。',
  'level2.use': '{digits} に{technique}を使いましょう。',
  'level2.use-in': '{houses}の {digits} に{technique}を使いましょう。',
  'hint.careful':
    '注意：{cells} のメモは、そこに入る数字を除いています。メモは使いませんでした。{text}',
  'hint.wrong-entry':
    '{cell} の {digit} は正しい数字ではありません。先に消してください。ヒントは間違いのない盤面から考えます。',
  'hint.wrong-entries':
    'これらのマスには正しくない数字が入っています：{cells}。先に消してください。ヒントは間違いのない盤面から考えます。',
  'route.instead':
    '{cell} は一度に説明できる手順より遠いので、代わりに盤面の次の一手を示します。{text}',
  'route.now': '{cell} は今すぐ埋められます。{text}',
  'route.count': '{cell} まではここから {n} 手です',
  'route.count-shorter': '{cell} まではここから {n} 手です（{technique}なら {shorter} 手）',
  'route.start': '{count}。まず、{text}',
  'route.first-step': '{count}。最初の一手：{text}',
  'route.long':
    '{count}。長い道のりなので、次の一手だけ示します：{text} そのあと {cell} についてもう一度聞いてください。',
  'route.listed': '{count}。{route}最後に：{text}',
  'route.first': 'まず：{text}',
  'route.then': '次に：{text}',
  'route.first-brief': 'まず：{steps}。',
  'route.placed': '{placements}（{name}）',
  'route.removes': '{name}で {removals} を消去',
  'route.struck':
    '{text}（{cells} には{n, plural, other {}}それまでの手順で {digit} が残っていません。）',
  'grid.repeats': '{digit} が {house}（{cells}）に {times} 回あります',
  'grid.rows-found':
    '{count} 行{more, select, yes {以上} other {}}、合計 {cells} マスが見つかりました。{size}x{size} の盤面には {size} マスの行が {size} 行必要です。',
  'grid.looks-like':
    'これは {looksLike}x{looksLike} の盤面（{count} マス）のようですが、{size}x{size}（{cells} マス）の盤面が必要です。',
  'grid.counted':
    '{count, plural, other {# マス}}ありました。{size}x{size} の盤面はちょうど {cells} マスです。',
  'grid.counted-classic':
    '{count, plural, other {# マス}}ありました。9x9 の盤面はちょうど 81 マスです（{missing, select, yes {マスが足りません} other {余分な文字があります}}）。空きマスは . か 0 で書いてください。',
  'grid.not-a-digit':
    '{position} 文字目の「{symbol}」は {size}x{size} の盤面の数字ではありません：{big, select, yes {1-9 と A-{max}} other {1-{max}}} を使い、空きマスは . か 0 にしてください。',
  'grid.not-a-digit-row':
    '{row} 行目 {position} 文字目の「{symbol}」は {size}x{size} の盤面の数字ではありません：{big, select, yes {1-9 と A-{max}} other {1-{max}}} を使い、空きマスは . か 0 にしてください。',
  'hint-error.solved': 'この盤面はもう解けています！',
  'hint-error.too-hard':
    'ここから先の一手は、説明できるテクニックを超えています（または仮置きが必要です）。確実な数字を置くか、マスを指定してヒントを聞いてください。',
  'hint-error.cell-too-hard':
    '{cell} には、説明できるテクニックではここから届きません。仮置きか、先にほかの場所の数字が必要かもしれません。',
  'hint-error.gave-up': '時間内にこの問題を解けませんでした。',
  'hint-error.no-solution': 'この問題には解がありません。最初の数字を確かめてください。',
  'hint-error.multiple': 'この問題には解が複数あるため、確定できる手がありません。',
  'hint-error.conflict': '{conflict} 先にそれを直してください。',
  'hint-error.out-of-range': 'どのマスも 1 から {size} の数字か、空きにしてください。',
  'hint-error.busy': 'いまヒントの計算が混み合っています。少ししてからもう一度聞いてください。',
  'hint-error.restarting': 'ボットを再起動中です。少ししてからもう一度ヒントを聞いてください。',
  'hint-error.waited':
    'ヒントは {seconds, number} 秒待ちましたが、処理できませんでした（とても混んでいるか、起動中です）。1 分ほどしてからもう一度聞いてください。',
  'hint-error.over-time':
    'このヒントは時間がかかりすぎたため止めました。1 分ほどしてからもう一度聞くか、1 マスについて聞いてください（`hint r3c5`）。',
  'hint-error.failed': 'ヒントの計算に失敗しました。もう一度聞いてください。',

  'grammar.empty':
    'コマンドを入力してください（例：`today`、`r3c5 7`、`hint`）。`help` で一覧を表示します。',
  'grammar.too-long':
    'このメッセージは {count, number} 文字です。コマンドは {max, number} 文字までです。`help` で一覧を表示します。',
  'grammar.which-digit-short':
    '{cell} にどの数字を入れますか？ `{cell} 7` と入力してください（消すなら `clear {cell}`）。',
  'grammar.which-digit': '{cell} にどの数字を入れますか？ `{cell} 7` と入力してください。',
  'grammar.which-digit-fix':
    '{cell} の数字は何ですか？ `fix {cell} 8`、空きマスなら `fix {cell} .` と入力してください。',
  'grammar.leaderboard-periods':
    'ランキングの期間は {periods} です。`leaderboard week` を試してください。',
  'grammar.just': '`{verb}` だけを入力してください。',
  'grammar.unknown':
    '{word} というコマンドはありません。{suggestion}`help` で一覧を、または `r3c5 7` のように手を入力してください。',
  'grammar.did-you-mean': '`{guess}` のことですか？ ',
  'grammar.no-arguments':
    '`{verb}` のあとには何も付けません（{got} が付いていました）。`{verb}` だけを入力してください。',
  'grammar.name-a-cell': 'マスを指定してください（例：`{example}`）。',
  'grammar.not-a-cell':
    '{token} はマスではありません。マスは行、列の順に書きます（例：`{example}` は 3 行目 5 列目）。',
  'grammar.off-board':
    '{token} は盤面の外です：行と列は 1 から 9 まで（大きな盤面では 1 から 16 まで）です（例：`{example}`）。',
  'grammar.not-a-digit':
    '{token} は数字ではありません：1 から 9 を使ってください（大きな盤面では 1 から 16、または 10 から 16 に A から G）（例：`{example}`）。',
  'grammar.one-at-a-time':
    '1 回に 1 マス 1 数字です（例：`{example}`）。メモは `note r3c5 1 2 4` と入力してください。',
  'grammar.clear-one': '消すのは 1 回に 1 マスです（例：`clear r3c5`）。',
  'grammar.which-notes': 'どのメモですか？ 例：`note r3c5 1 2 4`（もう一度入力すると消えます）。',
  'grammar.too-many-notes': '1 マスのメモは最大 {max} 個です（例：`note r3c5 1 2 4`）。',
  'grammar.hint-args': '`hint`、または 1 マスについてなら `hint r3c5` と入力してください。',
  'grammar.reveal-args':
    'このゲームの答えを見るには `solve` と入力してください（ゲームは終了します）。',
  'grammar.daily-args':
    '過去の今日の問題は番号か日付で指定してください（例：`daily 325`、`daily 2026-11-20`）。今日の問題は `today` です。',
  'grammar.new-options':
    '{word} というレベルやバリエーションはありません。レベル：{levels}。バリエーション：{variants}。例：`new hard`、`new easy mini`。',
  'grammar.schedule-when':
    '今日の問題をいつ投稿しますか？ `schedule 09:00` や `schedule 07:30 hard` と入力してください（24 時間表記）。',
  'grammar.bad-time':
    '{token} は時刻ではありません。`schedule 09:00` や `schedule 07:30 hard` と入力してください（HH:MM、24 時間表記）。',
  'grammar.schedule-level':
    '時刻のあとにはレベルを付けられます：{levels}。例：`schedule 07:30 hard`。',
  'grammar.thread-args':
    '`thread on` か `thread off` と入力してください（チャンネルを管理する人のみ）。今の設定は `thread` で確認できます。',
  'grammar.theme':
    '{word} というテーマはありません。自分の画像には `theme dark` か `theme light`、ここで全員が見る盤面には `theme channel dark` と入力してください。',
};
