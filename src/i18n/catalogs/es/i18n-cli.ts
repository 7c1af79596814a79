// Español: las palabras propias de la línea de órdenes `sudoku` en torno a pasos y pistas.

import type { MessageKey } from '../index.ts';

export const i18nCliEs: Partial<Record<MessageKey, string>> = {
  'cli.lang-unknown':
    'Idioma desconocido «{language}»: los idiomas disponibles son {languages}. Elige uno con --lang, por ejemplo --lang es.',
  'cli.error': 'error: {text}',
  'cli.not-a-cell':
    '«{cell}» no es una casilla: nombra una como r3c5 (filas y columnas del 1 al {size}).',
  'cli.hint-level': '--level debe ser 1, 2 o 3.',
  'cli.steps.line': '{n}. [{rating, number, ::.0}] {text}',
  'cli.steps.rating': 'Puntuación {rating, number, ::.0} ({level}).',
  'cli.steps.stopped':
    'Detenido tras {steps, plural, one {# paso} other {# pasos}}: las búsquedas de cadenas agotaron su presupuesto de trabajo tras pasos puntuados hasta {reached, number, ::.0}, así que el sudoku queda sin puntuar ({rating, number, ::.0}); --deep lo puntúa entero.',
  'cli.steps.stuck':
    'Atascado tras {steps, plural, one {# paso} other {# pasos}}: ninguna técnica que conoce el motor sirve, así que la puntuación es {rating, number, ::.0} (hay que adivinar).',
  'cli.too-many-steps': 'Este sudoku necesita más pasos de los que permite el evaluador.',
  'cli.hint.route': 'Camino: {steps}.',
};
