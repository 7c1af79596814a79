// Français : les menus de cases du panneau de coups sur Discord (taps-files).

import type { MessageKey } from '../index.ts';

export const tapsFiles: Partial<Record<MessageKey, string>> = {
  'taps.pick-cell': 'Choisissez une case dans un menu, puis son chiffre.',
  'taps.cells-in-rows': 'Choisir une case des lignes {from} à {to}…',
  'taps.cells-in-row': 'Choisir une case de la ligne {row}…',
  'taps.row-entry': 'Ligne {row} : {n, plural, one {# case vide} other {# cases vides}} ›',
  'archive.making': 'Je prépare pour vous la grille du {date} : elle arrive dans un instant.',
};
