// Deutsch: die Zellenmenüs des Zug-Panels auf Discord (taps-files).

import type { MessageKey } from '../index.ts';

export const tapsFiles: Partial<Record<MessageKey, string>> = {
  'taps.pick-cell': 'Wähle in einem Menü ein Feld, dann seine Ziffer.',
  'taps.cells-in-rows': 'Ein Feld in Zeile {from}–{to} wählen…',
  'taps.cells-in-row': 'Ein Feld in Zeile {row} wählen…',
  'taps.row-entry': 'Zeile {row}: {n, plural, one {# leeres Feld} other {# leere Felder}} ›',
  'archive.making': 'Ich erstelle das Tagesrätsel vom {date} für dich: das Brett folgt gleich.',
};
