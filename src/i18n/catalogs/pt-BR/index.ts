// Português (Brasil). Comandos entre crases como se digitam (os comandos em inglês continuam
// valendo). Vocabulário do sudoku no Brasil: casa, grade, candidato, dica, quadrante (bloco).

import type { MessageKey } from '../index.ts';
import { pageWordsPtBR } from './page-words.ts';
import { i18nHttpPtBR } from './i18n-http.ts';
import { catalogEngine } from './catalog-engine.ts';
import { tapsFiles } from './taps-files.ts';
import { visionFast } from './vision-fast.ts';
import { photoInputs } from './photo-inputs.ts';
import { userInstalls } from './user-installs.ts';
import { dailyThreadPtBR } from './daily-thread.ts';
import { ptBRHelp } from './help.ts';
import { ptBRCatalogRest } from './catalog-rest.ts';
import { quietLookupsPtBR } from './quiet-lookups.ts';
import { i18nCliPtBR } from './i18n-cli.ts';
import { cliWordsPtBR } from './cli-words.ts';

export const ptBR: Partial<Record<MessageKey, string>> = {
  ...pageWordsPtBR,
  ...i18nHttpPtBR,
  ...visionFast,
  ...photoInputs,
  ...userInstalls,
  ...dailyThreadPtBR,
  ...ptBRHelp,
  ...ptBRCatalogRest,
  ...tapsFiles,
  'core.sorry': 'Desculpe, algo deu errado do meu lado. Tente de novo daqui a pouco.',
  'core.no-game':
    'Ainda não há jogo aqui. Digite `today` para o sudoku do dia ou `new` para um novo (ex.: `new hard`).',
  'core.wrong-board':
    'Esse tabuleiro é de um jogo anterior aqui, então não mudei nada. Use o tabuleiro mais recente, ou `board` para mostrá-lo.',
  'core.busy-move': 'Esse tabuleiro está muito movimentado agora; envie sua jogada de novo.',
  'core.busy-hint': 'Esse tabuleiro está muito movimentado agora; peça a dica de novo.',
  'core.off-board':
    '{cell} está fora do tabuleiro: linhas e colunas vão de 1 a {size} (r1c1 a r{size}c{size}).',
  'move.off-board':
    'Essa casa está fora do tabuleiro: linhas e colunas vão de 1 a {size} (ex.: r1c1 a r{size}c{size}).',
  'move.bad-digit': 'Neste tabuleiro os números vão de 1 a {size}.',
  'move.too-many-notes': 'Uma casa aceita no máximo {size} anotações, ex.: `note r3c5 1 2 4`.',
  'move.game-over':
    '{solved, select, yes {Este jogo está resolvido} other {Este jogo foi revelado}}, então não aceita mais jogadas. Digite `new` para um sudoku novo ou `today` para o do dia.',
  'move.given': '{cell} é um número dado ({digit}) e não pode mudar. Escolha uma casa vazia.',
  'move.given-clear': '{cell} é um número dado e não pode ser apagado.',
  'move.already-there': '{cell} já tem {digit}.',
  'move.filled': '{cell} já tem {digit}, que está certo. Escolha uma casa vazia.',
  'move.filled-notes': '{cell} já tem {digit}; anotações vão em casas vazias.',
  'move.empty-cell': '{cell} já está vazia.',
  'move.nothing-to-undo': 'Ainda não há nada para desfazer.',
  'move.not-yours-erased': '{who} apagou {what}, então você não tem jogada para desfazer aqui.',
  'move.not-yours-last':
    'Você não tem jogada para desfazer aqui; a última foi de {who}. `undo` desfaz só as suas jogadas.',
  'move.not-yours-later':
    '{who} mudou essa casa depois da sua jogada, então não consigo desfazer a sua sem a dela.',
  'move.your-digit': 'seu {digit} em {cell}',
  'move.your-notes': 'suas anotações em {cell}',
  'move.someone': 'alguém',
  'play.how-to': 'Coloque números com `r3c5 7`; `hint` se travar; `help` para mais.',
  'play.progress.left': '{n, plural, one {falta # casa} other {faltam # casas}}',
  'play.progress.mistakes': '{n, plural, one {# erro} other {# erros}}',
  'play.progress.hints': '{n, plural, one {# dica} other {# dicas}}',
  'play.today-preparing':
    'O sudoku de hoje ainda está sendo preparado. Digite `today` de novo em um minuto.',
  'play.today-on': '*{title}*: o sudoku de hoje começou! {howTo}',
  'play.solved': '*{title}* está resolvido. 🎉',
  'play.revealed': '*{title}* foi revelado.',
  'play.status': '*{title}* · {progress}',
  'play.variant-unavailable':
    'Sudokus {variant} não estão disponíveis aqui. Tente `new` para um clássico.',
  'play.variant-levels': 'Sudokus {variant} vêm em {levels}. Tente `new {level} {variant}`.',
  'play.none-ready':
    'Nenhum sudoku {level} novo está pronto agora; mais estão sendo feitos. Tente em um minuto, ou `new {other}` ou `today`.',
  'play.none-ready-variant':
    'Nenhum sudoku {level} {variant} novo está pronto agora; mais estão sendo feitos. Tente em um minuto, ou `new {other}` ou `today`.',
  'play.new-game': '*{title}*: jogo novo!{aside} {howTo}',
  'play.aside-daily': ' (`today` traz o sudoku do dia de volta.)',
  'play.aside-game': ' (O jogo inacabado foi deixado de lado: `resume` traz de volta.)',
  'play.ask-new':
    '*{title}* está inacabado aqui ({progress}), e é o jogo de todos. Começar um novo mesmo assim? O inacabado fica de lado; {back} traz de volta. Digite `{confirmed}` ou aperte o botão.',
  'play.ask-new.button': 'Começar jogo novo',
  'play.nothing-aside':
    'Nenhum jogo inacabado foi deixado de lado aqui. `new` começa um novo, `today` o do dia.',
  'play.resumed': '*{title}* voltou · {progress}',
  'play.grid-example': '{problem} Exemplo: `new 53..7....6..195...` (81 casas).',
  'play.grid-multiple':
    'Essa grade tem mais de uma solução, então não é um sudoku jogável. Confira os números, ou use `solve` para ver duas soluções.',
  'play.grid-none': 'Essa grade não tem solução. `solve` mostra onde está o conflito.',
  'play.wrong-digit':
    'O {digit} não vai em {cell}, então não escrevi. Erros até agora: {mistakes}. Tente outro número, ou `hint {cell}`.',
  'play.placed.board': '*{title}* · {name} colocou {digit} em {cell} · {progress}',
  'play.placed.ack': '{digit} colocado em {cell} · {progress}',
  'play.changed': '*{title}* · {change} · {progress}',
  'play.cleared': 'Apagado.',
  'play.cleared.board': '{name} apagou {cell}.',
  'play.cleared.ack': '{cell} apagada.',
  'play.cleared-notes.board': '{name} apagou as anotações de {cell}.',
  'play.cleared-notes.ack': 'Anotações de {cell} apagadas.',
  'play.notes-updated': 'Anotações atualizadas.',
  'play.notes-in': 'Anotações em {cell}: {digits}',
  'play.notes-none': 'Não restam anotações em {cell}.',
  'play.by': '{name}: {change}',
  'play.notes-filled': 'Todos os candidatos estão anotados. Digite `notes` de novo para apagá-los.',
  'play.notes-cleared': 'Todas as anotações apagadas.',
  'play.undone': 'Desfeito.',
  'play.undid.board': '{name} desfez {what}.',
  'play.undid.ack': 'Desfeito: {what}.{skipped}',
  'play.undid.notes-change': 'a mudança de anotações',
  'play.undid.notes': 'as anotações em {cell}',
  'play.undid.place': 'o {digit} em {cell}',
  'play.undid.clear': 'o apagamento de {cell}',
  'play.undid.skipped': ' ({who} já tinha apagado {what}.)',
  'play.ask-reveal':
    'Isso revela a solução de *{title}* para todos aqui e encerra o jogo. Digite `solve confirm` para continuar.',
  'play.no-game-to-reveal':
    'Não há jogo para revelar aqui. Para resolver uma grade, cole-a depois de `solve` (ex.: `solve 53..7....6..195...`, 81 casas) ou anexe uma foto; `today` começa o sudoku do dia.',
  'play.revealed-now': 'Aqui está a solução de *{title}*; o jogo acabou.{daily} `new` para outro.',
  'play.revealed-daily': ' Um sudoku do dia revelado não conta para sequências.',
  'clear.digit-of': '{cell} tem o {digit} de {who}.',
  'clear.notes-of':
    'As anotações em {cell} ({digits}) são {partly, select, yes {em parte } other {}}{whose}.',
  'clear.whose': 'de {name}',
  'clear.ask':
    '{question} `{confirmed}` {digit, select, yes {apaga} other {apaga}} mesmo assim, ou aperte o botão.',
  'clear.button': 'Apagar mesmo assim',
  'title.daily': 'Sudoku do dia nº {number} · {level} · {date, date, weekday}',
  'title.archive': 'Sudoku do dia nº {number} · {level} · {date}',
  'title.variant': '{level} · {variant}',
  'title.puzzle': 'Sudoku {level}',
  'title.so-far': '{title} · {clock} até agora',
  'title.in': '{title} · em {clock}',
  'level.easy': 'Fácil',
  'level.medium': 'Médio',
  'level.hard': 'Difícil',
  'level.expert': 'Especialista',
  'level.extreme': 'Extremo',
  'variant.mini': 'Mini 6x6',
  'variant.x': 'Sudoku X',
  'variant.big': '16x16',
  'variant.classic': 'clássico',
  'post.morning': 'Bom dia! {text}',
  'post.late': 'O sudoku de {date}, um pouco atrasado: {text}',
  'post.level': 'Seu sudoku {level} do dia chegou! {text}',
  'button.reveal': 'Revelar',
  'button.reveal.confirm': 'Revelar a solução? Isso encerra o jogo para todos aqui.',
  'button.share': 'Compartilhar meu resultado',
  'button.today': 'Sudoku do dia',
  'button.new': 'Sudoku novo',
  'button.hint': 'Dica',
  'button.undo': 'Desfazer',
  'button.notes': 'Anotações',
  'button.solo': 'Jogar sozinho',
  'button.more': 'Mais',
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
    '{intro} Tive que adivinhar algumas casas para formar um sudoku válido: confira a grade inteira com a sua foto. {fixHow} Quando tudo bater, envie `fix ok` e eu ofereço a solução.',
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
  'celebrate.result':
    'em {time} com {mistakes, plural, one {# erro} other {# erros}} e {hints, plural, one {# dica} other {# dicas}}',
  'celebrate.played-by': ' Jogado por {players}.',
  'celebrate.your-streak': ' Sua sequência: {n, plural, one {# dia} other {# dias}}.',
  'celebrate.streaks': ' Sequências: {list}.',
  'celebrate.streak-of': '{name} {n, plural, one {# dia} other {# dias}}',
  'celebrate.solved': '🎉 *{title}* resolvido {result}.{by}{streak}\nCompartilhe:\n{share}',
  'celebrate.board': '*{title}* está resolvido 🎉 {result}.{by}',
  'celebrate.solo-result': '{name} resolveu sozinho:\n{share}',
  'share.name-daily': 'Sudoku do dia nº {number}',
  'share.name': 'Sudoku',
  'share.variant.mini': ' Mini',
  'share.variant.x': ' Sudoku X',
  'share.variant.big': ' 16x16',
  'share.head': '{name}{variant} ({level}) resolvido em {time}',
  'share.unranked': 'fora do ranking',
  'share.ranked': 'ranking {time}',
  'share.streak': 'sequência {n}',
  'share.not-finished':
    'Você ainda não terminou o sudoku de hoje: seu resultado é compartilhado quando resolver. Continue!',
  'share.not-solved':
    'Você ainda não resolveu o sudoku de hoje, não há nada para compartilhar. `today` para jogar juntos, `today solo` sozinho.',
  'share.gone': 'Esse jogo não existe mais, não consigo compartilhá-lo.',
  'share.copy': 'Copie e compartilhe onde quiser:\n{line}',
  'share.result-of': 'Resultado de {name}:\n{line}',
  'archive.range':
    'Os sudokus do dia vão do nº 1 ({launch}) ao nº {latest} de hoje. Tente `daily {example}`, ou `today`.',
  'archive.bad-date':
    '{date} não é uma data que eu conheça. Escreva como AAAA-MM-DD, ex.: `daily {example}`.',
  'archive.not-yet': 'O sudoku de {date} ainda não saiu: nada de espiar! `today` é o de hoje.',
  'archive.before-launch': 'O primeiro sudoku do dia foi em {launch} (nº 1). Tente `daily 1`.',
  'archive.is-today': 'Esse é o sudoku de hoje: digite `today` para jogar com todos.',
  'archive.preparing':
    'O sudoku de {date} está sendo preparado; digite `daily {date}` de novo em um minuto.',
  'archive.started':
    '*{title}* do arquivo: não conta para sequências nem rankings. Divirta-se!{aside}',
  'solo.ready':
    'Seu próprio tabuleiro de *{title}* está pronto nas nossas mensagens diretas. Quando terminar, seu resultado (sem spoilers) será postado aqui.',
  'solo.waiting':
    'Seu próprio tabuleiro de *{title}* está esperando nas nossas mensagens diretas. Quando terminar, seu resultado (sem spoilers) será postado aqui.',
  'solo.unavailable':
    'Jogar sozinho não está disponível aqui. Abra uma mensagem direta comigo e digite `today`.',
  'solo.no-dm':
    'Não consegui abrir uma mensagem direta com você (talvez suas configurações de privacidade não permitam). Joguem juntos aqui com `today`, ou permita mensagens diretas de membros do servidor.',
  'solo.elsewhere':
    'Você já está jogando *{title}* nas nossas mensagens diretas, e ele conta onde você começou, então o resultado não será postado aqui sozinho. Quando terminar, `share` posta aqui.',
  'solo.preparing':
    'O sudoku de hoje ainda está sendo preparado. Digite `today solo` de novo em um minuto.',
  'solo.board': '*{title}*: seu próprio tabuleiro. {howTo}',
  'digest.yesterday': 'Ontem',
  'digest.head':
    '*{when} aqui: sudoku do dia nº {number}* resolvido por {n, plural, one {# jogador} other {# jogadores}} ({how}).',
  'digest.together': '{n} juntos',
  'digest.alone': '{n} sozinhos',
  'digest.fastest': 'Mais rápido: {result}',
  'digest.nobody-ranked': 'Mais rápido: ninguém no ranking (mais de 10 erros cada).',
  'digest.streaks': '{count, plural, one {Maior sequência} other {Maiores sequências}}: {list}',
  'digest.streak-of': '{name} {n, plural, one {# dia} other {# dias}}',
  'digest.no-daily-yesterday': 'Ontem não houve sudoku do dia: o primeiro é hoje. `today` começa.',
  'digest.nobody':
    'Ninguém aqui resolveu o sudoku de ontem (nº {number}). `daily {number}` joga pelo arquivo; `leaderboard week` mostra a semana.',
  'stats.yours': '*Suas estatísticas de sudoku, {name}*',
  'stats.played':
    'Jogados {played} · resolvidos {solved}{revealed, plural, =0 {} other { · revelados #}}',
  'stats.theirs': '*Estatísticas de sudoku de {name}*',
  'stats.dailies': 'Sudokus do dia resolvidos {n}',
  'stats.streak': 'Sequência diária: {n, plural, one {# dia} other {# dias}} (recorde {best})',
  'stats.times': 'Melhor tempo {best} · mediana {median}',
  'stats.mistakes': 'Erros {mistakes} · dicas {hints}',
  'stats.calendar': 'Sudokus do dia resolvidos, as últimas {weeks} semanas (seg.–dom.):',
  'stats.nobody-called':
    'Ninguém chamado {who} jogou um sudoku do dia aqui ainda. `stats` mostra as suas.',
  'stats.no-games':
    'Nenhum jogo ainda. Digite `today` para o sudoku do dia; suas estatísticas começam na primeira jogada.',
  'stats.no-dailies':
    '{name} ainda não resolveu nenhum sudoku do dia, não há estatísticas. `today` é um bom começo juntos!',
  'board.penalty': '; {time} +{penalty} por erros',
  'board.result':
    '{time} · {who}{solo} ({mistakes, plural, one {# erro} other {# erros}}, {hints, plural, one {# dica} other {# dicas}}{rest})',
  'board.unranked': ', fora do ranking',
  'board.period-row':
    '{place}. {name}: {n, plural, one {# sudoku resolvido} other {# sudokus resolvidos}}, média {average} (melhor {best})',
  'board.streak-row': '{place}. {name}: {n, plural, one {# dia} other {# dias}} (recorde {best})',
  'board.week': 'Esta semana (desde segunda, {from})',
  'board.month': 'Este mês (desde {from})',
  'board.all': 'Desde o início ({n, plural, one {# sudoku} other {# sudokus}})',
  'board.section': '*{title}*',
  'board.here': '{title}, aqui',
  'board.whole': '{title}, todo o {community}',
  'board.none-here': 'Nenhum sudoku do dia resolvido aqui ainda.',
  'board.none': 'Nenhum sudoku do dia resolvido ainda.',
  'board.period-rule':
    '_Primeiro mais sudokus resolvidos, depois menor tempo médio de ranking, depois melhor tempo; ainda empatados: posição dividida. Tempo de ranking: {rule} (um sudoku fora do ranking não conta aqui)._',
  'board.today-here': 'Sudoku de hoje, aqui',
  'board.today-none-here':
    'Ainda não resolvido aqui: `today` para jogar juntos, `today solo` sozinho.',
  'board.today-whole': 'Sudoku de hoje, todo o {community}',
  'board.today-none': 'Ninguém resolveu ainda.',
  'board.streaks-here': 'Sequências aqui',
  'board.streaks-whole': 'Sequências no {community}',
  'board.no-streaks': 'Nenhuma sequência em andamento.',
  'board.today-rule':
    '_Tempo de ranking: {rule}. Empates vão para menos dicas, depois menos erros; ainda empatados: posição dividida. 👤 jogou sozinho. `leaderboard week`, `leaderboard month` ou `leaderboard all` para períodos maiores._',
  'board.ranking-rule': '+{penalty} s por erro; mais de {most} erros: fora do ranking',
  'community.server': 'servidor',
  'community.workspace': 'espaço de trabalho',
  'theme.named': '*{theme}*',
  'theme.default': '*{theme}* (padrão)',
  'theme.yours':
    'Suas imagens são {theme}: tabuleiros nas nossas mensagens diretas, seus próprios tabuleiros, e dicas e imagens que só você vê. Digite `theme {other}` para mudar.',
  'theme.channel-line':
    'O tabuleiro que todos veem neste canal é {theme}: quem pode gerenciar o canal muda com `theme channel {other}`.',
  'theme.done':
    'Pronto: suas imagens são *{theme}* a partir de agora (tabuleiros nas nossas mensagens diretas, seus próprios tabuleiros, e dicas e imagens que só você vê).',
  'theme.channel-in-dm':
    'Tabuleiros nas nossas mensagens diretas são só seus e seguem o seu tema: digite `theme dark` ou `theme light`.',
  'theme.channel-is':
    'O tabuleiro que todos veem neste canal é {theme}. Quem pode gerenciar o canal muda com `theme channel {other}`; suas imagens seguem `theme dark` ou `theme light`.',
  'theme.channel-refused':
    'Só quem pode gerenciar este canal pode mudar o tema do tabuleiro comum. Suas imagens (dicas, seus tabuleiros) seguem `theme {theme}`.',
  'theme.channel-done':
    'Pronto: o tabuleiro que todos veem neste canal é *{theme}* a partir de agora (definido por {name}). As imagens de cada um seguem seu `theme dark` ou `theme light`.',
  'schedule.not-allowed':
    'Só quem pode gerenciar este canal pode mudar o post diário. Peça a um responsável, ou digite `today` para jogar agora.',
  'schedule.bad-time': 'Informe a hora como HH:MM no formato 24 horas, ex.: `schedule 09:00`.',
  'schedule.done':
    'Pronto: {level, select, daily {o sudoku do dia} other {um sudoku {level} novo}} será postado aqui todo dia às {time} ({zone}), {start, select, today {a partir de hoje} other {a partir de amanhã}}. `unschedule` para.',
  'schedule.stopped': 'Pronto: sem mais posts diários aqui. `schedule 09:00` recomeça.',
  'schedule.none': 'Nenhum post diário agendado aqui. Digite `schedule 09:00` para começar um.',
  'language.show':
    'Falo *{language}* com você. `language pt-BR` (ou {codes}) muda; `language auto` volta a seguir seu aplicativo.',
  'language.show-channel':
    'Todos neste canal leem em *{language}*: quem pode gerenciar o canal muda com `language channel pt-BR`.',
  'language.done': 'Pronto: falo *{language}* com você a partir de agora.',
  'language.auto': 'Pronto: volto a seguir o idioma do seu aplicativo.',
  'language.channel-done':
    'Pronto: o que todos veem neste canal está em *{language}* a partir de agora (definido por {name}).',
  'language.channel-auto':
    'Pronto: este canal volta a seguir o idioma do servidor (inglês se não houver).',
  'language.channel-refused':
    'Só quem pode gerenciar este canal pode mudar o idioma dele. `language {code}` muda o idioma que uso com você.',
  'language.channel-in-dm':
    'Nossas mensagens diretas seguem o seu idioma: digite `language {code}`.',
  'language.unknown': "Não falo ''{word}''. Falo {codes}: ex.: `language pt-BR`.",
  'timezone.show':
    'O dia desta conversa segue *{zone}*{chosen, select, yes {} other { (o fuso do bot)}}: lá são {time}, {date, date, long}. Quem gerencia o canal muda com `timezone America/Sao_Paulo`; `timezone auto` volta ao fuso do bot ({bot}).',
  'timezone.done':
    'Pronto: o dia desta conversa segue *{zone}* a partir de agora (definido por {name}): lá são {time}, {date, date, long}. O sudoku do dia, o horário e a meia-noite da postagem diária, as sequências e `leaderboard today` e `week` o seguem.',
  'timezone.auto':
    'Pronto: o dia desta conversa volta a seguir o fuso do bot, *{zone}* (lá são {time}, {date, date, long}).',
  'timezone.refused':
    'Só quem gerencia este canal pode mudar o fuso horário dele. Peça a quem gerencia; `timezone` diz o atual.',
  'timezone.unknown':
    "Não conheço o fuso horário ''{word}''. Use um nome de fuso IANA, ex.: `timezone America/Sao_Paulo`, `timezone Europe/Lisbon` ou `timezone Asia/Tokyo`.",
  'timezone.offset':
    "''{word}'' é um deslocamento, não um fuso horário: um deslocamento não segue o horário de verão. Use o nome do fuso, ex.: `timezone America/Sao_Paulo` ou `timezone Europe/Lisbon`.",
  'help.words':
    'Em português você também pode digitar: `ajuda`, `dica`, `desfazer`, `novo hard`, `hoje`, `tabuleiro`, `apagar r3c5`, `anotações`, `resolver`, `ranking`, `compartilhar`, `retomar`, `idioma pt-BR`.\n',
  ...catalogEngine,
  ...quietLookupsPtBR,
  ...i18nCliPtBR,
  ...cliWordsPtBR,
};
