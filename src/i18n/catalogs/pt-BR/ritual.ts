// Português (Brasil): o ritual diário (comemoração, linhas de compartilhar, arquivo, grades
// próprias, resumo), estatísticas e rankings. Veja en/ritual.ts.

import type { MessageKey } from '../index.ts';

export const ritualPtBR: Partial<Record<MessageKey, string>> = {
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
};
