// Português (Brasil): nomes das técnicas, frases das dicas, recusas do motor de dicas e erros dos
// comandos digitados. Nomes como os jogadores brasileiros escrevem (par nu, trio oculto, X-Wing
// mantido); sem nome consagrado em português, fica o inglês (anotado abaixo). `article` é o
// artigo inglês (a/an): o português não o usa.

import type { MessageKey } from '../index.ts';

export const catalogEngine: Partial<Record<MessageKey, string>> = {
  'technique.full-house': 'Última casa livre',
  'technique.hidden-single': 'Único oculto',
  'technique.naked-single': 'Único nu',
  'technique.pointing': 'Candidatos apontadores',
  'technique.claiming': 'Redução linha-quadrante',
  'technique.naked-pair': 'Par nu',
  'technique.naked-triple': 'Trio nu',
  'technique.naked-quad': 'Quadra nua',
  'technique.hidden-pair': 'Par oculto',
  'technique.hidden-triple': 'Trio oculto',
  'technique.hidden-quad': 'Quadra oculta',
  // X-Wing, Swordfish, Jellyfish, Turbot Fish, os Wings, BUG, Nice Loop e ALS: sem nome
  // consagrado em português, os jogadores brasileiros os escrevem em inglês.
  'technique.x-wing': 'X-Wing',
  'technique.swordfish': 'Swordfish',
  'technique.jellyfish': 'Jellyfish',
  'technique.finned-x-wing': 'X-Wing com barbatana',
  'technique.finned-swordfish': 'Swordfish com barbatana',
  'technique.finned-jellyfish': 'Jellyfish com barbatana',
  'technique.sashimi-x-wing': 'X-Wing sashimi',
  'technique.sashimi-swordfish': 'Swordfish sashimi',
  'technique.sashimi-jellyfish': 'Jellyfish sashimi',
  'technique.skyscraper': 'Arranha-céu',
  'technique.two-string-kite': 'Pipa',
  'technique.turbot-fish': 'Turbot Fish',
  'technique.empty-rectangle': 'Retângulo vazio',
  'technique.xy-wing': 'XY-Wing',
  'technique.xyz-wing': 'XYZ-Wing',
  'technique.w-wing': 'W-Wing',
  'technique.wxyz-wing': 'WXYZ-Wing',
  'technique.vwxyz-wing': 'VWXYZ-Wing',
  'technique.uvwxyz-wing': 'UVWXYZ-Wing',
  'technique.tuvwxyz-wing': 'TUVWXYZ-Wing',
  'technique.simple-colouring': 'Coloração simples',
  'technique.unique-rectangle': 'Retângulo único',
  'technique.unique-rectangle-type': 'Retângulo único (tipo {type})',
  'technique.unique-loop': 'Laço único',
  'technique.unique-loop-type': 'Laço único (tipo {type})',
  'technique.bug-plus-one': 'BUG+1',
  'technique.bug-type-2': 'BUG tipo 2',
  'technique.bug-type': 'BUG (tipo {type})',
  'technique.x-chain': 'Cadeia X',
  'technique.grouped-x-chain': 'Cadeia X agrupada',
  'technique.xy-chain': 'Cadeia XY',
  'technique.x-cycle': 'Ciclo X',
  'technique.xy-cycle': 'Ciclo XY',
  'technique.nice-loop': 'Nice Loop',
  'technique.als-xz': 'ALS-XZ',
  'technique.als-xy-wing': 'ALS-XY-Wing',
  'technique.aligned-pair-exclusion': 'Exclusão de pares alinhados',
  'technique.aligned-triple-exclusion': 'Exclusão de trios alinhados',
  'technique.forcing-chain': 'Cadeia forçada',
  'technique.cell-forcing-chains': 'Cadeias forçadas de casa',
  'technique.house-forcing-chains': 'Cadeias forçadas de unidade',
  'technique.nishio-forcing-chain': 'Cadeia forçada de Nishio',
  'technique.contradiction-forcing-chain': 'Cadeia forçada por contradição',
  'technique.multiple-forcing-chains': 'Cadeias forçadas múltiplas',
  'technique.dynamic-forcing-chains': 'Cadeias forçadas dinâmicas',
  'technique.dynamic-cell-forcing-chains': 'Cadeias forçadas dinâmicas de casa',
  'technique.dynamic-house-forcing-chains': 'Cadeias forçadas dinâmicas de unidade',
  'technique.double-forcing-chain': 'Cadeia forçada dupla',
  'technique.bug': 'BUG',
  'technique.nested-forcing-chains': 'Cadeias forçadas aninhadas',
  'technique.nested-multiple-forcing-chains': 'Cadeias forçadas aninhadas (+ múltiplas)',

  'words.removal': '{digit} de {cells}',
  'words.placed': '{cell} é {digit}',
  'words.remove': 'tire {removals}',
  // As unidades já com a preposição (“na linha 3”, “no quadrante 2”): as frases abaixo as usam assim.
  'words.house':
    '{kind, select, row {na linha {n}} column {na coluna {n}} box {no quadrante {n}} window {na janela {n}} diagonal {{n, select, 1 {na diagonal principal (de r1c1 até o canto inferior direito)} other {na antidiagonal}}} other {na região {n}}}',
  'words.a-technique': '{article, select, other {a técnica “{name}”}}',
  'explain.full-house':
    '{cell} é a última casa vazia {house}, então recebe o número que falta ali: {digit}.',
  'explain.hidden-single':
    'O {digit} só cabe em {cell} {house}: todas as outras casas ali estão preenchidas ou já veem {article, select, other {um}} {digit}. Então {cell} é {digit}.',
  'explain.naked-single':
    '{cell} só tem um candidato: sua linha, sua coluna e seu quadrante já descartam todos os outros números, então {cell} é {digit}.',
  'explain.locked':
    'O {digit} só pode ir em {cells} {from}, e todas ficam {to}; então o {digit} pode ser tirado das outras casas {to}: {removed}.',
  'explain.locked-direct':
    'O {digit} só pode ir em {cells} {from}, e todas ficam {to}; então o {digit} não pode estar em nenhum outro lugar {to} (nem em {removed}). Isso deixa {cell} como único lugar para o {digit} {single}, então {cell} é {digit}.',
  'explain.naked-subset':
    'As casas {cells} {house} só contêm {digits} entre elas ({n, select, 2 {um par nu} 3 {um trio nu} other {uma quadra nua}}), então esses números vão ali e podem ser tirados das outras casas: {removals}.',
  'explain.hidden-subset':
    'Os números {digits} só cabem em {cells} {house} ({n, select, 2 {um par oculto} 3 {um trio oculto} other {uma quadra oculta}}), então essas casas não podem ter nenhum outro número: tire {removals}.',
  'explain.hidden-subset-direct':
    'Os números {digits} só cabem em {cells} {house} ({n, select, 2 {um par oculto} 3 {um trio oculto} other {uma quadra oculta}}), então essas casas não podem ter nenhum outro número: sai {removals}. Aí o {digit} só tem um lugar {single}: {cell} é {digit}.',
  'explain.fish':
    '{name} no {digit}: {base}, o {digit} só cabe {cover}, então cada uma dessas unidades pega seu {digit} nessas casas e o {digit} pode ser tirado das outras casas {cover}: {removed}.',
  'explain.fish-finned':
    '{name} no {digit}: {base}, o {digit} só cabe {cover} (mais {fins, plural, one {a barbatana} other {as barbatanas}} {finCells}). Ou o peixe vale e o {digit} sai das outras casas {cover}, ou uma barbatana é {digit}; dos dois jeitos, o {digit} pode ser tirado das casas que também veem a barbatana: {removed}.',
  'explain.generic': '{name}{using, select, yes { com {cells}} other {}}: {parts}.',
  'explain.holds': '{cell} tem {digits}',
  'explain.two-links':
    '{name} no {digit}: o {digit} só tem dois lugares {house1} ({cells1}) e {house2} ({cells2}). {near1} e {near2} se veem, então não podem ser ambas {digit}, e {end1} ou {end2} tem que ser {digit}: tire o {digit} de {removed}, que {n, plural, one {vê} other {veem}} ambas.',
  'explain.empty-rectangle':
    '{name} no {digit}: {box}, o {digit} só fica {arm1} ou {arm2}, e {link} ele só tem dois lugares, {cells}. Se {target} fosse {digit}, {far} não poderia ser, então {near} seria, e não sobraria lugar para o {digit} {box}. Então tire o {digit} de {target}.',
  'explain.wing':
    '{name}: {pivotHolds}; {aHolds}; {bHolds}. Qualquer que seja o número de {pivot}, {xyz, select, yes {uma das três casas} other {{a} ou {b}}} tem que ser {z}, então o {z} pode ser tirado de {removed}, que {n, plural, one {vê} other {veem}} {xyz, select, yes {as três} other {as duas asas}}.',
  'explain.w-wing':
    '{name}: {cells} só têm {x} e {y}. O {x} só tem dois lugares {house}, {s} (que vê {p}) e {t} (que vê {q}); um deles é {x}, então {p} ou {q} não é {x} e tem que ser {y}. Tire o {y} de {removed}, que {n, plural, one {vê} other {veem}} ambas.',
  'explain.colour-wrap':
    '{name} no {digit}: ao longo dos elos fortes ({chain}) as casas alternam entre duas cores, e uma delas tem todos os {digit}. Duas casas da mesma cor dividem uma unidade, então essa cor é falsa: tire o {digit} de {removed}.',
  'explain.colour-trap':
    '{name} no {digit}: ao longo dos elos fortes ({chain}) as casas alternam entre duas cores, e uma das cores tem os {digit}. {cell} vê as duas cores, então não pode ser {digit}.',
  'explain.unique-rectangle-1':
    '{name}: {corners} ficam em duas linhas, duas colunas e dois quadrantes; três cantos têm só {a} e {b}, e se as quatro tivessem só {a} e {b}, poderiam ser trocadas e o sudoku teria duas soluções. Então {roof} não pode ser {a} nem {b}: tire os dois.',
  'explain.unique-rectangle-2':
    '{name}: {corners} têm {a} e {b}; se as quatro tivessem só {a} e {b}, poderiam ser trocadas e o sudoku teria duas soluções, então uma de {roof} tem que ser o número extra delas, {z}. Tire o {z} de {removed}, que {n, plural, one {vê} other {veem}} ambas.',
  'explain.unique-rectangle-3':
    '{name}: {corners} têm {a} e {b}; se as quatro tivessem só {a} e {b}, poderiam ser trocadas e o sudoku teria duas soluções, então os números extras de {roof} agem como uma só casa, que com {others} forma um subconjunto nu {house}: {conclusion}.',
  'explain.unique-rectangle-4':
    '{name}: {corners} têm {a} e {b}; se as quatro tivessem só {a} e {b}, poderiam ser trocadas e o sudoku teria duas soluções. O {keep} só cabe em {roof} {house}, então uma delas é {keep}, e nenhuma pode ser o outro número: tire {removals}.',
  'explain.unique-loop-1':
    '{name}: as casas {cells} formam um laço em que cada linha, coluna e quadrante tem duas delas; se todas tivessem só {a} e {b}, os números poderiam ser trocados ao longo do laço e o sudoku teria duas soluções. Então {extra} não pode ser {a} nem {b}: tire os dois.',
  'explain.unique-loop-2':
    '{name}: as casas {cells} formam um laço em que cada linha, coluna e quadrante tem duas delas; se todas tivessem só {a} e {b}, os números poderiam ser trocados ao longo do laço e o sudoku teria duas soluções. Então uma de {extra} tem que ser o número extra delas, {z}: tire o {z} de {removed}.',
  'explain.bug-plus-one':
    '{name}: toda casa vazia tem dois candidatos, exceto {cell}, e todo número aparece duas vezes em cada unidade, exceto o {digit} nas unidades de {cell}. Sem o {digit} ali, o tabuleiro seria um padrão mortal com duas soluções, então {cell} é {digit}.',
  'explain.bug-type-2':
    'BUG tipo 2: toda casa vazia tem dois candidatos, exceto {cells}, que dividem o número extra {digit}. Sem o {digit} em uma delas, o tabuleiro seria um padrão mortal com duas soluções, então uma delas é {digit}: tire o {digit} de {removed}, que {n, plural, one {vê} other {veem}} todas elas.',
  'explain.aligned-exclusion':
    '{name}: {cells} não podem ter números que deixariam sem candidatos uma casa que todas veem ({seen}). Testando cada par, alguns números ficam sem parceiro possível: tire {removals}.',
  'explain.als':
    '{name}: as casas {setA} e {setB} têm cada uma um número a mais do que casas (conjuntos quase bloqueados). Cada {x} nelas vê todos os outros, então no máximo um conjunto contém o {x}, e o outro fica bloqueado: {z} tem que estar em um deles. Então tire {removals}, que {n, plural, one {vê} other {veem}} todos eles.',
  'explain.als-xy-wing':
    '{name}: as casas {setA}, {setB} e {setC} têm cada uma um número a mais do que casas (conjuntos quase bloqueados). Cada {x} do primeiro vê cada {x} do segundo, e cada {y} do segundo cada {y} do terceiro. Se o primeiro conjunto não tivesse {z}, teria o {x}, o segundo perderia o {x} e teria o {y}, e o terceiro perderia o {y} e teria {z}. Então {z} está no primeiro ou no terceiro conjunto: tire {removals}, que {n, plural, one {vê} other {veem}} todos eles.',
  'explain.loop':
    '{name}{one, select, yes { no {digit}} other {}}: {chain} fecha um laço que vale nos dois sentidos (cada elo é forte num sentido ou no outro), então toda casa que vê uma ponta verdadeira e uma falsa dos elos do laço perde esse número: {conclusion}.',
  'chain.assume': '{cell} {on, select, yes {é} other {não é}} {digit}',
  'chain.contradiction':
    '{name}: suponha que {assumption}. Aí {chain}, o que contradiz a suposição; logo, {conclusion}.',
  'chain.alternating':
    '{name}: se {assumption}, então {chain}. Logo, {cell1} é {digit1} ou {cell2} é {digit2}: {conclusion}.',
  'chain.either-way': '{name}: {chain}. De todo jeito, {conclusion}.',
  'chain.case': 'se {assumption}: {chain}',
  'chain.clash-both': '{cell} seria ao mesmo tempo {digit} e não {digit}',
  'chain.clash-empty': '{cell} ficaria sem nenhum candidato',
  'chain.clash-house': 'o {digit} ficaria sem lugar em uma unidade',
  'chain.forcing-contradiction':
    '{name}: suponha que {assumption}. Aí {chains}, então {clash}. A suposição é falsa: {conclusion}.',
  'chain.whether':
    '{name}: seja {cell} {digit} ou não, a mesma coisa acontece ({cases}). Logo, {conclusion}.',
  'chain.whatever':
    '{name}: {sameCell, select, yes {seja qual for o número de {cell}} other {seja qual for a casa que recebe o {digit}}}, a mesma coisa acontece ({cases}). Logo, {conclusion}.',
  'level1.naked-single':
    '{start, select, yes {Procure} other {procure}} uma casa com um só candidato: há um único nu.',
  'level1.look-at': '{start, select, yes {Olhe} other {olhe}} {where}: {thereIs}.',
  'level1.digits':
    '{start, select, yes {Olhe} other {olhe}} {n, plural, one {o número} other {os números}} {digits}: {thereIs}.',
  'level1.whole-board': 'o tabuleiro inteiro',
  'level1.there-is':
    '{technique, select, fullHouse {há uma última casa livre} hiddenSingle {há um único oculto} nakedPair {há um par nu} nakedTriple {há um trio nu} nakedQuad {há uma quadra nua} hiddenPair {há um par oculto} hiddenTriple {há um trio oculto} other {há uma quadra oculta}}',
  'level1.family':
    '{family, select, intersection {há candidatos bloqueados} fish {há um padrão de peixe} singleDigit {há um padrão de um só número} wing {há um Wing} colouring {há um padrão de coloração} uniqueness {há um padrão de unicidade} chain {há uma cadeia} als {há um conjunto quase bloqueado (ALS)} forcing {há uma cadeia forçada} subset {há um subconjunto} other {há um único}} ({name})',
  'level2.full-house': 'Só resta uma casa vazia {house}; que número falta?',
  'level2.hidden-single': 'O {digit} só pode ir em uma casa {house}.',
  'level2.naked-single':
    'Uma casa só pode ser {digit}: veja os números que sua linha, sua coluna e seu quadrante já têm.',
  'level2.locked': 'O {digit} {house} só pode ir nas casas que também ficam {other} ({name}).',
  'level2.naked': '{n} casas {house} só contêm {digits} ({name}).',
  'level2.hidden': 'Os números {digits} só cabem em {n} casas {house} ({name}).',
  'level2.use': 'Use {technique} com {digits}.',
  'level2.use-in': 'Use {technique} com {digits} {houses}.',
  'hint.careful':
    'Cuidado: suas anotações em {cells} descartam o número que vai ali; eu as ignorei. {text}',
  'hint.wrong-entry':
    '{cell} tem {digit}, que não é o número que vai ali. Apague primeiro; as dicas partem de um tabuleiro sem erros.',
  'hint.wrong-entries':
    'Estas casas têm números que não vão ali: {cells}. Apague-os primeiro; as dicas partem de um tabuleiro sem erros.',
  'route.instead':
    '{cell} está mais longe do que consigo explicar de uma vez, então aqui vai o próximo passo do tabuleiro. {text}',
  'route.now': '{cell} pode ser preenchida agora. {text}',
  'route.count': '{cell} leva {n} passos daqui',
  'route.count-shorter': '{cell} leva {n} passos daqui ({technique} faria em {shorter})',
  'route.start': '{count}. Para começar, {text}',
  'route.first-step': '{count}. O primeiro: {text}',
  'route.long':
    '{count}, um caminho longo, então aqui vai só o próximo: {text} Depois pergunte de novo sobre {cell}.',
  'route.listed': '{count}. {route} Por fim: {text}',
  'route.first': 'Primeiro: {text}',
  'route.then': 'Depois: {text}',
  'route.first-brief': 'Primeiro: {steps}.',
  'route.placed': '{placements} ({name})',
  'route.removes': '{name} tira {removals}',
  'route.struck':
    '{text} ({cells} não {n, plural, one {tem} other {têm}} mais {digit} depois dos passos anteriores.)',
  'grid.repeats':
    'O {digit} aparece {times, plural, =2 {duas vezes} other {# vezes}} {house} ({cells})',
  'grid.rows-found':
    'Encontrei {count} linhas{more, select, yes { ou mais} other {}} com {cells} casas no total; uma grade {size}x{size} precisa de {size} linhas de {size}.',
  'grid.looks-like':
    'Isto parece uma grade {looksLike}x{looksLike} ({count} casas), mas era esperada uma grade {size}x{size} com {cells} casas.',
  'grid.counted':
    'Contei {count, plural, one {# casa} other {# casas}}; uma grade {size}x{size} precisa de exatamente {cells}.',
  'grid.counted-classic':
    'Contei {count, plural, one {# casa} other {# casas}}; uma grade 9x9 precisa de exatamente 81 ({missing, select, yes {faltam casas} other {há caracteres a mais}}). Use . ou 0 para as casas vazias.',
  'grid.not-a-digit':
    '“{symbol}” na posição {position} não é um número de uma grade {size}x{size}: use {big, select, yes {1-9 e A-{max}} other {1-{max}}}, e . ou 0 para uma casa vazia.',
  'grid.not-a-digit-row':
    '“{symbol}” na linha {row}, posição {position}, não é um número de uma grade {size}x{size}: use {big, select, yes {1-9 e A-{max}} other {1-{max}}}, e . ou 0 para uma casa vazia.',
  'hint-error.solved': 'O tabuleiro já está resolvido!',
  'hint-error.too-hard':
    'Daqui, o próximo passo precisa de técnicas que não sei explicar (ou de um chute). Coloque um número de que você tem certeza ou peça uma dica sobre uma casa.',
  'hint-error.cell-too-hard':
    'Não dá para chegar a {cell} daqui com as técnicas que sei explicar; pode precisar de um chute, ou antes de mais números em outro lugar.',
  'hint-error.gave-up': 'Não consegui resolver este sudoku a tempo.',
  'hint-error.no-solution': 'Este sudoku não tem solução: confira os números dados.',
  'hint-error.multiple':
    'Este sudoku tem mais de uma solução, então nenhum passo pode ser forçado.',
  'hint-error.conflict': '{conflict} Corrija isso primeiro.',
  'hint-error.out-of-range': 'Cada casa precisa de um número de 1 a {size}, ou ficar vazia.',
  'hint-error.busy': 'Há dicas demais sendo calculadas agora; peça de novo daqui a pouco.',
  'hint-error.restarting': 'O bot está reiniciando; peça a dica de novo daqui a pouco.',
  'hint-error.waited':
    'Sua dica esperou {seconds, number} s e o bot não conseguiu atendê-la (está muito ocupado ou ainda iniciando); peça de novo em um minuto.',
  'hint-error.over-time':
    'Essa dica demorou demais e foi interrompida; peça de novo em um minuto, ou pergunte sobre uma casa (`hint r3c5`).',
  'hint-error.failed': 'O cálculo dessa dica falhou; peça de novo, por favor.',

  'grammar.empty':
    'Digite um comando, ex.: `today`, `r3c5 7` ou `hint`. Digite `help` para ver a lista completa.',
  'grammar.too-long':
    'Essa mensagem tem {count, number} caracteres; os comandos cabem em {max, number}. Digite `help` para vê-los.',
  'grammar.which-digit-short': 'Que número vai em {cell}? Digite `{cell} 7` (ou `clear {cell}`).',
  'grammar.which-digit': 'Que número vai em {cell}? Digite `{cell} 7`.',
  'grammar.which-digit-fix':
    'Que número está em {cell}? Digite `fix {cell} 8`, ou `fix {cell} .` para uma casa vazia.',
  'grammar.leaderboard-periods': 'Os rankings cobrem {periods}. Tente `leaderboard week`.',
  'grammar.just': 'Digite só `{verb}`.',
  'grammar.unknown':
    'Não conheço o comando {word}.{suggestion} Digite `help` para ver a lista, ou uma jogada como `r3c5 7`.',
  'grammar.did-you-mean': ' Você quis dizer `{guess}`?',
  'grammar.no-arguments': '`{verb}` não leva nada depois (recebi {got}). Digite só `{verb}`.',
  'grammar.name-a-cell': 'Diga uma casa, ex.: `{example}`.',
  'grammar.not-a-cell':
    '{token} não é uma casa. As casas são nomeadas por linha e depois coluna, ex.: `{example}` (linha 3, coluna 5).',
  'grammar.off-board':
    '{token} está fora do tabuleiro: linhas e colunas vão de 1 a 9 (de 1 a 16 num tabuleiro grande), ex.: `{example}`.',
  'grammar.not-a-digit':
    '{token} não é um número: use de 1 a 9 (de 1 a 16, ou de A a G para 10 a 16, num tabuleiro grande), ex.: `{example}`.',
  'grammar.one-at-a-time':
    'Uma casa e um número por vez, ex.: `{example}`. Para anotações digite `note r3c5 1 2 4`.',
  'grammar.clear-one': 'Apague uma casa por vez, ex.: `clear r3c5`.',
  'grammar.which-notes': 'Quais anotações? Digite, ex.: `note r3c5 1 2 4` (de novo para tirá-las).',
  'grammar.too-many-notes': 'No máximo {max} anotações por casa, ex.: `note r3c5 1 2 4`.',
  'grammar.hint-args': 'Digite `hint`, ou `hint r3c5` sobre uma casa.',
  'grammar.reveal-args':
    'Digite `solve` para revelar a solução desta partida (isso encerra a partida).',
  'grammar.daily-args':
    'Indique um desafio diário passado pelo número ou pela data, ex.: `daily 325` ou `daily 2026-11-20`; `today` é o de hoje.',
  'grammar.new-options':
    'Não conheço o nível ou a variante {word}. Níveis: {levels}; variantes: {variants}. Exemplo: `new hard` ou `new easy mini`.',
  'grammar.schedule-when':
    'Quando o desafio diário deve ser postado? Digite `schedule 09:00` ou `schedule 07:30 hard` (formato 24 horas).',
  'grammar.bad-time':
    '{token} não é um horário. Digite `schedule 09:00` ou `schedule 07:30 hard` (HH:MM, formato 24 horas).',
  'grammar.schedule-level':
    'Depois do horário pode vir um nível: {levels}. Exemplo: `schedule 07:30 hard`.',
  'grammar.thread-args':
    'Digite `thread on` ou `thread off` (quem gerencia o canal), ou `thread` para ver como está.',
  'grammar.theme':
    'Não conheço o tema {word}. Digite `theme dark` ou `theme light` para suas próprias imagens, ou `theme channel dark` para o tabuleiro que todos aqui veem.',
};
