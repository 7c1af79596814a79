// Español: resolver una cuadrícula publicada o una foto, errores de cuadrícula, zonas, marcos de
// las pistas y avisos de trabajo en cola. Ver en/solve.ts.

import type { MessageKey } from '../index.ts';

export const solveEs: Partial<Record<MessageKey, string>> = {
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
    '{intro} Tuve que adivinar algunas casillas, o parte de la cuadrícula era difícil de ubicar (un reflejo, un pliegue): compara toda la cuadrícula con tu foto. {fixHow} Cuando todo coincida, envía `fix ok` y te ofreceré la solución.',
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
};
