// Español. Los comandos van entre comillas invertidas tal como se escriben (los ingleses siguen
// valiendo). Vocabulario del sudoku en español: casilla, cuadrícula, candidato, pista, caja.

import type { MessageKey } from '../index.ts';
import { pageWordsEs } from './page-words.ts';
import { i18nHttpEs } from './i18n-http.ts';
import { catalogEngine } from './catalog-engine.ts';
import { tapsFiles } from './taps-files.ts';
import { visionFast } from './vision-fast.ts';
import { photoInputs } from './photo-inputs.ts';
import { userInstalls } from './user-installs.ts';
import { dailyThreadEs } from './daily-thread.ts';
import { esHelp } from './help.ts';
import { esCatalogRest } from './catalog-rest.ts';
import { quietLookupsEs } from './quiet-lookups.ts';
import { i18nCliEs } from './i18n-cli.ts';
import { cliWordsEs } from './cli-words.ts';

export const es: Partial<Record<MessageKey, string>> = {
  ...pageWordsEs,
  ...i18nHttpEs,
  ...visionFast,
  ...photoInputs,
  ...userInstalls,
  ...dailyThreadEs,
  ...esHelp,
  ...esCatalogRest,
  ...tapsFiles,
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
  'house.row': 'la fila {n}',
  'house.column': 'la columna {n}',
  'house.box': 'la caja {n}',
  'house.diagonal-main': 'la diagonal principal',
  'house.diagonal-anti': 'la antidiagonal',
  'house.window': 'la ventana {n}',
  'house.region': 'la región {n}',
  'grid.too-long': 'Son {count} caracteres; una cuadrícula cabe en 4096.',
  'grid.empty':
    'No encuentro ninguna cuadrícula: envía 81 cifras (. o 0 para vacías) o 9 filas de 9.',
  'grid.row-length': 'La fila {row} tiene {count} casillas; cada fila necesita {size}.',
  'grid.row-count':
    'He encontrado {count} filas con {cells} casillas en total; una cuadrícula de {size}x{size} necesita {size} filas de {size}.',
  'grid.bad-character':
    "No sé leer ''{symbol}'' en la posición {position}: usa las cifras 1-9, y . o 0 para una casilla vacía.",
  'grid.bad-character-row':
    "No sé leer ''{symbol}'' en la fila {row}, posición {position}: usa las cifras 1-9, y . o 0 para una casilla vacía.",
  'grid.size-mismatch':
    'Parece una cuadrícula de {looksLike}x{looksLike} ({count} casillas), pero se esperaba una de {size}x{size}.',
  'grid.wrong-length':
    'He contado {count} casillas; una cuadrícula de {size}x{size} necesita exactamente {cells}. Usa . o 0 para las vacías.',
  'grid.conflict':
    'El {digit} aparece {times, plural, =2 {dos veces} other {# veces}} en {house} ({cells}).',
  'hint.title.1': 'Pista',
  'hint.title.2': 'Pista (más)',
  'hint.title.3': 'Pista (paso completo)',
  'hint.title.cell': 'Pista para {cell}',
  'hint.text': '*{title}:* {text}{more}',
  'hint.again': ' Escribe `{again}` otra vez para más.',
  'hint.moved-on': 'El tablero ha cambiado; vuelvo a calcular la pista.',
  'hint.game-over': 'Esta partida ha terminado, no hay nada que indicar. `new` para otro sudoku.',
  'hint.filled': '{cell} ya está rellena.',
  'hint.filled-ask':
    '{cell} ya está rellena. Pregunta por una casilla vacía, p. ej. `hint {other}`.',
  'grid.breaks-rules': 'Esta cuadrícula rompe las reglas: {conflict}',
  'grid.and-more': '{conflict}, y {n, plural, one {# conflicto más} other {# conflictos más}}.',
  'grid.more-conflicts': '{n, plural, one {(y # conflicto más)} other {(y # conflictos más)}}',
  'grid.no-solution':
    'Esta cuadrícula no tiene solución: alguna cifra está mal o mal colocada, aunque ninguna se repite.',
  'grid.multiple': 'Esta cuadrícula tiene más de una solución: faltan cifras dadas.',
  'grid.gave-up':
    'No he podido resolver esta cuadrícula en un tiempo razonable; revisa las cifras.',
  'solve.example':
    '{problem} Ejemplo: `solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`.',
  'solve.your-grid': 'Tu cuadrícula',
  'solve.solution': 'Solución',
  'solve.solved': 'Resuelto: exactamente una solución.',
  'solve.show': 'Ver la solución',
  'solve.play': 'Jugarlo aquí (con pistas)',
  'photo.type-it':
    'También puedes escribir la cuadrícula: `solve 53..7....6..195...` (81 casillas, . para vacía).',
  'photo.not-an-image': 'Ese archivo no es una foto que pueda abrir (JPEG o PNG sirven).',
  'photo.too-large': 'Esa foto es demasiado grande.',
  'photo.no-grid':
    'No encuentro una cuadrícula de sudoku en esa foto. Hazla desde arriba, con toda la cuadrícula a la vista y buena luz.',
  'photo.several-grids':
    'Veo más de una cuadrícula en esa foto. Recórtala a una sola y envíala otra vez.',
  'photo.unreadable':
    'He encontrado la cuadrícula, pero no he podido leer sus cifras. Prueba con una foto más nítida y luz uniforme.',
  'photo.not-sudoku': 'Esa imagen no parece una cuadrícula de sudoku.',
  'photo.timeout':
    'Esa foto necesitaba más trabajo del que dedico a una imagen. Prueba una foto más nítida y recta de la cuadrícula sola.',
  'photo.busy': 'El lector de fotos está muy ocupado; envía la foto otra vez en un minuto.',
  'photo.failed': 'Algo falló al leer esa foto; envíala otra vez.',
  'photo.advice': '{advice} {typeIt}',
  'photo.attach': 'Adjunta a `solve` la foto de una cuadrícula impresa. {typeIt}',
  'photo.unavailable': 'Aquí no se pueden leer fotos. {typeIt}',
  'photo.larger-than': 'Esa foto pasa de {mb} MB, lo máximo que leo. Envía una más pequeña.',
  'photo.download-failed': 'No he podido descargar esa foto. Envíala otra vez.',
  'photo.read': 'He leído esta cuadrícula de tu foto.',
  'photo.title': 'Leída de tu foto',
  'photo.nothing-waiting':
    'No hay ninguna foto pendiente de correcciones. Envía `solve` con la foto de una cuadrícula.',
  'photo.unreadable-transcription':
    'Esa transcripción ya no se puede leer; envía la foto otra vez.',
  'photo.fix-off-grid':
    '{cell} está fuera de la cuadrícula: filas y columnas van de 1 a {size}, p. ej. `fix r3c5 8`.',
  'photo.fix-digits': 'Las cifras van de 1 a {size}; usa `fix {cell} .` para una casilla vacía.',
  'photo.confirmed': '{cell} confirmada como {digit, select, empty {vacía} other {{digit}}}.',
  'photo.now': '{cell} ahora es {digit, select, empty {vacía} other {{digit}}}.',
  'photo.fix-how': 'Corrige una casilla con `fix r3c5 8` (o `fix r3c5 .` para vaciarla).',
  'photo.unsure':
    ' No estoy seguro de {cells}{more, plural, =0 {} other { y # más}} (resaltadas): compáralas con la foto; `fix` con la misma cifra confirma una.',
  'photo.confirm-first':
    '{intro}{unsure} {fixHow} Cuando estén confirmadas, te ofreceré la solución.',
  'photo.unique':
    '{intro} {fixHow} Tiene exactamente una solución: mírala, o juégala aquí con pistas.',
  'photo.solved-already':
    '{intro} Esta cuadrícula ya está resuelta: todas las casillas están llenas y ningún número se repite.',
  'photo.check-board':
    '{intro} Tuve que adivinar algunas casillas para que fuera un sudoku válido: compara toda la cuadrícula con tu foto. {fixHow} Cuando todo coincida, envía `fix ok` y te ofreceré la solución.',
  'photo.board-ok-button': 'La cuadrícula coincide con mi foto',
  'photo.nothing-to-check':
    'No hay ninguna foto esperando revisión. Envía `solve` con la foto de una cuadrícula adjunta.',
  'photo.thanks-checked': 'Gracias por revisar la cuadrícula.',
  'photo.problem': '{intro} {problem} Puede que haya leído mal una casilla.{unsure} {fixHow}',
  'queued.photo-starting': 'Leyendo tu foto: el lector de fotos está arrancando.',
  'queued.photo-next': 'Leyendo tu foto: eres el siguiente.',
  'queued.photo-ahead':
    'Leyendo tu foto: {n, plural, one {# foto} other {# fotos}} antes que la tuya.',
  'queued.hint': 'Calculando tu pista: el bot está ocupado, aparecerá aquí.',
  'queued.picture': 'Dibujando el tablero: el bot está ocupado, aparecerá aquí.',
  'celebrate.result':
    'en {time} con {mistakes, plural, one {# error} other {# errores}} y {hints, plural, one {# pista} other {# pistas}}',
  'celebrate.played-by': ' Jugado por {players}.',
  'celebrate.your-streak': ' Tu racha: {n, plural, one {# día} other {# días}}.',
  'celebrate.streaks': ' Rachas: {list}.',
  'celebrate.streak-of': '{name} {n, plural, one {# día} other {# días}}',
  'celebrate.solved': '🎉 *{title}* resuelto {result}.{by}{streak}\nCompártelo:\n{share}',
  'celebrate.board': '*{title}* está resuelto 🎉 {result}.{by}',
  'celebrate.solo-result': '{name} lo resolvió por su cuenta:\n{share}',
  'share.name-daily': 'Sudoku del día n.º {number}',
  'share.name': 'Sudoku',
  'share.variant.mini': ' Mini',
  'share.variant.x': ' Sudoku X',
  'share.variant.big': ' 16x16',
  'share.head': '{name}{variant} ({level}) resuelto en {time}',
  'share.unranked': 'sin clasificar',
  'share.ranked': 'clasificado {time}',
  'share.streak': 'racha {n}',
  'share.not-finished':
    'Aún no has terminado el sudoku de hoy: tu resultado se comparte cuando lo resuelvas. ¡Ánimo!',
  'share.not-solved':
    'Aún no has resuelto el sudoku de hoy, no hay nada que compartir. `today` para jugar juntos, `today solo` por tu cuenta.',
  'share.gone': 'Esa partida ya no existe, no puedo compartirla.',
  'share.copy': 'Copia y comparte donde quieras:\n{line}',
  'share.result-of': 'Resultado de {name}:\n{line}',
  'archive.range':
    'Los sudokus del día van del n.º 1 ({launch}) al n.º {latest} de hoy. Prueba `daily {example}`, o `today`.',
  'archive.bad-date':
    '{date} no es una fecha que conozca. Escríbela como AAAA-MM-DD, p. ej. `daily {example}`.',
  'archive.not-yet':
    'El sudoku del {date} aún no ha salido: ¡nada de espiar! `today` es el de hoy.',
  'archive.before-launch': 'El primer sudoku del día fue el {launch} (n.º 1). Prueba `daily 1`.',
  'archive.is-today': 'Ese es el sudoku de hoy: escribe `today` para jugarlo con todos.',
  'archive.preparing':
    'El sudoku del {date} se está preparando; vuelve a escribir `daily {date}` en un minuto.',
  'archive.started':
    '*{title}* del archivo: no cuenta para rachas ni clasificaciones. ¡Que lo disfrutes!{aside}',
  'solo.ready':
    'Tu propio tablero de *{title}* está listo en nuestros mensajes directos. Cuando termines, tu resultado (sin spoilers) se publicará aquí.',
  'solo.waiting':
    'Tu propio tablero de *{title}* te espera en nuestros mensajes directos. Cuando termines, tu resultado (sin spoilers) se publicará aquí.',
  'solo.unavailable':
    'Aquí no se puede jugar solo. Abre un mensaje directo conmigo y escribe `today`.',
  'solo.no-dm':
    'No he podido abrirte un mensaje directo (quizá tu configuración de privacidad no lo permite). Jugad juntos aquí con `today`, o permite mensajes directos de miembros del servidor.',
  'solo.elsewhere':
    'Ya estás jugando *{title}* en nuestros mensajes directos, y cuenta donde lo empezaste, así que su resultado no se publicará aquí solo. Cuando termines, `share` lo publica aquí.',
  'solo.preparing':
    'El sudoku de hoy aún se está preparando. Vuelve a escribir `today solo` en un minuto.',
  'solo.board': '*{title}*: tu propio tablero. {howTo}',
  'digest.yesterday': 'Ayer',
  'digest.head':
    '*{when} aquí: sudoku del día n.º {number}* resuelto por {n, plural, one {# jugador} other {# jugadores}} ({how}).',
  'digest.together': '{n} juntos',
  'digest.alone': '{n} por su cuenta',
  'digest.fastest': 'Más rápido: {result}',
  'digest.nobody-ranked': 'Más rápido: nadie clasificado (más de 10 errores cada uno).',
  'digest.streaks': '{count, plural, one {Racha más larga} other {Rachas más largas}}: {list}',
  'digest.streak-of': '{name} {n, plural, one {# día} other {# días}}',
  'digest.no-daily-yesterday':
    'Ayer no hubo sudoku del día: el primero es hoy. `today` lo empieza.',
  'digest.nobody':
    'Nadie aquí resolvió el sudoku de ayer (n.º {number}). `daily {number}` lo juega desde el archivo; `leaderboard week` muestra la semana.',
  'stats.yours': '*Tus estadísticas de sudoku, {name}*',
  'stats.played':
    'Jugadas {played} · resueltas {solved}{revealed, plural, =0 {} other { · reveladas #}}',
  'stats.theirs': '*Estadísticas de sudoku de {name}*',
  'stats.dailies': 'Sudokus del día resueltos {n}',
  'stats.streak': 'Racha diaria: {n, plural, one {# día} other {# días}} (mejor {best})',
  'stats.times': 'Mejor tiempo {best} · mediana {median}',
  'stats.mistakes': 'Errores {mistakes} · pistas {hints}',
  'stats.calendar': 'Sudokus del día resueltos, las últimas {weeks} semanas (lun.–dom.):',
  'stats.nobody-called':
    'Nadie llamado {who} ha jugado aún un sudoku del día aquí. `stats` muestra las tuyas.',
  'stats.no-games':
    'Aún no hay partidas. Escribe `today` para el sudoku del día; tus estadísticas empiezan con tu primera jugada.',
  'stats.no-dailies':
    '{name} aún no ha resuelto ningún sudoku del día, no hay estadísticas. ¡`today` es un buen comienzo juntos!',
  'board.penalty': '; {time} +{penalty} por errores',
  'board.result':
    '{time} · {who}{solo} ({mistakes, plural, one {# error} other {# errores}}, {hints, plural, one {# pista} other {# pistas}}{rest})',
  'board.unranked': ', sin clasificar',
  'board.period-row':
    '{place}. {name}: {n, plural, one {# sudoku resuelto} other {# sudokus resueltos}}, media {average} (mejor {best})',
  'board.streak-row': '{place}. {name}: {n, plural, one {# día} other {# días}} (mejor {best})',
  'board.week': 'Esta semana (desde el lunes {from})',
  'board.month': 'Este mes (desde el {from})',
  'board.all': 'Desde el principio ({n, plural, one {# sudoku} other {# sudokus}})',
  'board.section': '*{title}*',
  'board.here': '{title}, aquí',
  'board.whole': '{title}, todo el {community}',
  'board.none-here': 'Aún no se ha resuelto ningún sudoku del día aquí.',
  'board.none': 'Aún no se ha resuelto ningún sudoku del día.',
  'board.period-rule':
    '_Primero más sudokus resueltos, luego menor tiempo clasificado medio, luego mejor tiempo; si siguen empatados: puesto compartido. Tiempo clasificado: {rule} (un sudoku sin clasificar no cuenta aquí)._',
  'board.today-here': 'Sudoku de hoy, aquí',
  'board.today-none-here':
    'Aún sin resolver aquí: `today` para jugar juntos, `today solo` por tu cuenta.',
  'board.today-whole': 'Sudoku de hoy, todo el {community}',
  'board.today-none': 'Nadie lo ha resuelto todavía.',
  'board.streaks-here': 'Rachas aquí',
  'board.streaks-whole': 'Rachas en el {community}',
  'board.no-streaks': 'Aún no hay rachas en curso.',
  'board.today-rule':
    '_Tiempo clasificado: {rule}. En empate ganan menos pistas, luego menos errores; si siguen empatados: puesto compartido. 👤 jugó por su cuenta. `leaderboard week`, `leaderboard month` o `leaderboard all` para periodos más largos._',
  'board.ranking-rule': '+{penalty} s por error; más de {most} errores: sin clasificar',
  'community.server': 'servidor',
  'community.workspace': 'espacio de trabajo',
  'theme.named': '*{theme}*',
  'theme.default': '*{theme}* (predeterminado)',
  'theme.yours':
    'Tus imágenes son {theme}: tableros en nuestros mensajes directos, tus propios tableros, y pistas e imágenes que solo ves tú. Escribe `theme {other}` para cambiarlo.',
  'theme.channel-line':
    'El tablero que todos ven en este canal es {theme}: quien puede gestionar el canal lo cambia con `theme channel {other}`.',
  'theme.done':
    'Hecho: tus imágenes son *{theme}* a partir de ahora (tableros en nuestros mensajes directos, tus propios tableros, y pistas e imágenes que solo ves tú).',
  'theme.channel-in-dm':
    'Los tableros en nuestros mensajes directos son solo tuyos y siguen tu propio tema: escribe `theme dark` o `theme light`.',
  'theme.channel-is':
    'El tablero que todos ven en este canal es {theme}. Quien puede gestionar el canal lo cambia con `theme channel {other}`; tus propias imágenes siguen `theme dark` o `theme light`.',
  'theme.channel-refused':
    'Solo quien puede gestionar este canal puede cambiar el tema del tablero común. Tus propias imágenes (pistas, tus tableros) siguen `theme {theme}`.',
  'theme.channel-done':
    'Hecho: el tablero que todos ven en este canal es *{theme}* a partir de ahora (puesto por {name}). Las imágenes de cada cual siguen su `theme dark` o `theme light`.',
  'schedule.not-allowed':
    'Solo quien puede gestionar este canal puede cambiar su publicación diaria. Pídeselo a un gestor, o escribe `today` para jugar ya.',
  'schedule.bad-time': 'Indica la hora como HH:MM en formato de 24 horas, p. ej. `schedule 09:00`.',
  'schedule.done':
    'Hecho: {level, select, daily {el sudoku del día} other {un sudoku {level} nuevo}} se publicará aquí cada día a las {time} ({zone}), {start, select, today {a partir de hoy} other {a partir de mañana}}. `unschedule` lo detiene.',
  'schedule.stopped':
    'Hecho: no habrá más publicaciones diarias aquí. `schedule 09:00` las reanuda.',
  'schedule.none':
    'No hay publicación diaria programada aquí. Escribe `schedule 09:00` para empezar una.',
  'language.show':
    'Te hablo en *{language}*. `language es` (o {codes}) lo cambia; `language auto` vuelve a seguir tu aplicación.',
  'language.show-channel':
    'Todos en este canal leen en *{language}*: quien puede gestionar el canal lo cambia con `language channel es`.',
  'language.done': 'Hecho: a partir de ahora te hablo en *{language}*.',
  'language.auto': 'Hecho: vuelvo a seguir el idioma de tu aplicación.',
  'language.channel-done':
    'Hecho: lo que todos ven en este canal está en *{language}* a partir de ahora (puesto por {name}).',
  'language.channel-auto':
    'Hecho: este canal vuelve a seguir el idioma del servidor (inglés si no hay ninguno).',
  'language.channel-refused':
    'Solo quien puede gestionar este canal puede cambiar su idioma. `language {code}` cambia el idioma en que te hablo.',
  'language.channel-in-dm':
    'Nuestros mensajes directos siguen tu propio idioma: escribe `language {code}`.',
  'language.unknown': "No hablo ''{word}''. Hablo {codes}: p. ej. `language es`.",
  'timezone.show':
    'El día de esta conversación sigue *{zone}*{chosen, select, yes {} other { (la zona del bot)}}: allí son las {time}, {date, date, long}. Quienes gestionan el canal la cambian con `timezone Europe/Madrid`; `timezone auto` vuelve a la zona del bot ({bot}).',
  'timezone.done':
    'Hecho: el día de esta conversación sigue *{zone}* desde ahora (elegida por {name}): allí son las {time}, {date, date, long}. El sudoku del día, la hora y la medianoche de la publicación diaria, las rachas y `leaderboard today` y `week` la siguen.',
  'timezone.auto':
    'Hecho: el día de esta conversación vuelve a seguir la zona del bot, *{zone}* (allí son las {time}, {date, date, long}).',
  'timezone.refused':
    'Solo quienes gestionan este canal pueden cambiar su zona horaria. Pídeselo a quien lo gestione; `timezone` dice la actual.',
  'timezone.unknown':
    "No conozco la zona horaria ''{word}''. Usa un nombre de zona IANA, p. ej. `timezone Europe/Madrid`, `timezone America/Mexico_City` o `timezone Asia/Tokyo`.",
  'timezone.offset':
    "''{word}'' es un desfase, no una zona horaria: un desfase no sigue el horario de verano. Usa el nombre de la zona, p. ej. `timezone Europe/Madrid` o `timezone America/Mexico_City`.",
  'help.words':
    'En español también puedes escribir: `ayuda`, `pista`, `deshacer`, `nuevo hard`, `hoy`, `tablero`, `borrar r3c5`, `notas`, `resolver`, `clasificación`, `compartir`, `reanudar`, `idioma es`.\n',
  ...catalogEngine,
  ...quietLookupsEs,
  ...i18nCliEs,
  ...cliWordsEs,
};
