// Português (Brasil): resolver uma grade postada ou uma foto, erros de grade, regiões, molduras
// das dicas e avisos de trabalho na fila. Veja en/solve.ts.

import type { MessageKey } from '../index.ts';

export const solvePtBR: Partial<Record<MessageKey, string>> = {
  'house.row': 'na linha {n}',
  'house.column': 'na coluna {n}',
  'house.box': 'no quadrante {n}',
  'house.diagonal-main': 'na diagonal principal',
  'house.diagonal-anti': 'na diagonal secundária',
  'house.window': 'na janela {n}',
  'house.region': 'na região {n}',
  'grid.too-long': 'São {count} caracteres; uma grade cabe em 4096.',
  'grid.empty': 'Nenhuma grade encontrada: envie 81 números (. ou 0 para vazias) ou 9 linhas de 9.',
  'grid.row-length': 'A linha {row} tem {count} casas; cada linha precisa de {size}.',
  'grid.row-count':
    'Encontrei {count} linhas com {cells} casas no total; uma grade {size}x{size} precisa de {size} linhas de {size}.',
  'grid.bad-character':
    "Não consigo ler ''{symbol}'' na posição {position}: use os números 1-9, e . ou 0 para uma casa vazia.",
  'grid.bad-character-row':
    "Não consigo ler ''{symbol}'' na linha {row}, posição {position}: use os números 1-9, e . ou 0 para uma casa vazia.",
  'grid.size-mismatch':
    'Isso parece uma grade {looksLike}x{looksLike} ({count} casas), mas era esperada uma grade {size}x{size}.',
  'grid.wrong-length':
    'Contei {count} casas; uma grade {size}x{size} precisa de exatamente {cells}. Use . ou 0 para as vazias.',
  'grid.conflict':
    'O {digit} aparece {times, plural, =2 {duas vezes} other {# vezes}} {house} ({cells}).',
  'hint.title.1': 'Dica',
  'hint.title.2': 'Dica (mais)',
  'hint.title.3': 'Dica (passo completo)',
  'hint.title.cell': 'Dica para {cell}',
  'hint.text': '*{title}:* {text}{more}',
  'hint.again': ' Digite `{again}` de novo para mais.',
  'hint.moved-on': 'O tabuleiro mudou; estou calculando a dica de novo.',
  'hint.game-over': 'Este jogo acabou, não há dica a dar. `new` para outro sudoku.',
  'hint.filled': '{cell} já está preenchida.',
  'hint.filled-ask': '{cell} já está preenchida. Pergunte por uma casa vazia, ex.: `hint {other}`.',
  'grid.breaks-rules': 'Esta grade quebra as regras: {conflict}',
  'grid.and-more': '{conflict}, e {n, plural, one {mais # conflito} other {mais # conflitos}}.',
  'grid.more-conflicts': '{n, plural, one {(e mais # conflito)} other {(e mais # conflitos)}}',
  'grid.no-solution':
    'Esta grade não tem solução: algum número está errado ou fora do lugar, embora nenhum se repita.',
  'grid.multiple': 'Esta grade tem mais de uma solução: faltam números dados.',
  'grid.gave-up': 'Não consegui resolver esta grade em tempo razoável; confira os números.',
  'solve.example':
    '{problem} Exemplo: `solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`.',
  'solve.your-grid': 'Sua grade',
  'solve.solution': 'Solução',
  'solve.solved': 'Resolvido: exatamente uma solução.',
  'solve.show': 'Ver a solução',
  'solve.play': 'Jogar aqui (com dicas)',
  'photo.type-it':
    'Você também pode digitar a grade: `solve 53..7....6..195...` (81 casas, . para vazia).',
  'photo.not-an-image': 'Esse arquivo não é uma foto que eu consiga abrir (JPEG ou PNG funcionam).',
  'photo.too-large': 'Essa foto é grande demais.',
  'photo.no-grid':
    'Não encontro uma grade de sudoku nessa foto. Tire de cima, com a grade inteira à vista e boa luz.',
  'photo.several-grids': 'Vejo mais de uma grade nessa foto. Recorte para uma só e envie de novo.',
  'photo.unreadable':
    'Encontrei a grade, mas não consegui ler os números. Tente uma foto mais nítida com luz uniforme.',
  'photo.not-sudoku': 'Essa imagem não parece uma grade de sudoku.',
  'photo.timeout':
    'Essa foto precisava de mais trabalho do que dou a uma imagem. Tente uma foto mais nítida e reta só da grade.',
  'photo.busy': 'O leitor de fotos está muito ocupado; envie a foto de novo em um minuto.',
  'photo.failed': 'Algo deu errado ao ler essa foto; envie de novo.',
  'photo.advice': '{advice} {typeIt}',
  'photo.attach': 'Anexe ao `solve` a foto de uma grade impressa. {typeIt}',
  'photo.unavailable': 'Ler fotos não está disponível aqui. {typeIt}',
  'photo.larger-than': 'Essa foto passa de {mb} MB, o máximo que leio. Envie uma menor.',
  'photo.download-failed': 'Não consegui baixar essa foto. Envie de novo.',
  'photo.read': 'Li esta grade da sua foto.',
  'photo.title': 'Lida da sua foto',
  'photo.nothing-waiting': 'Nenhuma foto aguarda correções. Envie `solve` com a foto de uma grade.',
  'photo.unreadable-transcription':
    'Essa transcrição não pode mais ser lida; envie a foto de novo.',
  'photo.fix-off-grid':
    '{cell} está fora da grade: linhas e colunas vão de 1 a {size}, ex.: `fix r3c5 8`.',
  'photo.fix-digits': 'Os números vão de 1 a {size}; use `fix {cell} .` para uma casa vazia.',
  'photo.confirmed': '{cell} confirmada como {digit, select, empty {vazia} other {{digit}}}.',
  'photo.now': '{cell} agora é {digit, select, empty {vazia} other {{digit}}}.',
  'photo.fix-how': 'Corrija uma casa com `fix r3c5 8` (ou `fix r3c5 .` para esvaziar).',
  'photo.unsure':
    ' Não tenho certeza de {cells}{more, plural, =0 {} other { e mais #}} (destacadas): compare com a foto; `fix` com o mesmo número confirma uma.',
  'photo.confirm-first':
    '{intro}{unsure} {fixHow} Quando estiverem confirmadas, ofereço a solução.',
  'photo.unique': '{intro} {fixHow} Tem exatamente uma solução: veja-a, ou jogue aqui com dicas.',
  'photo.solved-already':
    '{intro} Esta grade já está resolvida: todas as casas estão preenchidas e nenhum número se repete.',
  'photo.check-board':
    '{intro} Tive que adivinhar algumas casas, ou parte da grade estava difícil de localizar (um reflexo, uma dobra): confira a grade inteira com a sua foto. {fixHow} Quando tudo bater, envie `fix ok` e eu ofereço a solução.',
  'photo.board-ok-button': 'A grade confere com a minha foto',
  'photo.nothing-to-check':
    'Não há nenhuma foto esperando conferência. Envie `solve` com a foto de uma grade anexada.',
  'photo.thanks-checked': 'Obrigado por conferir a grade.',
  'photo.problem': '{intro} {problem} Talvez eu tenha lido uma casa errado.{unsure} {fixHow}',
  'queued.photo-starting': 'Lendo sua foto: o leitor de fotos está iniciando.',
  'queued.photo-next': 'Lendo sua foto: você é o próximo.',
  'queued.photo-ahead': 'Lendo sua foto: {n, plural, one {# foto} other {# fotos}} antes da sua.',
  'queued.hint': 'Calculando sua dica: o bot está ocupado, ela aparecerá aqui.',
  'queued.picture': 'Desenhando o tabuleiro: o bot está ocupado, ele aparecerá aqui.',
};
