// Português (Brasil): ajustes de um jogador ou canal (tema da imagem, idioma, fuso horário). Veja
// en/settings.ts.

import type { MessageKey } from '../index.ts';

export const settingsPtBR: Partial<Record<MessageKey, string>> = {
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
};
