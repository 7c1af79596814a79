// Português (Brasil): os menus de casas do painel de jogadas no Discord (taps-files).

import type { MessageKey } from '../index.ts';

export const tapsFiles: Partial<Record<MessageKey, string>> = {
  'taps.pick-cell': 'Escolha uma casa em um menu e depois o número dela.',
  'taps.cells-in-rows': 'Escolha uma casa das linhas {from} a {to}…',
  'taps.cells-in-row': 'Escolha uma casa da linha {row}…',
  'taps.row-entry': 'Linha {row}: {n, plural, one {# casa vazia} other {# casas vazias}} ›',
  'archive.making':
    'Estou preparando o sudoku de {date} para você: o tabuleiro chega em um instante.',
};
