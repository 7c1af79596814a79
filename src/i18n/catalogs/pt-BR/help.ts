// Português (Brasil): as páginas de ajuda (ver en/help.ts). Comandos entre crases como se
// digitam; `{taps}`, `{photo}` e `{community}` são as frases de cada plataforma.

import type { MessageKey } from '../index.ts';

export const ptBRHelp: Partial<Record<MessageKey, string>> = {
  'help.overview':
    '*Comandos de sudoku*\n' +
    '`today` — o sudoku do dia nesta conversa (todos aqui jogam o mesmo tabuleiro) · `today solo` — seu próprio tabuleiro do dia, nas nossas mensagens diretas\n' +
    '`daily 325` ou `daily 2026-11-20` — um sudoku do dia anterior, do arquivo (sem sequência nem ranking) · `share` — publica aqui seu resultado de hoje\n' +
    '`new hard` — um sudoku novo (de easy a extreme; também `new easy mini`, `new medium x`, `new easy big`)\n' +
    '`board` — mostra o tabuleiro de novo, embaixo · `resume` — traz de volta um jogo deixado de lado\n' +
    '`r3c5 7` — coloca 7 na linha 3, coluna 5. {taps}\n' +
    '`clear r3c5` — esvazia uma casa · `undo` — desfaz sua última jogada\n' +
    '`note r3c5 1 2 4` — põe ou tira anotações a lápis · `notes` — anota todos os candidatos (de novo para apagar)\n' +
    '`hint` — uma dica (de novo para mais detalhes) · `hint r3c5` — como essa casa se deduz\n' +
    '`solve` — revela a solução e encerra o jogo (num canal, pergunto antes)\n' +
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79` — resolve uma grade colada · {photo} — resolve uma foto\n' +
    '`stats` — suas estatísticas, sequência e calendário · `stats @nome` — as de outra pessoa · `leaderboard` — os tempos e sequências de hoje, `leaderboard week` (ou `leaderboard month`, `leaderboard all`) · `digest` — ontem aqui\n' +
    '`schedule 09:00` / `unschedule` — publica aqui o sudoku do dia todos os dias (gestores do canal)\n' +
    '`theme dark` / `theme light` — as cores das suas imagens · `theme channel dark` — o tabuleiro deste canal (gestores do canal)\n' +
    '{settings}' +
    '{words}' +
    'Mais: {topics}.',
  'help.settings-line':
    '`language pt-BR` — o idioma em que falo com você · `language channel pt-BR` — o deste canal (gestores do canal)\n' +
    '`timezone America/Sao_Paulo` — o dia deste canal: o sudoku do dia, o horário da publicação, as sequências (gestores do canal)\n',
  'help.taps.discord':
    'Embaixo do tabuleiro: escolha uma casa em um dos menus, depois o número dela (✏️ muda para anotações a lápis), ou aperte *Digitar jogada*.',
  'help.taps.slack':
    'Embaixo do tabuleiro: escolha uma casa no menu e depois aperte o número (troque Colocar por ✏️ Anotação para anotar a lápis).',
  'help.taps.web': 'Os botões embaixo do tabuleiro dão uma dica, desfazem ou fazem anotações.',
  'help.photo-short.discord': 'uma foto: `solve` com a opção *image*',
  'help.photo-short.slack': 'uma foto nas nossas mensagens diretas (num canal, me mencione junto)',
  'help.photo-short.web': 'uma foto (o botão de câmera, arrastar e soltar ou colar)',
  'help.photo-long.discord':
    'Anexe a foto de uma grade impressa ao `solve` (a opção *image*), ou use "Solve this Sudoku" (Apps, no menu da mensagem) numa mensagem que tenha uma.',
  'help.photo-long.slack':
    'Publique a foto de uma grade impressa nas nossas mensagens diretas, ou num canal me mencionando, ou use "Solve this Sudoku" (no menu ⋯ da mensagem) numa mensagem que tenha uma.',
  'help.photo-long.web':
    'Envie a foto de uma grade impressa com o botão de câmera, arrastando e soltando ou colando.',
  'help.spellings.slack': '`r3c5 7`, `r3c5=7` e `place r3c5 7` colocam todos 7 em r3c5.',
  'help.spellings.web': '`r3c5 7`, `r3c5=7`, `R3C5 7` e `place r3c5 7` colocam todos 7 em r3c5.',
  'help.spellings.plain': '`r3c5 7` coloca 7 em r3c5.',
  'help.moves':
    '*Jogadas*\n' +
    'As casas são nomeadas por linha e depois coluna: `r1c1` fica em cima à esquerda, `r9c9` embaixo à direita.\n' +
    '{taps}\n' +
    '{spellings}\n' +
    'Um número errado é recusado na hora e conta como erro; o tabuleiro só tem números certos. Os números dados (impressos) não mudam.\n' +
    '`clear r3c5` esvazia uma casa (num canal, o número ou as anotações de outra pessoa só depois de confirmar: `clear r3c5 confirm`); `undo` desfaz sua própria última jogada (num canal, nunca a de outra pessoa).\n' +
    '`new` sobre um jogo do canal não terminado pergunta antes; o jogo deixado de lado volta com `resume`.\n' +
    '`note r3c5 1 2 4` põe ou tira anotações a lápis; `notes` anota todos os candidatos, `notes` de novo (ou `notes clear`) apaga.\n' +
    'Cada mudança edita o único tabuleiro do jogo no lugar; `board` o mostra de novo embaixo.',
  'help.stats':
    '*Estatísticas e ranking*\n' +
    '`stats`: jogos jogados e resolvidos, sua sequência diária, melhor tempo e mediana, erros e dicas, e um calendário dos sudokus do dia que você resolveu nestas quatro semanas.\n' +
    '`stats @nome`: as estatísticas de outra pessoa, pelos sudokus do dia que ela resolveu (nada além do que jogou em mensagens diretas).\n' +
    'Uma sequência conta sudokus do dia resolvidos (não revelados, não do arquivo) em dias seguidos.\n' +
    '`leaderboard`: os tempos do sudoku de hoje aqui e em todo o {community}, e as sequências em andamento. `leaderboard week`, `leaderboard month` ou `leaderboard all`: sudokus do dia resolvidos e o tempo médio no período. Um sudoku do dia resolvido numa mensagem direta com o bot conta em cada {community} onde você joga; um que você jogou sozinho a partir de um canal (`today solo`) conta também nesse canal.\n' +
    'Tempo no ranking: +30 s por erro; mais de 10 erros: fora do ranking. Em caso de empate, menos dicas e depois menos erros; se não, a posição é dividida.\n' +
    '`digest` (ou `leaderboard yesterday`): o sudoku de ontem aqui: quantos resolveram, o mais rápido, as sequências mais longas. Ele também acompanha a publicação de cada manhã.' +
    '\n`stats`, `leaderboard` e `digest` respondem só para você, com um botão *Publicar no canal* para mostrar a todos.',
  'help.daily':
    '*O sudoku do dia*\n' +
    '`today` joga o sudoku de hoje no tabuleiro comum deste canal: todos aqui jogam o mesmo tabuleiro.\n' +
    '`today solo` (ou o botão *Jogar sozinho*): seu próprio tabuleiro do mesmo sudoku, nas nossas mensagens diretas. Quando terminar, seu resultado (tempo, erros, dicas, sequência e uma grade de quadradinhos, sem números) é publicado no canal onde você começou.\n' +
    '`share` publica neste canal seu resultado do sudoku de hoje; nas nossas mensagens diretas, ele dá o texto para copiar.\n' +
    '`daily 325` ou `daily 2026-11-20` joga um sudoku do dia anterior do arquivo: não conta para sequência nem para ranking.',
  'help.photo':
    '*Resolver uma foto*\n' +
    '{photo} Mostro o que li, com as casas duvidosas destacadas.\n' +
    'Corrija uma casa com `fix r3c5 8` (ou `fix r3c5 .` para deixá-la vazia); aí confiro a grade de novo.\n' +
    'Se precisei adivinhar casas, compare o tabuleiro inteiro com sua foto e envie `fix ok`.',
  'help.levels':
    '*Níveis*: {levels}.\n' +
    '*Variantes*: {variants} (mini é 6x6, x acrescenta as diagonais, big é 16x16).',
  'help.hints':
    '*Dicas*\n' +
    '`hint` diz primeiro onde olhar, depois (de novo) qual técnica e qual número, e depois o passo inteiro.\n' +
    '`hint r3c5` explica como essa casa se deduz do tabuleiro.\n' +
    'As dicas contam no resultado do jogo. Num canal, só você as vê.',
  'help.solve':
    '*Resolver uma grade*\n' +
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`\n' +
    'Ou 9 linhas de 9, com espaços, | ou - como preferir; `.`, `0` ou `_` para casas vazias.\n' +
    'Mostro a solução, ou digo se a grade não tem solução, se tem várias, ou qual linha, coluna ou quadrante repete um número.\n' +
    'A resposta tem um botão para jogar a grade aqui com dicas. `solve` sozinho revela o jogo em andamento.',
  'help.schedule':
    '*Publicação diária*\n' +
    '`schedule 09:00` publica aqui o sudoku do dia todos os dias às 09:00 (fuso do bot); `schedule 07:30 hard` publica em vez disso um sudoku difícil novo.\n' +
    '`unschedule` a interrompe. Só quem pode gerenciar o canal pode mudar isso.' +
    '\nCada publicação diária abre uma thread para a conversa do dia (resultados, compartilhamentos, o resumo); `thread off` deixa tudo no canal, `thread on` traz a thread de volta.',
  'help.theme':
    '*Tema das imagens*\n' +
    '`theme dark` ou `theme light` colore as imagens que só você vê: tabuleiros nas nossas mensagens diretas, seus próprios tabuleiros e dicas mostradas só para você. `theme` sozinho diz qual você tem.\n' +
    'O tabuleiro de um canal é visto por todos lá, então segue o tema do canal (claro, a menos que mudem): quem pode gerenciar o canal escolhe com `theme channel dark` ou `theme channel light`.',
  'help.theme-web':
    'Nesta página, uma imagem sem tema escolhido segue o modo escuro ou claro do seu navegador.',
  'help.unknown': "Não tenho ajuda sobre ''{topic}''. Tópicos: {topics}. Ou simplesmente `help`.",
  'help.words':
    'Em português você também pode digitar: `ajuda`, `dica`, `desfazer`, `novo hard`, `hoje`, `tabuleiro`, `apagar r3c5`, `anotações`, `resolver`, `ranking`, `compartilhar`, `retomar`, `idioma pt-BR`.\n',
};
