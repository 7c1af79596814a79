// Português (Brasil): a página de chat do playground em volta do tabuleiro (barra lateral, login,
// caixa de comandos, avisos da página) e a página de abertura da Atividade.

import type { MessageKey } from '../index.ts';

export const pageWordsPtBR: Partial<Record<MessageKey, string>> = {
  'page-words.page-title': 'Playground de Sudoku',
  'page-words.brand-small': 'playground',
  'page-words.conversations': 'Conversas',
  'page-words.playing-as': 'Jogando como',
  'page-words.who-help': 'Abra uma segunda aba com outro nome para jogar junto.',
  'page-words.sign-out': 'Sair',
  'page-words.channels': 'Canais',
  'page-words.direct-messages': 'Mensagens diretas',
  'page-words.sidebar-note':
    'O jogo de um canal é compartilhado por todos nele; sua mensagem direta com o bot guarda um jogo só seu.',
  'page-words.play-on-board': 'Jogar no tabuleiro',
  'page-words.messages': 'Mensagens',
  'page-words.loading': 'Carregando…',
  'page-words.drop-hint': 'Solte a foto de um Sudoku para resolvê-lo',
  'page-words.open-it': 'Abrir',
  'page-words.dismiss': 'Fechar',
  'page-words.attach-title': 'Resolver a foto de um Sudoku',
  'page-words.attach-label': 'Enviar a foto de um Sudoku para resolver',
  'page-words.command-placeholder': 'Digite um comando, p. ex. new easy ou r3c5 7',
  'page-words.command-short': 'Digite um comando…',
  'page-words.command-label': 'Comando',
  'page-words.send': 'Enviar',
  'page-words.try': 'Experimente',
  'page-words.keys': '{enter} envia · {shift}+{enter} nova linha · {up} recupera',
  'page-words.live-board': 'Tabuleiro ao vivo',
  'page-words.back-to-chat': 'Voltar ao chat',
  'page-words.sign-in-title': 'Entrar no playground de Sudoku',
  'page-words.your-name': 'Seu nome',
  'page-words.name-help':
    'O primeiro navegador a entrar com um nome fica com ele (e com os nomes parecidos).',
  'page-words.password': 'Senha',
  'page-words.sign-in': 'Entrar',
  'page-words.unreachable':
    'Não foi possível falar com o servidor do playground. O `npm start` ainda está rodando?',
  'page-words.server-answered': 'O servidor respondeu {status}.',
  'page-words.signed-in': 'Você entrou. Os outros entram com o próprio nome para jogar junto.',
  'page-words.stream-stopped':
    'As atualizações ao vivo pararam (páginas demais abertas?). Feche uma e recarregue.',
  'page-words.reconnecting': 'Reconectando…',
  'page-words.welcome-direct': 'Seu próprio jogo com o bot',
  'page-words.welcome-channel': 'Boas-vindas a #{channel}',
  'page-words.welcome-how':
    'Comece um jogo com {new} ou jogue o Sudoku do dia com {today}. Coloque números com {place}, peça uma dica com {hint} quando travar, ou solte aqui a foto de um Sudoku impresso para resolvê-lo.',
  'page-words.unread': '{channel}, {count}',
  'page-words.unread-count': '{n, plural, one {# não lida} other {# não lidas}}',
  'page-words.board-ready': 'Seu próprio tabuleiro está pronto em @ {channel}.',
  'page-words.topic-direct': 'Seu jogo pessoal: só você joga aqui.',
  'page-words.topic-channel': 'Um jogo compartilhado: todos neste canal jogam no mesmo tabuleiro.',
  'page-words.window-title': '{channel} · Playground de Sudoku',
  'page-words.not-an-image': '“{file}” não é uma imagem PNG, JPEG, WebP ou GIF.',
  'page-words.photo-too-large': '“{file}” é grande demais: as fotos podem ter até {limit}.',
  'page-words.thinking': '{bot} está pensando…',
  'page-words.launch-title': 'Sudoku: abra no Discord',
  'page-words.launch-heading': 'O Sudoku se joga dentro do Discord',
  'page-words.launch-body':
    'Esta página é a Atividade de Sudoku e só funciona quando o Discord a abre. Num canal de servidor ou numa mensagem direta com o bot, digite {play}, toque em {button} embaixo de um tabuleiro de Sudoku ou escolha Sudoku no inicializador de apps.',
};
