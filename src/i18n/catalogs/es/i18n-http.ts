// Español: los rechazos HTTP del tablero y del patio de juegos web (que se ven en la página), los
// del inicio de sesión de la Actividad, los nombres rechazados y el aviso de Discord sobre un MD largo.

import type { MessageKey } from '../index.ts';

export const i18nHttpEs: Partial<Record<MessageKey, string>> = {
  'http.not-found': 'No hay nada en esa dirección.',
  'http.method-not-allowed': '`{method}` no está permitido aquí.',
  'http.internal': 'Lo siento, algo salió mal de nuestro lado. Vuelve a intentarlo.',
  'http.aborted': 'La subida se cortó antes de terminar; envíala de nuevo.',
  'http.too-large':
    '{what, select, photo {Esa foto es demasiado grande} other {Esa solicitud es demasiado grande}}: el límite es {limit}.',
  'http.not-json': 'Envía el cuerpo de la solicitud como `application/json`.',
  'http.bad-json': 'El cuerpo de la solicitud no es JSON válido.',
  'http.send-shape': 'Envía {shape}.',
  'http.no-sign-in': 'Este patio de juegos no tiene inicio de sesión.',
  'http.command-not-text': 'El comando debe ser texto.',
  'http.not-an-image':
    'Sube una foto en PNG, JPEG, WebP o GIF (el archivo no era de ninguno de esos tipos).',
  'http.empty-photo': 'La foto estaba vacía.',
  'http.image-gone': 'Esa imagen ya no se guarda; pide el tablero de nuevo.',
  'http.wrong-host': 'Abre el patio de juegos desde localhost.',
  'http.bad-channel': 'Ese nombre de canal no es válido.',
  'http.no-channel': 'No hay ningún canal llamado «{key}».',
  'http.bad-page': 'Nombra la página con {example} (letras y dígitos).',
  'http.empty-command': 'Escribe primero un comando, por ejemplo `help`.',
  'http.command-too-long': 'Ese comando es demasiado largo: no pases de {max, number} caracteres.',
  'http.sign-in': 'Inicia sesión primero: tu sesión terminó.',
  'http.wrong-password': 'Esa contraseña no es correcta.',
  'http.names-full':
    'El patio de juegos guarda tantos nombres como puede ({max, number}): inicia sesión con un nombre que ya usaste en este navegador, o vuelve a intentarlo cuando caduquen los nombres sin usar.',
  'http.too-many-tries':
    'Demasiadas contraseñas incorrectas {scope, select, network {desde tu red} other {para el nombre {name}}}: vuelve a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.',
  'http.name-taken':
    '{name} es el nombre de otro jugador (se usó primero en otro navegador): elige otro nombre.',
  'http.name-like':
    '{name} se parece demasiado a {holder}, el nombre de otro jugador: elige otro nombre.',
  'http.streams-busy':
    'Todas las conexiones en vivo están ocupadas por otros jugadores: recarga más tarde para ver los mensajes nuevos en vivo.',
  'http.pages-open': 'Ya tienes {max, number} páginas abiertas; cierra una y recarga esta.',
  'http.board-open': 'Ya tienes este tablero abierto {max, number} veces; cierra uno y recarga.',
  'http.room-full':
    '{max, number} páginas ya están mirando este tablero; vuelve a intentarlo más tarde.',
  'http.boards-busy': 'Hay demasiados tableros abiertos ahora; vuelve a intentarlo más tarde.',
  'http.slow-down':
    'Son más {what, select, moves {jugadas} other {selecciones}} de las que alguien puede hacer a mano: espera un momento y sigue. No se cambió nada más.',
  'http.replayed': 'Esa jugada ya se recibió (una solicitud repetida): no se hizo dos veces.',
  'http.too-old': 'Esa jugada es demasiado antigua para saber si ya se hizo: no se cambió nada.',
  'http.too-slow': 'Eso tardó demasiado; mira el tablero y vuelve a intentarlo.',
  'http.bad-cell': 'Envía {shape} con una casilla del tablero, o `null`.',
  'http.move-off-board':
    'Esa casilla está fuera del tablero: las casillas van de 0 (r1c1) a {last, number} ({cell}).',
  'http.move-no-game':
    'La jugada no nombra ninguna partida: envía el `gameId` del tablero que tocaste.',
  'http.move-no-seq':
    'La jugada necesita un número de secuencia (`seq`): un número entero, uno más en cada jugada.',
  'http.move-missing': 'Falta la jugada.',
  'http.move-kinds': 'Las jugadas son {kinds}.',
  'http.no-game': 'Ya no hay ninguna partida aquí.',
  'http.other-game':
    'Ese tablero no es la partida que se juega aquí ahora (una partida anterior, o la de otra conversación): no se cambió nada. El tablero muestra la partida actual.',
  'http.game-over':
    '{solved, select, yes {Esta partida está resuelta} other {Esta partida se reveló}}: no admite más jugadas.',
  'size.mb': '{n, number} MB',
  'size.kb': '{n, number} KB',
  'size.bytes': '{n, plural, one {# byte} other {# bytes}}',
  'board-ui.loading': 'Cargando el tablero…',
  'board-ui.playing-now': 'Jugando ahora',
  'board-ui.digits': 'Dígitos',
  'board-ui.board': 'Tablero de sudoku',
  'board-ui.notes': 'Notas',
  'board-ui.notes-title': 'Notas a lápiz (N)',
  'board-ui.erase': 'Borrar',
  'board-ui.erase-title': 'Vaciar la casilla (Supr)',
  'board-ui.undo': 'Deshacer',
  'board-ui.undo-title': 'Deshacer tu última jugada (U)',
  'board-ui.hint': 'Pista',
  'board-ui.hint-title': 'Una pista: pulsa de nuevo para más (H)',
  'board-ui.reveal': 'Revelar',
  'board-ui.reveal-title': 'Mostrar la solución',
  'board-ui.more': 'Más',
  'board-ui.close': 'Cerrar',
  'board-ui.recent': 'Jugadas recientes',
  'board-ui.cancel': 'Cancelar',
  'board-ui.confirm': 'Confirmar',
  'board-ui.someone': 'Alguien',
  'board-ui.no-game': 'Aún no hay partida aquí',
  'board-ui.start-one': 'Empieza una con `today` o `new` en el chat.',
  'board-ui.solved': '¡Resuelto!',
  'board-ui.solved-line': '{title} en {time}.',
  'board-ui.solved-by': '{title} en {time} por {names}.',
  'board-ui.refused': 'La jugada fue rechazada ({code}).',
  'board-ui.nothing-changed': 'No se cambió nada.',
  'board-ui.tap-cell': 'Toca primero una casilla y luego el dígito.',
  'board-ui.tap-clear': 'Toca primero la casilla que quieres vaciar.',
  'board-ui.reveal-ask': '¿Revelar la solución para todos aquí? Esto termina la partida.',
  'board-ui.filled': '{cell} ya está llena.',
  'board-ui.placed-by': '{cell}: {digit}, puesto por {who}',
  'board-ui.feed-place': '{who} puso {digit} en {cell}',
  'board-ui.feed-clear': '{who} vació {cell}',
  'board-ui.feed-notes': '{who} anotó todos los candidatos',
  'board-ui.feed-note': '{who} anotó en {cell}',
  'board-ui.you': '{name} (tú)',
  'board-ui.all-placed': '{digit} (todos colocados)',
  'board-ui.unreachable': 'No se puede contactar con el servidor del tablero.',
  'board-ui.stream-status': 'La conexión del tablero respondió {status}.',
  'board-ui.reconnects': 'El tablero en vivo se vuelve a conectar…',
  'board-ui.connecting': 'Conectando con Discord…',
  'board-ui.discord-closed': 'Discord cerró la Actividad.',
  'board-ui.sign-in-failed': 'El inicio de sesión falló ({status}).',
  'board-ui.own-board': 'Por mi cuenta',
  'board-ui.own-board-title': 'Jugar tu propio tablero del sudoku del día (cuenta en este canal)',
  'board-ui.with-channel': 'Con el canal',
  'board-ui.with-channel-title': 'Volver al tablero que juegan todos aquí',
  'board-ui.did-not-work': 'No funcionó; vuelve a intentarlo.',
  'board-ui.signing-in': 'Iniciando sesión…',
  'board-ui.signing-in-again': 'Volviendo a iniciar sesión…',
  'board-ui.in-activity': 'En esta Actividad: {names}',
  'board-ui.cell-given': '{cell}, {digit}, dado',
  'board-ui.cell-placed': '{cell}, {digit}, puesto por {who}',
  'board-ui.cell-digit': '{cell}, {digit}',
  'board-ui.cell-empty': '{cell}, vacía',
  'board-ui.cell-title': '{digit} puesto por {who}',
  'name.empty': 'Escribe un nombre.',
  'name.blank': 'Escribe un nombre con letras o dígitos.',
  'name.too-long': 'Ese nombre tiene {length, number} caracteres: usa como máximo {max, number}.',
  'name.start': 'Empieza el nombre con una letra o un dígito.',
  'name.character':
    'Un nombre no puede llevar {character}: usa letras, dígitos, espacios, puntos, guiones o guiones bajos.',
  'name.code-point': 'el carácter {code}',
  'activity.session-ended':
    'Tu sesión de la Actividad terminó o no es válida: el tablero vuelve a iniciar tu sesión.',
  'activity.other-instance':
    'Esta sesión es de otra Actividad: no se cambió nada. Vuelve a abrir la Actividad.',
  'activity.code-refused':
    'Discord no aceptó este inicio de sesión (el código ya se usó o caducó): cierra la Actividad y ábrela de nuevo.',
  'activity.token-refused': 'Discord no aceptó el inicio de sesión: abre la Actividad de nuevo.',
  'activity.unreachable':
    'No se pudo contactar con Discord para iniciar tu sesión; vuelve a intentarlo en un momento.',
  'activity.discord-status':
    'Discord respondió {status} al iniciar tu sesión; vuelve a intentarlo en un momento.',
  'activity.unexpected':
    'Discord envió {what, select, token {un token inesperado} user {un usuario inesperado} instance {una instancia de Actividad inesperada} other {una respuesta inesperada}} al iniciar tu sesión; vuelve a intentarlo.',
  'activity.too-many-sign-ins':
    'Demasiados inicios de sesión en esta Actividad; espera un momento.',
  'activity.own-already': 'Este ya es tu propio tablero.',
  'activity.no-own-board': 'Aquí no hay un sudoku del día para jugar por tu cuenta.',
  'activity.send-code': 'Envía el código que la autorización de Discord le dio a la página.',
  'activity.send-instance': 'Envía el id de instancia de esta Actividad.',
  'activity.code-used':
    'Este código de inicio de sesión ya se usó: cierra la Actividad y ábrela de nuevo.',
  'activity.not-running': 'Esta Actividad ya no está en marcha: ábrela de nuevo desde Discord.',
  'activity.not-listed': 'Discord no te cuenta en esta Actividad: ábrela de nuevo desde Discord.',
  'discord.type-move-like': 'Escribe una jugada como `r3c5 7`.',
  'adapter.not-a-picture': '({name} no es una imagen)',
  'discord.dm-too-long':
    'Ese mensaje tiene {length, number} caracteres; un comando tiene como máximo {max, number}.',
};
