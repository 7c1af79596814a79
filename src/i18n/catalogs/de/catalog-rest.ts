// Deutsch: Alt-Texte der Bilder, Absagen des Fotolesers, eigene Beschriftungen von Discord und
// Slack (siehe en/catalog-rest.ts). Feld, Ziffer, Zeile, Spalte, Block; „du“ wie im Rest.

import type { MessageKey } from '../index.ts';

export const deCatalogRest: Partial<Record<MessageKey, string>> = {
  'alt.comma': ', ',
  'alt.gap': ' ',
  'alt.board': 'Sudoku-Gitter.',
  'alt.board-titled': 'Sudoku-Gitter: {title}.',
  'alt.size':
    '{variant, select, x {Sudoku X, } windoku {Windoku, } jigsaw {Jigsaw, } other {}}{size} mal {size}{level, select, none {} easy {, Stufe leicht} medium {, Stufe mittel} hard {, Stufe schwer} expert {, Stufe Experte} extreme {, Stufe extrem} other {, Stufe {level}}}; {filled} von {cells} Feldern gefüllt ({counts}).',
  'alt.givens': '{n, plural, one {# vorgegebene Ziffer} other {# vorgegebene Ziffern}}',
  'alt.entries': '{n, plural, one {# Eintrag} other {# Einträge}}',
  'alt.revealed': '{n} aufgedeckt',
  'alt.solved': 'Gelöst!',
  'alt.last-move': 'Letzter Zug {cell}.',
  'alt.row': 'Zeile {n}: {cells}.',
  'alt.blank': 'leer',
  'alt.blanks': '{n} leer',
  'alt.all-blank': 'ganz leer',
  'alt.rows-rest': 'Zeilen {from} bis {to} stehen im Textgitter.',
  'alt.house':
    '{kind, select, row {Zeile {n}} column {Spalte {n}} box {Block {n}} window {Fenster {n}} region {Gebiet {n}} other {{kind} {n}}}',
  'alt.houses':
    '{kind, select, row {{n, plural, one {Zeile} other {Zeilen}}} column {{n, plural, one {Spalte} other {Spalten}}} box {{n, plural, one {Block} other {Blöcke}}} window {{n, plural, one {Fenster} other {Fenster}}} region {{n, plural, one {Gebiet} other {Gebiete}}} other {{kind}}} {list}',
  'alt.and': '{first} und {last}',
  'alt.hint.route': 'Weg vor dem letzten Schritt: {steps}.',
  'alt.hint.step-place': '{order}. {placed} ({technique})',
  'alt.hint.step-strike': '{order}. {technique} streicht {struck}',
  'alt.hint.technique': 'Tipp: {technique}.',
  'alt.hint.targets': 'Der Tipp zeigt auf {cells}.',
  'alt.hint.pattern': 'Felder des Musters {cells}.',
  'alt.hint.set': 'Menge {n} ({cells})',
  'alt.hint.sets': 'Fast gesperrte Mengen: {sets}.',
  'alt.hint.unsure': 'Unsichere Felder {cells}.',
  'alt.hint.place': 'Setze {placed}.',
  'alt.hint.sight': '{digit} in {cell} (entlang {house})',
  'alt.hint.ruled-out': 'Ausgeschlossen durch {list}.',
  'alt.hint.base': 'Basis {base}.',
  'alt.hint.base-cover': 'Basis {base}; Deckung {cover}.',
  'alt.hint.fin': 'Flosse {cells}.',
  'alt.hint.chain': 'Kette (stark: einer der beiden stimmt; schwach: nicht beide): {links}.',
  'alt.hint.strike': 'Streiche {struck}.',
  'alt.hint.digit-in': '{digit} in {cells}',
  'alt.hint.digit-from': '{digit} aus {cells}',
  'alt.hint.strong-link': 'starke Verbindung zu {to}',
  'alt.hint.weak-link': 'schwache Verbindung zu {to}',
  'alt.hint.strong-link-once':
    'starke Verbindung (sobald {needs} {n, plural, one {weg ist} other {weg sind}}) zu {to}',
  'photo.not-sudoku.seen':
    'Ich sehe auf diesem Bild kein Sudoku-Gitter (ich sehe {seen}). Schick ein Foto eines gedruckten 9x9-Sudokus, mit dem ganzen Gitter im Bild.',
  'photo.not-sudoku.size':
    'Das sieht aus wie ein {size}x{size}-Sudoku: Aus Fotos lese ich nur 9x9-Sudokus. Du kannst es stattdessen tippen: `solve` und seine {cells} Felder Zeile für Zeile, . für ein leeres Feld.',
  'photo.seen.filled-squares':
    'ein Gitter mit schwarz gefüllten Feldern, wie ein Kreuzworträtsel, ein Schachbrett oder ein Kakuro',
  'photo.seen.sudoku': 'ein {size}x{size}-Sudoku',
  'photo.seen.repeats': 'eine Tabelle mit Zahlen, die sich in Zeilen und Spalten wiederholen',
  'photo.seen.sized-grid': 'ein {size}x{size}-Gitter',
  'photo.seen.like-sudoku': 'ein {size}x{size}-Gitter, wie ein {size}x{size}-Sudoku',
  'photo.seen.chess': 'ein 8x8-Brett, wie ein Schachbrett',
  'photo.seen.calendar': 'ein Gitter aus 7 mal {rows} Feldern, wie ein Kalender',
  'photo.seen.squares': 'ein Gitter aus {columns} mal {rows} Feldern',
  'photo.seen.lines-off': 'ein Gitter, dessen Linien nicht neun Felder in jede Richtung ergeben',
  'photo.seen.bigger': 'ein Gitter größer als 9x9, wie ein Kreuzworträtsel',
  'photo.seen.few-digits': 'ein Gitter fast ohne einzelne Ziffern',
  'photo.seen.words': 'ein Gitter, dessen Felder Wörter oder Zahlen enthalten, keine Ziffern',
  'photo.seen.table': 'eine Tabelle',
  'photo.seen.ruled': 'Linien, aber kein Gitter',
  'photo.seen.text': 'eine Textseite',
  'photo.seen.nothing': 'gar kein Gitter',
  'photo.seconds': '{n, number} s',
  'photo.milliseconds': '{n} ms',
  'photo.busy.full': 'Zu viele Fotos warten aufs Lesen; schick deins in einer Minute noch einmal.',
  'photo.busy.closing': 'Der Fotoleser fährt herunter; schick das Foto gleich noch einmal.',
  'photo.busy.waited':
    'Dein Foto hat {wait} gewartet, ohne dass der Fotoleser dazu kam (er ist beschäftigt oder startet noch); schick es in einer Minute noch einmal.',
  'photo.timeout.stopped':
    'Das Lesen dieses Fotos wurde nach {limit} abgebrochen (der Leser ist sehr beschäftigt oder das Foto hat ihn festgehalten); schick es in einer Minute noch einmal oder ein Foto nur vom Gitter.',
  'photo.timeout.budget':
    'Dieses Foto brauchte mehr als {limit} {measure, select, cpu {Rechenzeit} other {Zeit}} zum Lesen; schick ein Foto direkt von oben, nur mit dem Gitter im Bild.',
  'adapter.too-slow':
    'Tut mir leid, das hat zu lange gedauert und wurde abgebrochen. Versuch es noch einmal.',
  'adapter.no-picture':
    'Diese Nachricht hat kein Bild, das ich lesen kann. Nutze „Solve this Sudoku“ bei einer Nachricht mit dem Foto eines gedruckten Gitters, oder tippe `solve` mit dem Gitter.',
  'adapter.row': 'Zeile {row}',
  'adapter.column': 'Spalte {column}',
  'discord.empty-cells': '{n, plural, one {# leeres Feld} other {# leere Felder}}',
  'discord.play-cell': 'Feld spielen: wähle seine Zeile…',
  'discord.pick-row': 'Wähle eine Zeile…',
  'discord.pick-column': 'Wähle eine Spalte…',
  'discord.pick-digit': 'Wähle die Ziffer…',
  'discord.toggle-note': 'Notiz setzen oder entfernen…',
  'discord.type-move': 'Zug tippen',
  'discord.move-title': 'Dein Zug',
  'discord.move-label': 'Feld und Ziffer, z. B. r3c5 7',
  'discord.move-placeholder': 'r3c5 7 · clear r3c5 · note r3c5 1 2',
  'discord.panel-start': 'Wähle eine Zeile, dann ein Feld und eine Ziffer.',
  'discord.panel-row': 'Zeile {row}: {cells}',
  'discord.panel-cell': 'Wähle ein Feld dieser Zeile.',
  'discord.panel-digit': 'Wähle die Ziffer für **{cell}**.',
  'discord.panel-notes':
    'Bleistiftnotizen: Jede Ziffer setzt oder entfernt eine Notiz in **{cell}**.',
  'discord.notes-on': '✏️ Notizen: an',
  'discord.notes-off': '✏️ Notizen: aus',
  'discord.clear': 'Löschen',
  'discord.game-gone':
    'Dieses Spiel ist nicht mehr auf diesem Brett. Nimm das neueste Brett oder `/sudoku board`.',
  'discord.finished': 'Das war das letzte Feld: Das Sudoku ist gelöst 🎉',
  'discord.stale-pick': 'Diese Auswahl gibt es auf diesem Brett nicht mehr. Wähle neu.',
  'discord.launch': 'In Discord spielen',
  'discord.yes': 'Ja',
  'discord.cancel': 'Abbrechen',
  'discord.confirmed': 'Bestätigt.',
  'discord.cancelled': 'Abgebrochen.',
  'discord.too-long-to-confirm': 'Diese Aktion ist zu lang zum Bestätigen.',
  'discord.are-you-sure': '{label}: Bist du sicher? Das zeigt allen hier die Lösung.',
  'discord.sorry': 'Bei mir ist etwas schiefgegangen. Versuch es gleich noch einmal.',
  'discord.restarting':
    'Der Sudoku-Bot startet gerade neu und konnte das nicht annehmen. Versuch es in einer Minute noch einmal.',
  'discord.no-picture':
    'Diese Nachricht hat kein Bild, das ich lesen kann. Nutze „Solve this Sudoku“ bei einer Nachricht mit dem Foto eines gedruckten Gitters, oder tippe `/solve` mit einem Gitter.',
  'discord.next-step': 'Nächster Schritt (ein Tipp zum ganzen Brett)',
  'discord.cell-choice': '{cell} · Zeile {row}, Spalte {column}',
  'discord.old-button': 'Dieser Knopf wird nicht mehr unterstützt. Versuch /sudoku board.',
  'discord.old-menu': 'Dieses Menü wird nicht mehr unterstützt. Versuch /sudoku board.',
  'discord.board-updated': 'Erledigt: Das Brett ist aktualisiert.',
  'slack.sudoku': 'Sudoku',
  'slack.pick-cell': 'Feld wählen',
  'slack.row': 'Zeile',
  'slack.column': 'Spalte',
  'slack.place': 'Setzen',
  'slack.note': '✏️ Notiz',
  'slack.play': 'Spielen',
  'slack.missing-cell': 'Wähle zuerst ein Feld im Menü und drücke dann {digit}.',
  'slack.missing-row-column':
    'Wähle zuerst eine Zeile und eine Spalte im Menü und drücke dann {digit}.',
  'slack.confirm-title': '{label}?',
  'slack.confirm-yes': 'Ja, {action}',
  'slack.cancel': 'Abbrechen',
  'slack.moved':
    'Dieses Brett ist nach unten gerutscht: Das Spiel geht in einer neueren Nachricht weiter.',
  'slack.set-aside': 'Dieses Spiel wurde für das neuere Spiel unten beiseitegelegt.',
  'slack.picture-title': 'Sudoku-Brett',
  'slack.picture-failed':
    'Das Bild des Bretts konnte nicht hochgeladen werden{code, select, none {} other { (Slack sagte: {code})}}. Tippe `/sudoku board`, um es noch einmal zu versuchen.',
  'slack.picture-unavailable': 'Das Bild des Bretts ist gerade nicht verfügbar.',
  'slack.old-button': 'Dieser Knopf wird nicht mehr unterstützt. Tippe `/sudoku board`.',
  'slack.modal-done': 'Fertig',
  'slack.modal-over': 'Dieses Spiel nimmt keine Züge mehr an.',
  'slack.modal-alt': 'Das Sudoku-Brett',
  'slack.move-done': 'Erledigt.',
  'home.play-today': 'Tagesrätsel spielen',
  'home.today-solved':
    '✅ *Tagesrätsel #{number}*: gelöst{time, select, none {} other { in {time}}}. Bis morgen!',
  'home.today-playing':
    '⏳ *Tagesrätsel #{number}*: läuft{time, select, none {} other {, bisher {time}}}. Dein Brett ist in unseren Nachrichten.',
  'home.today-revealed': '👀 *Tagesrätsel #{number}*: aufgedeckt. Morgen kommt ein neues.',
  'home.today-new':
    '🧩 *Tagesrätsel #{number}*: noch nicht begonnen. Heute haben alle dasselbe Rätsel.',
  'home.no-times': 'Noch keine Zeiten: Dein erstes gelöstes Rätsel setzt eine.',
  'home.your-stats': '*Deine Statistik*',
  'home.in-channel':
    'In einem Kanal: `/sudoku today` spielt gemeinsam, `/sudoku today solo` allein, `/sudoku leaderboard week` zeigt die Rangliste der Woche.',
  'option.bad-cell':
    '{value} ist kein Feld. Nenne ein Feld wie r3c5 (Zeile 3, Spalte 5, ab 1 gezählt); die Liste bietet die leeren an.',
  'option.bad-digits':
    '{value} ist keine Ziffernliste. Gib die Notizen als Ziffern an, z. B. 125 oder 1 2 5 (10 bis 16 mit Leerzeichen auf einem 16x16-Brett).',
  'option.bad-digit':
    '{value} ist keine Ziffer. Wähle eine Ziffer von {min} bis {max}{min, plural, =0 { (0 für ein leeres Feld)} other {}}.',
  'option.bad-time':
    '{value} ist keine Uhrzeit. Gib sie als HH:MM im 24-Stunden-Format an, z. B. 08:00 oder 19:30.',
  'option.bad-level': '{value} ist keine Stufe. Wähle eine aus der Liste.',
  'option.bad-variant': '{value} ist keine Brettart. Wähle eine aus der Liste.',
  'option.too-long': 'Dieser Text ist zu lang: höchstens {max} Zeichen.',
  'option.which-daily':
    'Welches Tagesrätsel? Gib seine Nummer oder sein Datum an: `/sudoku daily number:12` oder `/sudoku daily date:2025-01-12`.',
  'option.fix-digit':
    'Gib digit an: die Ziffer, die in dem Feld gedruckt ist (0 für ein leeres), oder nimm cell:ok, sobald das ganze Brett zu deinem Foto passt.',
  'option.theme': 'Wähle ein Design aus der Liste: dark oder light.',
  'option.grid-too-long': 'Dieses Gitter ist zu lang: höchstens {max} Zeichen.',
  'option.grid-and-image': 'Gib /solve entweder ein Gitter oder ein Bild, nicht beides.',
  'option.bad-move':
    'Tippe einen Zug als Feld und Ziffer, z. B. `r3c5 7`; auch `clear r3c5` oder `note r3c5 1 2`.',
  'option.unknown-command': 'Diesen Befehl kenne ich nicht. Versuch /sudoku help.',
  'web.photo-alt': 'Foto {name}, hochgeladen von {user}',
  'discord.dm-refused':
    'Ich konnte dein Brett nicht in unsere Direktnachrichten posten: Deine Privatsphäre-Einstellungen erlauben vielleicht keine Nachrichten von Servermitgliedern. Erlaube sie und drück noch einmal *Allein spielen* (`/sudoku today solo:True`), oder spielt hier gemeinsam mit `/sudoku today`.',
  'web.answered-below': '(Antwort weiter unten)',
};
