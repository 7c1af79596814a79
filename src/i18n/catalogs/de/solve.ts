// Deutsch: ein gepostetes Rätsel oder ein Foto lösen, Rasterfehler, Einheiten, Tipp-Rahmen und
// Hinweise auf wartende Arbeit. Siehe en/solve.ts.

import type { MessageKey } from '../index.ts';

export const solveDe: Partial<Record<MessageKey, string>> = {
  'house.row': 'Zeile {n}',
  'house.column': 'Spalte {n}',
  'house.box': 'Block {n}',
  'house.diagonal-main': 'die Hauptdiagonale',
  'house.diagonal-anti': 'die Gegendiagonale',
  'house.window': 'Fenster {n}',
  'house.region': 'Gebiet {n}',
  'grid.too-long': 'Das sind {count} Zeichen; ein Gitter passt in 4096.',
  'grid.empty':
    'Kein Gitter gefunden: schick 81 Ziffern (. oder 0 für leere Felder) oder 9 Zeilen zu 9.',
  'grid.row-length': 'Zeile {row} hat {count} Felder; jede Zeile braucht {size}.',
  'grid.row-count':
    'Ich habe {count} Zeilen mit insgesamt {cells} Feldern gefunden; ein {size}x{size}-Gitter braucht {size} Zeilen zu {size}.',
  'grid.bad-character':
    "Ich kann ''{symbol}'' an Stelle {position} nicht lesen: nimm die Ziffern 1-9 und . oder 0 für ein leeres Feld.",
  'grid.bad-character-row':
    "Ich kann ''{symbol}'' in Zeile {row}, Stelle {position} nicht lesen: nimm die Ziffern 1-9 und . oder 0 für ein leeres Feld.",
  'grid.size-mismatch':
    'Das sieht nach einem {looksLike}x{looksLike}-Gitter aus ({count} Felder), erwartet war aber ein {size}x{size}-Gitter.',
  'grid.wrong-length':
    'Ich habe {count} Felder gezählt; ein {size}x{size}-Gitter braucht genau {cells}. Nimm . oder 0 für leere Felder.',
  'grid.conflict':
    '{digit} steht {times, plural, =2 {zweimal} other {#-mal}} in {house} ({cells}).',
  'hint.title.1': 'Tipp',
  'hint.title.2': 'Tipp (mehr)',
  'hint.title.3': 'Tipp (ganzer Schritt)',
  'hint.title.cell': 'Tipp für {cell}',
  'hint.text': '*{title}:* {text}{more}',
  'hint.again': ' Tippe noch einmal `{again}` für mehr.',
  'hint.moved-on': 'Das Brett hat sich geändert; ich rechne den Tipp neu aus.',
  'hint.game-over':
    'Dieses Spiel ist vorbei, es gibt keinen Tipp mehr. `new` für ein weiteres Rätsel.',
  'hint.filled': '{cell} ist schon ausgefüllt.',
  'hint.filled-ask':
    '{cell} ist schon ausgefüllt. Frag nach einem leeren Feld, z. B. `hint {other}`.',
  'grid.breaks-rules': 'Dieses Gitter verletzt die Regeln: {conflict}',
  'grid.and-more':
    '{conflict}, und {n, plural, one {# weiterer Widerspruch} other {# weitere Widersprüche}}.',
  'grid.more-conflicts':
    '{n, plural, one {(und # weiterer Widerspruch)} other {(und # weitere Widersprüche)}}',
  'grid.no-solution':
    'Dieses Gitter hat keine Lösung: eine Ziffer ist falsch oder falsch platziert, obwohl sich keine wiederholt.',
  'grid.multiple': 'Dieses Gitter hat mehr als eine Lösung, es fehlen also Vorgaben.',
  'grid.gave-up': 'Ich konnte dieses Gitter nicht in vernünftiger Zeit lösen; prüfe die Ziffern.',
  'solve.example':
    '{problem} Beispiel: `solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`.',
  'solve.your-grid': 'Dein Gitter',
  'solve.solution': 'Lösung',
  'solve.solved': 'Gelöst: genau eine Lösung.',
  'solve.show': 'Lösung zeigen',
  'solve.play': 'Hier spielen (mit Tipps)',
  'photo.type-it':
    'Du kannst das Gitter auch tippen: `solve 53..7....6..195...` (81 Felder, . für leer).',
  'photo.not-an-image': 'Diese Datei ist kein Foto, das ich öffnen kann (JPEG oder PNG gehen).',
  'photo.too-large': 'Dieses Foto ist zu groß.',
  'photo.no-grid':
    'Ich finde kein Sudoku-Gitter auf dem Foto. Fotografiere es gerade von oben, das ganze Gitter im Bild und gut beleuchtet.',
  'photo.several-grids':
    'Ich sehe mehr als ein Gitter auf dem Foto. Schneide es auf ein Gitter zu und schick es noch einmal.',
  'photo.unreadable':
    'Ich habe das Gitter gefunden, aber seine Ziffern nicht lesen können. Versuche ein schärferes Foto bei gleichmäßigem Licht.',
  'photo.not-sudoku': 'Dieses Bild sieht nicht nach einem Sudoku-Gitter aus.',
  'photo.timeout':
    'Dieses Foto brauchte mehr Arbeit, als ich einem Bild gebe. Versuche ein schärferes, geraderes Foto nur vom Gitter.',
  'photo.busy':
    'Der Fotoleser ist gerade sehr beschäftigt; schick das Foto bitte in einer Minute noch einmal.',
  'photo.failed': 'Beim Lesen des Fotos ist etwas schiefgegangen; schick es bitte noch einmal.',
  'photo.advice': '{advice} {typeIt}',
  'photo.attach': 'Hänge an `solve` das Foto eines gedruckten Gitters an. {typeIt}',
  'photo.unavailable': 'Fotos lesen geht hier nicht. {typeIt}',
  'photo.larger-than':
    'Dieses Foto ist größer als {mb} MB, mehr lese ich nicht. Schick ein kleineres.',
  'photo.download-failed': 'Ich konnte das Foto nicht herunterladen. Schick es bitte noch einmal.',
  'photo.read': 'Dieses Gitter habe ich von deinem Foto gelesen.',
  'photo.title': 'Von deinem Foto gelesen',
  'photo.nothing-waiting':
    'Kein Foto wartet auf Korrekturen. Schick `solve` mit dem Foto eines Gitters.',
  'photo.unreadable-transcription':
    'Diese Abschrift lässt sich nicht mehr lesen; schick das Foto bitte noch einmal.',
  'photo.fix-off-grid':
    '{cell} liegt außerhalb des Gitters: Zeilen und Spalten gehen von 1 bis {size}, z. B. `fix r3c5 8`.',
  'photo.fix-digits': 'Ziffern gehen von 1 bis {size}; `fix {cell} .` für ein leeres Feld.',
  'photo.confirmed': '{cell} bestätigt als {digit, select, empty {leer} other {{digit}}}.',
  'photo.now': '{cell} ist jetzt {digit, select, empty {leer} other {{digit}}}.',
  'photo.fix-how': 'Korrigiere ein Feld mit `fix r3c5 8` (oder `fix r3c5 .` für ein leeres).',
  'photo.unsure':
    ' Bei {cells}{more, plural, =0 {} other { und # weiteren}} bin ich unsicher (hervorgehoben): bitte mit dem Foto vergleichen; `fix` mit derselben Ziffer bestätigt eines.',
  'photo.confirm-first':
    '{intro}{unsure} {fixHow} Sobald sie bestätigt sind, biete ich die Lösung an.',
  'photo.unique':
    '{intro} {fixHow} Es hat genau eine Lösung: sieh sie dir an oder spiele es hier mit Tipps.',
  'photo.solved-already':
    '{intro} Dieses Rätsel ist schon gelöst: Jedes Feld ist gefüllt und keine Ziffer wiederholt sich.',
  'photo.check-board':
    '{intro} Ich musste einige Felder raten, oder ein Teil des Gitters war schwer zu erkennen (Spiegelung, Knick). Bitte vergleiche das ganze Gitter mit deinem Foto. {fixHow} Wenn alles stimmt, sende `fix ok`, dann biete ich die Lösung an.',
  'photo.board-ok-button': 'Das Gitter stimmt mit meinem Foto überein',
  'photo.nothing-to-check':
    'Es wartet kein Foto auf eine Prüfung. Sende `solve` mit dem Foto eines Gitters im Anhang.',
  'photo.thanks-checked': 'Danke fürs Prüfen des Gitters.',
  'photo.problem':
    '{intro} {problem} Vielleicht habe ich ein Feld falsch gelesen.{unsure} {fixHow}',
  'queued.photo-starting': 'Ich lese dein Foto: der Fotoleser startet gerade.',
  'queued.photo-next': 'Ich lese dein Foto: du bist als Nächstes dran.',
  'queued.photo-ahead': 'Ich lese dein Foto: {n, plural, one {# Foto} other {# Fotos}} vor deinem.',
  'queued.hint': 'Dein Tipp wird berechnet: der Bot ist gerade beschäftigt, er erscheint hier.',
  'queued.picture': 'Das Brett wird gezeichnet: der Bot ist gerade beschäftigt, es erscheint hier.',
};
