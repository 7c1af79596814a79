// Español: las páginas de ayuda (ver en/help.ts). Los comandos van entre comillas invertidas tal
// como se escriben; `{taps}`, `{photo}` y `{community}` son las frases de cada plataforma.

import type { MessageKey } from '../index.ts';

export const esHelp: Partial<Record<MessageKey, string>> = {
  'help.overview':
    '*Comandos de sudoku*\n' +
    '`today` — el sudoku del día en esta conversación (todos aquí juegan el mismo tablero) · `today solo` — tu propio tablero del día, en nuestros mensajes directos\n' +
    '`daily 325` o `daily 2026-11-20` — un sudoku del día anterior, del archivo (sin racha ni clasificación) · `share` — publica aquí tu resultado de hoy\n' +
    '`new hard` — un sudoku nuevo (de easy a extreme; también `new easy mini`, `new medium x`, `new easy big`)\n' +
    '`board` — vuelve a mostrar el tablero, abajo · `resume` — recupera una partida apartada\n' +
    '`r3c5 7` — coloca 7 en la fila 3, columna 5. {taps}\n' +
    '`clear r3c5` — vacía una casilla · `undo` — deshace tu última jugada\n' +
    '`note r3c5 1 2 4` — pone o quita notas a lápiz · `notes` — anota todos los candidatos (otra vez para borrarlos)\n' +
    '`hint` — una pista (otra vez para más detalle) · `hint r3c5` — cómo se deduce esa casilla\n' +
    '`solve` — revela la solución y termina la partida (en un canal pregunto antes)\n' +
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79` — resuelve una cuadrícula pegada · {photo} — resuelve una foto\n' +
    '`stats` — tus estadísticas, racha y calendario · `stats @nombre` — las de otra persona · `leaderboard` — los tiempos y rachas de hoy, `leaderboard week` (o `leaderboard month`, `leaderboard all`) · `digest` — ayer aquí\n' +
    '`schedule 09:00` / `unschedule` — publica aquí el sudoku del día cada día (gestores del canal)\n' +
    '`theme dark` / `theme light` — los colores de tus imágenes · `theme channel dark` — el tablero de este canal (gestores del canal)\n' +
    '{settings}' +
    '{words}' +
    'Más: {topics}.',
  'help.settings-line':
    '`language es` — el idioma en que te hablo · `language channel es` — el de este canal (gestores del canal)\n' +
    '`timezone Europe/Madrid` — el día de este canal: el sudoku del día, la hora de su publicación, las rachas (gestores del canal)\n',
  'help.taps.discord':
    'Bajo el tablero: elige una casilla en uno de los menús, luego su cifra (✏️ cambia a notas a lápiz), o pulsa *Escribir jugada*.',
  'help.taps.slack':
    'Bajo el tablero: elige una casilla en el menú y luego pulsa su cifra (cambia de Colocar a ✏️ Nota para las notas a lápiz).',
  'help.taps.web': 'Los botones bajo el tablero dan una pista, deshacen o ponen notas.',
  'help.photo-short.discord': 'una foto: `solve` con su opción *image*',
  'help.photo-short.slack':
    'una foto en nuestros mensajes directos (en un canal, mencióname con ella)',
  'help.photo-short.web': 'una foto (el botón de cámara, arrastrar y soltar o pegar)',
  'help.photo-long.discord':
    'Adjunta la foto de una cuadrícula impresa a `solve` (su opción *image*), o usa «Solve this Sudoku» (Apps, en el menú del mensaje) en un mensaje que tenga una.',
  'help.photo-long.slack':
    'Publica la foto de una cuadrícula impresa en nuestros mensajes directos, o en un canal mencionándome, o usa «Solve this Sudoku» (en el menú ⋯ del mensaje) en un mensaje que tenga una.',
  'help.photo-long.web':
    'Envía la foto de una cuadrícula impresa con el botón de cámara, arrastrándola y soltándola o pegándola.',
  'help.spellings.slack': '`r3c5 7`, `r3c5=7` y `place r3c5 7` colocan todos 7 en r3c5.',
  'help.spellings.web': '`r3c5 7`, `r3c5=7`, `R3C5 7` y `place r3c5 7` colocan todos 7 en r3c5.',
  'help.spellings.plain': '`r3c5 7` coloca 7 en r3c5.',
  'help.moves':
    '*Jugadas*\n' +
    'Las casillas se nombran por fila y luego columna: `r1c1` es la de arriba a la izquierda, `r9c9` la de abajo a la derecha.\n' +
    '{taps}\n' +
    '{spellings}\n' +
    'Una cifra equivocada se rechaza al momento y cuenta como error; el tablero solo tiene cifras correctas. Las cifras dadas (impresas) no cambian.\n' +
    '`clear r3c5` vacía una casilla (en un canal, la cifra o las notas de otra persona solo tras confirmar: `clear r3c5 confirm`); `undo` deshace tu propia última jugada (en un canal, nunca la de otra persona).\n' +
    '`new` sobre una partida del canal sin terminar pregunta antes; la partida apartada vuelve con `resume`.\n' +
    '`note r3c5 1 2 4` pone o quita notas a lápiz; `notes` anota todos los candidatos, `notes` otra vez (o `notes clear`) los borra.\n' +
    'Cada cambio edita el único tablero de la partida en su sitio; `board` lo vuelve a mostrar abajo.',
  'help.stats':
    '*Estadísticas y clasificación*\n' +
    '`stats`: partidas jugadas y resueltas, tu racha diaria, el mejor tiempo y la mediana, errores y pistas, y un calendario de los sudokus del día que resolviste estas cuatro semanas.\n' +
    '`stats @nombre`: las estadísticas de otra persona, de los sudokus del día que resolvió (nada más de lo que jugó en mensajes directos).\n' +
    'Una racha cuenta los sudokus del día resueltos (ni revelados ni del archivo) en días seguidos.\n' +
    '`leaderboard`: los tiempos del sudoku de hoy aquí y en todo el {community}, y las rachas en curso. `leaderboard week`, `leaderboard month` o `leaderboard all`: sudokus del día resueltos y el tiempo medio en ese periodo. Un sudoku del día resuelto en un mensaje directo con el bot cuenta en cada {community} donde juegas; uno que jugaste por tu cuenta desde un canal (`today solo`) cuenta también en ese canal.\n' +
    'Tiempo clasificado: +30 s por error; más de 10 errores: sin clasificar. En caso de empate, menos pistas y luego menos errores; si no, se comparte el puesto.\n' +
    '`digest` (o `leaderboard yesterday`): el sudoku de ayer aquí: cuántos lo resolvieron, el más rápido, las rachas más largas. También sigue a la publicación de cada mañana.' +
    '\n`stats`, `leaderboard` y `digest` solo te responden a ti, con un botón *Publicar en el canal* para mostrarlo a todos.',
  'help.daily':
    '*El sudoku del día*\n' +
    '`today` juega el sudoku de hoy en el tablero común de este canal: todos aquí juegan el mismo tablero.\n' +
    '`today solo` (o el botón *Jugar solo*): tu propio tablero del mismo sudoku, en nuestros mensajes directos. Al terminar, tu resultado (tiempo, errores, pistas, racha y una cuadrícula de cajas, sin cifras) se publica en el canal desde el que empezaste.\n' +
    '`share` publica en este canal tu resultado del sudoku de hoy; en nuestros mensajes directos te da el texto para copiar.\n' +
    '`daily 325` o `daily 2026-11-20` juega un sudoku del día anterior del archivo: no cuenta para rachas ni para la clasificación.',
  'help.photo':
    '*Resolver una foto*\n' +
    '{photo} Muestro lo que leí, con las casillas dudosas resaltadas.\n' +
    'Corrige una casilla con `fix r3c5 8` (o `fix r3c5 .` para vaciarla); luego vuelvo a revisar la cuadrícula.\n' +
    'Si tuve que adivinar casillas, compara todo el tablero con tu foto y envía `fix ok`.',
  'help.levels':
    '*Niveles*: {levels}.\n' +
    '*Variantes*: {variants} (mini es 6x6, x añade las diagonales, big es 16x16).',
  'help.hints':
    '*Pistas*\n' +
    '`hint` dice primero dónde mirar, luego (otra vez) qué técnica y qué cifra, y luego el paso completo.\n' +
    '`hint r3c5` explica cómo se deduce esa casilla del tablero.\n' +
    'Las pistas cuentan en el resultado de la partida. En un canal solo las ves tú.',
  'help.solve':
    '*Resolver una cuadrícula*\n' +
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`\n' +
    'O 9 líneas de 9, con espacios, | o - como quieras; `.`, `0` o `_` para las casillas vacías.\n' +
    'Muestro la solución, o digo si la cuadrícula no tiene solución, si tiene varias, o qué fila, columna o caja repite una cifra.\n' +
    'La respuesta tiene un botón para jugar la cuadrícula aquí con pistas. `solve` solo revela la partida en curso.',
  'help.schedule':
    '*Publicación diaria*\n' +
    '`schedule 09:00` publica aquí el sudoku del día cada día a las 09:00 (huso horario del bot); `schedule 07:30 hard` publica en su lugar un sudoku difícil nuevo.\n' +
    '`unschedule` la detiene. Solo quien puede gestionar el canal puede cambiarla.' +
    '\nCada publicación diaria abre un hilo para la charla del día (resultados, lo compartido, el resumen); `thread off` lo deja todo en el canal, `thread on` recupera el hilo.',
  'help.theme':
    '*Tema de las imágenes*\n' +
    '`theme dark` o `theme light` colorea las imágenes que solo ves tú: tableros en nuestros mensajes directos, tus propios tableros y las pistas que solo se te muestran a ti. `theme` solo dice cuál tienes.\n' +
    'El tablero de un canal lo ven todos allí, así que mantiene el tema del canal (claro salvo que se cambie): quien puede gestionar el canal lo elige con `theme channel dark` o `theme channel light`.',
  'help.theme-web':
    'En esta página, una imagen para la que nadie eligió tema sigue el modo oscuro o claro de tu navegador.',
  'help.unknown': "No tengo ayuda sobre ''{topic}''. Temas: {topics}. O simplemente `help`.",
  'help.words':
    'En español también puedes escribir: `ayuda`, `pista`, `deshacer`, `nuevo hard`, `hoy`, `tablero`, `borrar r3c5`, `notas`, `resolver`, `clasificación`, `compartir`, `reanudar`, `idioma es`.\n',
};
