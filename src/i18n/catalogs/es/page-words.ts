// Español: la página de chat del patio de juegos alrededor del tablero (barra lateral, inicio de
// sesión, cuadro de comandos, avisos de la página) y la página de inicio de la Actividad.

import type { MessageKey } from '../index.ts';

export const pageWordsEs: Partial<Record<MessageKey, string>> = {
  'page-words.page-title': 'Patio de juegos de Sudoku',
  'page-words.brand-small': 'patio de juegos',
  'page-words.conversations': 'Conversaciones',
  'page-words.playing-as': 'Juegas como',
  'page-words.who-help': 'Abre una segunda pestaña con otro nombre para jugar en compañía.',
  'page-words.sign-out': 'Cerrar sesión',
  'page-words.channels': 'Canales',
  'page-words.direct-messages': 'Mensajes directos',
  'page-words.sidebar-note':
    'La partida de un canal la comparten todos los que están en él; tu mensaje directo con el bot guarda una partida solo tuya.',
  'page-words.play-on-board': 'Jugar en el tablero',
  'page-words.messages': 'Mensajes',
  'page-words.loading': 'Cargando…',
  'page-words.drop-hint': 'Suelta una foto de un sudoku para resolverlo',
  'page-words.open-it': 'Abrirlo',
  'page-words.dismiss': 'Cerrar',
  'page-words.attach-title': 'Resolver la foto de un sudoku',
  'page-words.attach-label': 'Subir la foto de un sudoku para resolverlo',
  'page-words.command-placeholder': 'Escribe un comando, p. ej. new easy o r3c5 7',
  'page-words.command-short': 'Escribe un comando…',
  'page-words.command-label': 'Comando',
  'page-words.send': 'Enviar',
  'page-words.try': 'Prueba',
  'page-words.keys': '{enter} envía · {shift}+{enter} nueva línea · {up} recupera',
  'page-words.live-board': 'Tablero en vivo',
  'page-words.back-to-chat': 'Volver al chat',
  'page-words.sign-in-title': 'Inicia sesión en el patio de juegos de Sudoku',
  'page-words.your-name': 'Tu nombre',
  'page-words.name-help':
    'El primer navegador que inicia sesión con un nombre se lo queda (y también los nombres parecidos).',
  'page-words.password': 'Contraseña',
  'page-words.sign-in': 'Iniciar sesión',
  'page-words.unreachable':
    'No se puede contactar con el servidor del patio de juegos. ¿Sigue en marcha `npm start`?',
  'page-words.server-answered': 'El servidor respondió {status}.',
  'page-words.signed-in':
    'Sesión iniciada. Los demás inician sesión con su propio nombre para jugar juntos.',
  'page-words.stream-stopped':
    'Las actualizaciones en vivo se detuvieron (¿demasiadas páginas abiertas?). Cierra una y recarga.',
  'page-words.reconnecting': 'Reconectando…',
  'page-words.welcome-direct': 'Tu propia partida con el bot',
  'page-words.welcome-channel': 'Bienvenido a #{channel}',
  'page-words.welcome-how':
    'Empieza una partida con {new} o juega el sudoku del día con {today}. Coloca números con {place}, pide una pista con {hint} si te atascas, o suelta aquí la foto de un sudoku impreso para resolverlo.',
  'page-words.unread': '{channel}, {count}',
  'page-words.unread-count': '{n, plural, one {# sin leer} other {# sin leer}}',
  'page-words.board-ready': 'Tu propio tablero está listo en @ {channel}.',
  'page-words.topic-direct': 'Tu partida personal: aquí solo juegas tú.',
  'page-words.topic-channel': 'Una partida compartida: todo el canal juega en el mismo tablero.',
  'page-words.window-title': '{channel} · Patio de juegos de Sudoku',
  'page-words.not-an-image': '«{file}» no es una imagen PNG, JPEG, WebP ni GIF.',
  'page-words.photo-too-large':
    '«{file}» es demasiado grande: las fotos pueden ocupar hasta {limit}.',
  'page-words.thinking': '{bot} está pensando…',
  'page-words.launch-title': 'Sudoku: ábrelo en Discord',
  'page-words.launch-heading': 'Sudoku se juega dentro de Discord',
  'page-words.launch-body':
    'Esta página es la Actividad de Sudoku y solo funciona cuando Discord la abre. En un canal de un servidor o en un mensaje directo con el bot, escribe {play}, pulsa {button} bajo un tablero de sudoku o elige Sudoku en el lanzador de aplicaciones.',
  'page-words.only-you': 'Solo tú puedes ver esto',
  'page-words.daily-post': 'Sudoku del día',
};
