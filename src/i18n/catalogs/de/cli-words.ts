// Deutsch: alles Weitere, was der Befehl `sudoku` einem Menschen sagt (Hilfe, Aufruf, Fehler).
// Optionen und Datenwörter (Stufen, Rätsel) bleiben, wie man sie tippt.

import type { MessageKey } from '../index.ts';

export const cliWordsDe: Partial<Record<MessageKey, string>> = {
  'cli.usage': 'Aufruf: {usage}',
  'cli.usage-head': 'Aufruf:',
  'cli.unknown-command': 'unbekannter Befehl „{name}“',
  'cli.puzzle-form': '{usage} (RÄTSEL: 81 Ziffern, . oder 0 für ein leeres Feld)',
  'cli.usage.solve': 'sudoku solve [DATEI] [--count]',
  'cli.usage.grade': 'sudoku grade [DATEI] [--technique] [--deep]',
  'cli.usage.steps': 'sudoku steps RÄTSEL [--deep] [--lang SPRACHE]',
  'cli.usage.hint': 'sudoku hint RÄTSEL [FELD] [--level N] [--lang SPRACHE]',
  'cli.usage.render':
    'sudoku render RÄTSEL [--out DATEI.png] [--theme dark] [--scale N] [--title TITEL] [--notes] [--solution] [--hint [--cell r3c5] [--level 1-3] [--bare]] [--variant x|windoku] [--jigsaw KARTE] [--text]',
  'cli.usage.read-photo': 'sudoku read-photo BILD...',
  'cli.usage.generate':
    'sudoku generate --level STUFE [--seed SAAT] [--count N] [--variant VARIANTE] [--symmetry SYMMETRIE]',
  'cli.usage.daily': 'sudoku daily [JJJJ-MM-TT] [--days N] [--salt SALZ] [--launch JJJJ-MM-TT]',
  'cli.summary.solve': 'Rätsel lösen, eines pro Zeile, aus DATEI oder der Standardeingabe',
  'cli.summary.grade': 'Rätsel bewerten (Sudoku-Explainer-Skala) und ihre Stufe nennen',
  'cli.summary.steps':
    'den nummerierten, erklärten Lösungsweg eines Rätsels ausgeben (--lang fr, ja, ...)',
  'cli.summary.hint':
    'ein Tipp für den nächsten Schritt (--level 1-3) oder der kürzeste Weg zu FELD',
  'cli.summary.render': 'ein Rätsel als PNG zeichnen (oder mit --text als Text)',
  'cli.summary.read-photo':
    'das Gitter auf Fotos lesen: Gitterzeile (. = leer) und unsichere Felder',
  'cli.summary.generate': 'eindeutige, minimale, symmetrische Rätsel einer Stufe erzeugen',
  'cli.summary.daily':
    'das Tagesrätsel eines Datums (sonst von heute); --days N für die kommenden Tage',
  'cli.no-such-file': 'Datei nicht gefunden: {file}',
  'cli.not-a-file': 'keine Datei',
  'cli.no-file': 'Datei nicht gefunden',
  'cli.unknown-option': 'unbekannte Option --{option}; Optionen: {options}.',
  'cli.unexpected-argument': 'unerwartetes Argument „{argument}“; Optionen: {options}.',
  'cli.whole-number': '--{flag} ist eine ganze Zahl von 1 bis {max}.',
  'cli.grade.unrated':
    'unbewertet: Rechenbudget aufgebraucht nach Schritten mit Bewertung bis {reached, number, ::.0} (--deep bewertet es ganz)',
  'cli.render.variant':
    'unbekannte Variante „{variant}“; nimm classic, x oder windoku (oder --jigsaw KARTE)',
  'cli.render.theme': '--theme nimmt {themes}',
  'cli.render.level': '--level nimmt 1, 2 oder 3 (wie viel vom Tipp zu zeigen ist)',
  'cli.render.wrote': '{file} geschrieben ({kb, number, ::.0} KB)',
  'cli.generate.level-required': '--level fehlt: wähle {levels}.',
  'cli.generate.unknown-level': 'unbekannte Stufe „{level}“: wähle {levels}.',
  'cli.generate.variant': 'unbekannte Variante „{variant}“: wähle {variants}.',
  'cli.generate.variant-levels':
    'die Variante {variant} hat keine Rätsel der Stufe {level}: wähle {levels}.',
  'cli.generate.symmetry': 'unbekannte Symmetrie „{symmetry}“: wähle {symmetries}.',
  'cli.generate.budget': '--budget ist eine ganze Zahl von Kandidaten von 1 bis {max}.',
  'cli.generate.seed': 'Saat: {seed}',
  'cli.generate.bad-seed': 'eine Saat ist ein Text mit 1 bis {max} Zeichen.',
  'cli.generate.failed': 'Rätsel {n}: {text}',
  'cli.daily.one-date': 'gib höchstens ein Datum an (JJJJ-MM-TT).',
  'cli.daily.time-zone':
    'DAILY_TIME_ZONE „{zone}“ ist kein Name einer Zeitzone (z. B. Europe/Berlin).',
  'cli.daily.bad-date':
    'den Tag „{date}“ gibt es nicht: schreib ein Kalenderdatum als JJJJ-MM-TT, z. B. 2026-11-27.',
};
