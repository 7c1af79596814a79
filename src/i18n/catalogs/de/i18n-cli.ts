// Deutsch: die eigenen Worte der Kommandozeile `sudoku` rund um Schritte und Tipps.

import type { MessageKey } from '../index.ts';

export const i18nCliDe: Partial<Record<MessageKey, string>> = {
  'cli.lang-unknown':
    'Unbekannte Sprache „{language}“: verfügbar sind {languages}. Wähle eine mit --lang, z. B. --lang de.',
  'cli.error': 'Fehler: {text}',
  'cli.not-a-cell': '„{cell}“ ist kein Feld: nenne eines wie r3c5 (Zeilen und Spalten 1-{size}).',
  'cli.hint-level': '--level muss 1, 2 oder 3 sein.',
  'cli.steps.line': '{n}. [{rating, number, ::.0}] {text}',
  'cli.steps.rating': 'Bewertung {rating, number, ::.0} ({level}).',
  'cli.steps.stopped':
    'Abgebrochen nach {steps, plural, one {# Schritt} other {# Schritten}}: Die Kettensuche hat ihr Arbeitsbudget nach Schritten bis {reached, number, ::.0} aufgebraucht, daher ist das Rätsel unbewertet ({rating, number, ::.0}); --deep bewertet es vollständig.',
  'cli.steps.stuck':
    'Festgefahren nach {steps, plural, one {# Schritt} other {# Schritten}}: Keine Technik, die die Engine kennt, greift, daher ist die Bewertung {rating, number, ::.0} (nur mit Raten lösbar).',
  'cli.too-many-steps': 'Dieses Rätsel braucht mehr Schritte, als die Bewertung erlaubt.',
  'cli.hint.route': 'Weg: {steps}.',
};
