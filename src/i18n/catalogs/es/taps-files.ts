// Español: los menús de casillas del panel de jugadas en Discord (taps-files).

import type { MessageKey } from '../index.ts';

export const tapsFiles: Partial<Record<MessageKey, string>> = {
  'taps.pick-cell': 'Elige una casilla en un menú y luego su número.',
  'taps.cells-in-rows': 'Elige una casilla de las filas {from} a {to}…',
  'taps.cells-in-row': 'Elige una casilla de la fila {row}…',
  'taps.row-entry': 'Fila {row}: {n, plural, one {# casilla vacía} other {# casillas vacías}} ›',
  'archive.making':
    'Estoy preparando el sudoku del {date} para ti: el tablero llega en un momento.',
};
