// Português (Brasil): as recusas HTTP do tabuleiro e do playground web (mostradas na página), as
// do login da Atividade, os nomes recusados e o aviso do Discord sobre uma DM longa demais.

import type { MessageKey } from '../index.ts';

export const i18nHttpPtBR: Partial<Record<MessageKey, string>> = {
  'http.not-found': 'Não há nada nesse endereço.',
  'http.method-not-allowed': '`{method}` não é permitido aqui.',
  'http.internal': 'Desculpe, algo deu errado do nosso lado. Tente de novo.',
  'http.aborted': 'O envio foi interrompido antes de terminar; envie de novo.',
  'http.too-large':
    '{what, select, photo {Essa foto é grande demais} other {Essa requisição é grande demais}}: o limite é {limit}.',
  'http.not-json': 'Envie o corpo da requisição como `application/json`.',
  'http.bad-json': 'O corpo da requisição não é um JSON válido.',
  'http.send-shape': 'Envie {shape}.',
  'http.no-sign-in': 'Este playground não tem login.',
  'http.command-not-text': 'O comando precisa ser texto.',
  'http.not-an-image':
    'Envie uma foto em PNG, JPEG, WebP ou GIF (o arquivo não era de nenhum desses tipos).',
  'http.empty-photo': 'A foto estava vazia.',
  'http.image-gone': 'Essa imagem não é mais guardada; peça o tabuleiro de novo.',
  'http.wrong-host': 'Abra o playground pelo localhost.',
  'http.bad-channel': 'Esse nome de canal não é válido.',
  'http.no-channel': 'Não há nenhum canal chamado “{key}”.',
  'http.bad-page': 'Dê nome à página com {example} (letras e dígitos).',
  'http.empty-command': 'Digite um comando primeiro, por exemplo `help`.',
  'http.command-too-long': 'Esse comando é longo demais: fique abaixo de {max, number} caracteres.',
  'http.sign-in': 'Entre primeiro: sua sessão terminou.',
  'http.wrong-password': 'Essa senha não está certa.',
  'http.names-full':
    'O playground guarda tantos nomes quanto pode ({max, number}): entre com um nome que você já usou neste navegador, ou tente de novo quando nomes sem uso expirarem.',
  'http.too-many-tries':
    'Senhas erradas demais {scope, select, network {a partir da sua rede} other {para o nome {name}}}: tente de novo em {minutes, plural, one {# minuto} other {# minutos}}.',
  'http.name-taken':
    '{name} é o nome de outro jogador (foi usado primeiro em outro navegador): escolha outro nome.',
  'http.name-like':
    '{name} é parecido demais com {holder}, o nome de outro jogador: escolha outro nome.',
  'http.streams-busy':
    'Todas as conexões ao vivo estão ocupadas por outros jogadores: recarregue mais tarde para ver as mensagens novas ao vivo.',
  'http.pages-open': 'Você já tem {max, number} páginas abertas; feche uma e recarregue esta.',
  'http.board-open':
    'Você já está com este tabuleiro aberto {max, number} vezes; feche um e recarregue.',
  'http.room-full':
    '{max, number} páginas já estão vendo este tabuleiro; tente de novo mais tarde.',
  'http.boards-busy': 'Há tabuleiros demais abertos agora; tente de novo mais tarde.',
  'http.slow-down':
    'São mais {what, select, moves {jogadas} other {seleções}} do que alguém consegue fazer à mão: espere um pouco e continue. Nada mais foi alterado.',
  'http.replayed':
    'Essa jogada já foi recebida (uma requisição repetida): ela não foi feita duas vezes.',
  'http.too-old': 'Essa jogada é antiga demais para saber se já foi feita: nada foi alterado.',
  'http.too-slow': 'Isso demorou demais; olhe o tabuleiro e tente de novo.',
  'http.bad-cell': 'Envie {shape} com uma casa do tabuleiro, ou `null`.',
  'http.move-off-board':
    'Essa casa está fora do tabuleiro: as casas vão de 0 (r1c1) a {last, number} ({cell}).',
  'http.move-no-game':
    'A jogada não indica nenhuma partida: envie o `gameId` do tabuleiro que você tocou.',
  'http.move-no-seq':
    'A jogada precisa de um número de sequência (`seq`): um número inteiro, um a mais a cada jogada.',
  'http.move-missing': 'Falta a jogada.',
  'http.move-kinds': 'As jogadas são {kinds}.',
  'http.no-game': 'Não há mais nenhuma partida aqui.',
  'http.other-game':
    'Esse tabuleiro não é a partida jogada aqui agora (uma partida anterior, ou a de outra conversa): nada foi alterado. O tabuleiro mostra a partida atual.',
  'http.game-over':
    '{solved, select, yes {Esta partida está resolvida} other {Esta partida foi revelada}}: ela não aceita mais jogadas.',
  'size.mb': '{n, number} MB',
  'size.kb': '{n, number} KB',
  'size.bytes': '{n, plural, one {# byte} other {# bytes}}',
  'board-ui.loading': 'Carregando o tabuleiro…',
  'board-ui.playing-now': 'Jogando agora',
  'board-ui.digits': 'Dígitos',
  'board-ui.board': 'Tabuleiro de sudoku',
  'board-ui.notes': 'Notas',
  'board-ui.notes-title': 'Anotações a lápis (N)',
  'board-ui.erase': 'Apagar',
  'board-ui.erase-title': 'Esvaziar a casa (Delete)',
  'board-ui.undo': 'Desfazer',
  'board-ui.undo-title': 'Desfazer sua última jogada (U)',
  'board-ui.hint': 'Dica',
  'board-ui.hint-title': 'Uma dica: toque de novo para mais (H)',
  'board-ui.reveal': 'Revelar',
  'board-ui.reveal-title': 'Mostrar a solução',
  'board-ui.more': 'Mais',
  'board-ui.close': 'Fechar',
  'board-ui.recent': 'Jogadas recentes',
  'board-ui.cancel': 'Cancelar',
  'board-ui.confirm': 'Confirmar',
  'board-ui.someone': 'Alguém',
  'board-ui.no-game': 'Ainda não há partida aqui',
  'board-ui.start-one': 'Comece uma com `today` ou `new` no chat.',
  'board-ui.solved': 'Resolvido!',
  'board-ui.solved-line': '{title} em {time}.',
  'board-ui.solved-by': '{title} em {time} por {names}.',
  'board-ui.refused': 'A jogada foi recusada ({code}).',
  'board-ui.nothing-changed': 'Nada foi alterado.',
  'board-ui.tap-cell': 'Toque primeiro uma casa, depois o dígito.',
  'board-ui.tap-clear': 'Toque primeiro a casa que quer esvaziar.',
  'board-ui.reveal-ask': 'Revelar a solução para todos aqui? Isso encerra a partida.',
  'board-ui.filled': '{cell} já está preenchida.',
  'board-ui.placed-by': '{cell}: {digit}, colocado por {who}',
  'board-ui.feed-place': '{who} colocou {digit} em {cell}',
  'board-ui.feed-clear': '{who} esvaziou {cell}',
  'board-ui.feed-notes': '{who} anotou todos os candidatos',
  'board-ui.feed-note': '{who} anotou em {cell}',
  'board-ui.you': '{name} (você)',
  'board-ui.all-placed': '{digit} (todos colocados)',
  'board-ui.unreachable': 'Não foi possível falar com o servidor do tabuleiro.',
  'board-ui.stream-status': 'A conexão do tabuleiro respondeu {status}.',
  'board-ui.reconnects': 'O tabuleiro ao vivo está reconectando…',
  'board-ui.connecting': 'Conectando ao Discord…',
  'board-ui.discord-closed': 'O Discord fechou a Atividade.',
  'board-ui.sign-in-failed': 'O login falhou ({status}).',
  'board-ui.own-board': 'Sozinho',
  'board-ui.own-board-title': 'Jogar seu próprio tabuleiro do desafio do dia (conta neste canal)',
  'board-ui.with-channel': 'Com o canal',
  'board-ui.with-channel-title': 'Voltar ao tabuleiro que todos jogam aqui',
  'board-ui.did-not-work': 'Não deu certo; tente de novo.',
  'board-ui.signing-in': 'Entrando…',
  'board-ui.signing-in-again': 'Entrando de novo…',
  'board-ui.in-activity': 'Nesta Atividade: {names}',
  'board-ui.cell-given': '{cell}, {digit}, dado',
  'board-ui.cell-placed': '{cell}, {digit}, colocado por {who}',
  'board-ui.cell-digit': '{cell}, {digit}',
  'board-ui.cell-empty': '{cell}, vazia',
  'board-ui.cell-title': '{digit} colocado por {who}',
  'name.empty': 'Digite um nome.',
  'name.blank': 'Digite um nome com letras ou dígitos.',
  'name.too-long': 'Esse nome tem {length, number} caracteres: use no máximo {max, number}.',
  'name.start': 'Comece o nome com uma letra ou um dígito.',
  'name.character':
    'Um nome não pode ter {character}: use letras, dígitos, espaços, pontos, hifens ou sublinhados.',
  'name.code-point': 'o caractere {code}',
  'activity.session-ended':
    'Sua sessão da Atividade terminou ou não é válida: o tabuleiro faz seu login de novo.',
  'activity.other-instance':
    'Esta sessão é de outra Atividade: nada foi alterado. Abra a Atividade de novo.',
  'activity.code-refused':
    'O Discord não aceitou este login (o código já foi usado ou expirou): feche a Atividade e abra de novo.',
  'activity.token-refused': 'O Discord não aceitou o login: abra a Atividade de novo.',
  'activity.unreachable':
    'Não foi possível falar com o Discord para fazer seu login; tente de novo daqui a pouco.',
  'activity.discord-status':
    'O Discord respondeu {status} durante seu login; tente de novo daqui a pouco.',
  'activity.unexpected':
    'O Discord enviou {what, select, token {um token inesperado} user {um usuário inesperado} instance {uma instância de Atividade inesperada} other {uma resposta inesperada}} durante seu login; tente de novo.',
  'activity.too-many-sign-ins': 'Logins demais nesta Atividade; espere um pouco.',
  'activity.own-already': 'Este já é o seu próprio tabuleiro.',
  'activity.no-own-board': 'Aqui não há um desafio do dia para jogar sozinho.',
  'activity.send-code': 'Envie o código que a autorização do Discord deu à página.',
  'activity.send-instance': 'Envie o id da instância desta Atividade.',
  'activity.code-used': 'Este código de login já foi usado: feche a Atividade e abra de novo.',
  'activity.not-running': 'Esta Atividade não está mais rodando: abra de novo pelo Discord.',
  'activity.not-listed': 'O Discord não mostra você nesta Atividade: abra de novo pelo Discord.',
  'discord.type-move-like': 'Digite uma jogada como `r3c5 7`.',
  'adapter.not-a-picture': '({name} não é uma imagem)',
  'discord.dm-too-long':
    'Essa mensagem tem {length, number} caracteres; um comando tem no máximo {max, number}.',
};
