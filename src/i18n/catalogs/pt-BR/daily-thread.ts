// Português do Brasil: o tópico de cada dia sob o sudoku do dia, `thread on|off`, e por que a
// conversa do dia volta para o canal.

import type { MessageKey } from '../index.ts';

export const dailyThreadPtBR: Partial<Record<MessageKey, string>> = {
  'thread.name': 'Sudoku de {date, date, long}',
  'thread.show':
    '{state, select, on {Cada postagem do sudoku do dia abre aqui um tópico: os resultados, compartilhamentos e o resumo do dia vão para lá, e o canal mostra uma mensagem por dia.} other {Os tópicos do dia estão desligados aqui: resultados, compartilhamentos e o resumo vão para o canal.}} Quem gerencia o canal muda isso com `thread on` ou `thread off`.',
  'thread.on':
    'Pronto ({name}): a partir da próxima postagem do dia, os resultados, compartilhamentos e o resumo vão para um tópico abaixo dela.',
  'thread.off':
    'Pronto ({name}): de agora em diante, resultados, compartilhamentos e o resumo ficam no canal, sem tópico sob a postagem do dia.',
  'thread.refused':
    'Só quem gerencia este canal pode ligar ou desligar os tópicos do dia. `thread` sozinho mostra como está.',
  'thread.direct':
    'Os tópicos do dia são para canais: nas nossas mensagens diretas tudo fica aqui mesmo.',
  'thread.posted': 'Postado no tópico de hoje, sob o sudoku do dia.',
  'thread.lost.no-permission':
    'Os resultados de hoje ficam no canal: não posso abrir um tópico nem escrever nele aqui. Quem gerencia o canal pode me permitir criar tópicos públicos e enviar mensagens em tópicos, ou digitar `thread off` para deixar tudo no canal.',
  'thread.lost.archived':
    'O tópico de hoje foi arquivado e não consigo reabri-lo, então os resultados de hoje vão para o canal.',
  'thread.lost.gone':
    'O tópico de hoje (ou a postagem do dia em que ele fica) foi apagado, então os resultados de hoje vão para o canal.',
  'thread.lost.failed':
    'Não consegui postar no tópico de hoje, então os resultados de hoje vão para o canal.',
};
