// Español: jugar una partida (empezarla, las jugadas y sus rechazos, la línea del tablero, sus
// botones y su título). Ver en/play.ts.

import type { MessageKey } from '../index.ts';

export const playEs: Partial<Record<MessageKey, string>> = {
  'core.sorry': 'Lo siento, algo ha fallado por mi parte. Inténtalo de nuevo en un momento.',
  'core.no-game':
    'Aquí aún no hay partida. Escribe `today` para el sudoku del día o `new` para uno nuevo (p. ej. `new hard`).',
  'core.wrong-board':
    'Ese tablero es de una partida anterior aquí, así que no he cambiado nada. Usa el tablero más reciente, o `board` para verlo.',
  'core.busy-move': 'Ese tablero está muy concurrido ahora; envía tu jugada otra vez.',
  'core.busy-hint': 'Ese tablero está muy concurrido ahora; pide la pista otra vez.',
  'core.off-board':
    '{cell} está fuera del tablero: filas y columnas van de 1 a {size} (r1c1 a r{size}c{size}).',
  'move.off-board':
    'Esa casilla está fuera del tablero: filas y columnas van de 1 a {size} (p. ej. r1c1 a r{size}c{size}).',
  'move.bad-digit': 'En este tablero las cifras van de 1 a {size}.',
  'move.too-many-notes': 'Una casilla admite como mucho {size} notas, p. ej. `note r3c5 1 2 4`.',
  'move.game-over':
    '{solved, select, yes {Esta partida está resuelta} other {Esta partida se ha revelado}}, así que no admite más jugadas. Escribe `new` para un sudoku nuevo o `today` para el del día.',
  'move.given':
    '{cell} es una cifra dada ({digit}) y no se puede cambiar. Elige una casilla vacía.',
  'move.given-clear': '{cell} es una cifra dada y no se puede borrar.',
  'move.already-there': '{cell} ya tiene un {digit}.',
  'move.filled': '{cell} ya tiene un {digit}, que es correcto. Elige una casilla vacía.',
  'move.filled-notes': '{cell} ya tiene un {digit}; las notas van en casillas vacías.',
  'move.empty-cell': '{cell} ya está vacía.',
  'move.nothing-to-undo': 'Todavía no hay nada que deshacer.',
  'move.not-yours-erased': '{who} borró {what}, así que no te queda jugada que deshacer aquí.',
  'move.not-yours-last':
    'No tienes ninguna jugada que deshacer aquí; la última fue de {who}. `undo` deshace solo tus propias jugadas.',
  'move.not-yours-later':
    '{who} cambió esa casilla después de tu jugada, así que no puedo deshacer la tuya sin la suya.',
  'move.your-digit': 'tu {digit} en {cell}',
  'move.your-notes': 'tus notas en {cell}',
  'move.someone': 'alguien',
  'play.how-to': 'Coloca cifras con `r3c5 7`; `hint` si te atascas; `help` para más.',
  'play.progress.left': '{n, plural, one {falta # casilla} other {faltan # casillas}}',
  'play.progress.mistakes': '{n, plural, one {# error} other {# errores}}',
  'play.progress.hints': '{n, plural, one {# pista} other {# pistas}}',
  'play.today-preparing':
    'El sudoku de hoy aún se está preparando. Vuelve a escribir `today` en un minuto.',
  'play.today-on': '*{title}*: ¡el sudoku de hoy ya está aquí! {howTo}',
  'play.solved': '*{title}* está resuelto. 🎉',
  'play.revealed': '*{title}* se ha revelado.',
  'play.status': '*{title}* · {progress}',
  'play.variant-unavailable':
    'Los sudokus {variant} no están disponibles aquí. Prueba `new` para uno clásico.',
  'play.variant-levels':
    'Los sudokus {variant} vienen en {levels}. Prueba `new {level} {variant}`.',
  'play.none-ready':
    'Ahora mismo no hay ningún sudoku {level} nuevo listo; se están haciendo más. Inténtalo en un minuto, o `new {other}` o `today`.',
  'play.none-ready-variant':
    'Ahora mismo no hay ningún sudoku {level} {variant} nuevo listo; se están haciendo más. Inténtalo en un minuto, o `new {other}` o `today`.',
  'play.new-game': '*{title}*: ¡partida nueva!{aside} {howTo}',
  'play.aside-daily': ' (`today` recupera el sudoku del día.)',
  'play.aside-game': ' (La partida sin terminar se ha apartado: `resume` la recupera.)',
  'play.ask-new':
    '*{title}* está sin terminar aquí ({progress}) y es la partida de todos. ¿Empezar una nueva de todos modos? La otra se aparta; {back} la recupera. Escribe `{confirmed}` o pulsa el botón.',
  'play.ask-new.button': 'Empezar partida nueva',
  'play.nothing-aside':
    'Aquí no hay ninguna partida apartada. `new` empieza una nueva, `today` la del día.',
  'play.resumed': '*{title}* ha vuelto · {progress}',
  'play.grid-example': '{problem} Ejemplo: `new 53..7....6..195...` (81 casillas).',
  'play.grid-multiple':
    'Esa cuadrícula tiene más de una solución, así que no es un sudoku jugable. Revisa las cifras, o usa `solve` para ver dos soluciones.',
  'play.grid-none': 'Esa cuadrícula no tiene solución. `solve` muestra dónde está el conflicto.',
  'play.wrong-digit':
    'El {digit} no va en {cell}, así que no lo he escrito. Errores hasta ahora: {mistakes}. Prueba otra cifra, o `hint {cell}`.',
  'play.placed.board': '*{title}* · {name} colocó un {digit} en {cell} · {progress}',
  'play.placed.ack': '{digit} colocado en {cell} · {progress}',
  'play.changed': '*{title}* · {change} · {progress}',
  'play.cleared': 'Borrado.',
  'play.cleared.board': '{name} borró {cell}.',
  'play.cleared.ack': '{cell} borrada.',
  'play.cleared-notes.board': '{name} borró las notas de {cell}.',
  'play.cleared-notes.ack': 'Notas de {cell} borradas.',
  'play.notes-updated': 'Notas actualizadas.',
  'play.notes-in': 'Notas en {cell}: {digits}',
  'play.notes-none': 'No quedan notas en {cell}.',
  'play.by': '{name}: {change}',
  'play.notes-filled':
    'Todos los candidatos están anotados. Escribe `notes` otra vez para borrarlos.',
  'play.notes-cleared': 'Todas las notas borradas.',
  'play.undone': 'Deshecho.',
  'play.undid.board': '{name} deshizo {what}.',
  'play.undid.ack': 'Deshecho: {what}.{skipped}',
  'play.undid.notes-change': 'el cambio de notas',
  'play.undid.notes': 'las notas en {cell}',
  'play.undid.place': 'el {digit} en {cell}',
  'play.undid.clear': 'el borrado de {cell}',
  'play.undid.skipped': ' ({who} ya había borrado {what}.)',
  'play.ask-reveal':
    'Esto revela la solución de *{title}* a todos aquí y termina la partida. Escribe `solve confirm` para seguir.',
  'play.no-game-to-reveal':
    'Aquí no hay partida que revelar. Para resolver una cuadrícula, pégala tras `solve` (p. ej. `solve 53..7....6..195...`, 81 casillas) o adjunta una foto; `today` empieza el sudoku del día.',
  'play.revealed-now':
    'Aquí tienes la solución de *{title}*; la partida ha terminado.{daily} `new` para otra.',
  'play.revealed-daily': ' Un sudoku del día revelado no cuenta para las rachas.',
  'clear.digit-of': '{cell} tiene el {digit} de {who}.',
  'clear.notes-of':
    'Las notas en {cell} ({digits}) son {partly, select, yes {en parte } other {}}{whose}.',
  'clear.whose': 'de {name}',
  'clear.ask':
    '{question} `{confirmed}` {digit, select, yes {la borra} other {las borra}} igualmente, o pulsa el botón.',
  'clear.button': 'Borrar igualmente',
  'title.daily': 'Sudoku del día n.º {number} · {level} · {date, date, weekday}',
  'title.archive': 'Sudoku del día n.º {number} · {level} · {date}',
  'title.variant': '{level} · {variant}',
  'title.puzzle': 'Sudoku {level}',
  'title.so-far': '{title} · {clock} hasta ahora',
  'title.in': '{title} · en {clock}',
  'level.easy': 'Fácil',
  'level.medium': 'Medio',
  'level.hard': 'Difícil',
  'level.expert': 'Experto',
  'level.extreme': 'Extremo',
  'variant.mini': 'Mini 6x6',
  'variant.x': 'Sudoku X',
  'variant.big': '16x16',
  'variant.classic': 'clásico',
  'post.morning': '¡Buenos días! {text}',
  'post.late': 'El sudoku del {date}, un poco tarde: {text}',
  'post.level': '¡Aquí está tu sudoku {level} de hoy! {text}',
  'button.reveal': 'Revelar',
  'button.reveal.confirm': '¿Revelar la solución? La partida termina para todos aquí.',
  'button.share': 'Compartir mi resultado',
  'button.today': 'Sudoku del día',
  'button.new': 'Sudoku nuevo',
  'button.hint': 'Pista',
  'button.undo': 'Deshacer',
  'button.notes': 'Notas',
  'button.solo': 'Jugar solo',
  'button.more': 'Más',
};
