// Deutsch: eine Partie spielen (starten, Züge und ihre Ablehnungen, die Zeile des Bretts, seine
// Knöpfe und sein Titel). Siehe en/play.ts.

import type { MessageKey } from '../index.ts';

export const playDe: Partial<Record<MessageKey, string>> = {
  'core.sorry':
    'Entschuldigung, bei mir ist etwas schiefgegangen. Bitte versuche es gleich noch einmal.',
  'core.no-game':
    'Hier läuft noch kein Spiel. Tippe `today` für das Tagesrätsel oder `new` für ein neues (z. B. `new hard`).',
  'core.wrong-board':
    'Dieses Brett gehört zu einem früheren Spiel hier, daher habe ich nichts geändert. Nimm das neueste Brett oder zeige es mit `board`.',
  'core.busy-move': 'Auf diesem Brett ist gerade viel los; schick deinen Zug bitte noch einmal.',
  'core.busy-hint': 'Auf diesem Brett ist gerade viel los; frag bitte noch einmal nach dem Tipp.',
  'core.off-board':
    '{cell} liegt außerhalb des Bretts: Zeilen und Spalten gehen von 1 bis {size} (r1c1 bis r{size}c{size}).',
  'move.off-board':
    'Dieses Feld liegt außerhalb des Bretts: Zeilen und Spalten gehen von 1 bis {size} (z. B. r1c1 bis r{size}c{size}).',
  'move.bad-digit': 'Die Ziffern auf diesem Brett gehen von 1 bis {size}.',
  'move.too-many-notes': 'Ein Feld nimmt höchstens {size} Notizen, z. B. `note r3c5 1 2 4`.',
  'move.game-over':
    '{solved, select, yes {Dieses Spiel ist gelöst} other {Dieses Spiel wurde aufgedeckt}}, es nimmt keine Züge mehr. Tippe `new` für ein neues Rätsel oder `today` für das Tagesrätsel.',
  'move.given':
    '{cell} ist eine Vorgabe ({digit}) und lässt sich nicht ändern. Wähle ein leeres Feld.',
  'move.given-clear': '{cell} ist eine Vorgabe und lässt sich nicht löschen.',
  'move.already-there': '{cell} enthält schon {digit}.',
  'move.filled': '{cell} enthält schon {digit}, und das stimmt. Wähle ein leeres Feld.',
  'move.filled-notes': '{cell} enthält schon {digit}; Notizen gehören in leere Felder.',
  'move.empty-cell': '{cell} ist schon leer.',
  'move.nothing-to-undo': 'Es gibt noch nichts rückgängig zu machen.',
  'move.not-yours-erased':
    '{who} hat {what} gelöscht, du hast hier keinen Zug mehr zum Zurücknehmen.',
  'move.not-yours-last':
    'Du hast hier keinen Zug zum Zurücknehmen; der letzte war von {who}. `undo` nimmt nur deine eigenen Züge zurück.',
  'move.not-yours-later':
    '{who} hat das Feld nach deinem Zug geändert, daher kann ich deinen nicht ohne den anderen zurücknehmen.',
  'move.your-digit': 'deine {digit} in {cell}',
  'move.your-notes': 'deine Notizen in {cell}',
  'move.someone': 'jemand',
  'play.how-to': 'Ziffern setzt du mit `r3c5 7`; `hint`, wenn du festsitzt; `help` für mehr.',
  'play.progress.left': '{n, plural, one {noch # Feld} other {noch # Felder}}',
  'play.progress.mistakes': '{n, plural, one {# Fehler} other {# Fehler}}',
  'play.progress.hints': '{n, plural, one {# Tipp} other {# Tipps}}',
  'play.today-preparing':
    'Das Tagesrätsel wird noch vorbereitet. Tippe in einer Minute noch einmal `today`.',
  'play.today-on': '*{title}*: Das Tagesrätsel läuft! {howTo}',
  'play.solved': '*{title}* ist gelöst. 🎉',
  'play.revealed': '*{title}* wurde aufgedeckt.',
  'play.status': '*{title}* · {progress}',
  'play.variant-unavailable':
    '{variant}-Rätsel gibt es hier nicht. Versuche `new` für ein klassisches.',
  'play.variant-levels': '{variant}-Rätsel gibt es in {levels}. Versuche `new {level} {variant}`.',
  'play.none-ready':
    'Gerade ist kein neues {level}-Rätsel bereit; weitere entstehen. Versuche es in einer Minute, oder `new {other}` oder `today`.',
  'play.none-ready-variant':
    'Gerade ist kein neues {level}-{variant}-Rätsel bereit; weitere entstehen. Versuche es in einer Minute, oder `new {other}` oder `today`.',
  'play.new-game': '*{title}*: neues Spiel!{aside} {howTo}',
  'play.aside-daily': ' (`today` holt das Tagesrätsel zurück.)',
  'play.aside-game': ' (Das angefangene Spiel wurde beiseitegelegt: `resume` holt es zurück.)',
  'play.ask-new':
    '*{title}* ist hier noch nicht fertig ({progress}), und es ist das Spiel aller. Trotzdem ein neues beginnen? Das angefangene wird beiseitegelegt; {back} holt es zurück. Tippe `{confirmed}` oder drück den Knopf.',
  'play.ask-new.button': 'Neues Spiel beginnen',
  'play.nothing-aside':
    'Hier ist kein angefangenes Spiel beiseitegelegt. `new` beginnt ein neues, `today` das Tagesrätsel.',
  'play.resumed': '*{title}* ist zurück · {progress}',
  'play.grid-example': '{problem} Beispiel: `new 53..7....6..195...` (81 Felder).',
  'play.grid-multiple':
    'Dieses Gitter hat mehr als eine Lösung, ist also kein spielbares Rätsel. Prüfe die Ziffern oder zeige mit `solve` zwei Lösungen.',
  'play.grid-none': 'Dieses Gitter hat keine Lösung. `solve` zeigt, wo der Widerspruch liegt.',
  'play.wrong-digit':
    '{digit} gehört nicht nach {cell}, deshalb habe ich sie nicht eingetragen. Fehler bisher: {mistakes}. Versuche eine andere Ziffer oder `hint {cell}`.',
  'play.placed.board': '*{title}* · {name} hat {digit} in {cell} gesetzt · {progress}',
  'play.placed.ack': '{digit} in {cell} gesetzt · {progress}',
  'play.changed': '*{title}* · {change} · {progress}',
  'play.cleared': 'Gelöscht.',
  'play.cleared.board': '{name} hat {cell} gelöscht.',
  'play.cleared.ack': '{cell} gelöscht.',
  'play.cleared-notes.board': '{name} hat die Notizen in {cell} gelöscht.',
  'play.cleared-notes.ack': 'Notizen in {cell} gelöscht.',
  'play.notes-updated': 'Notizen aktualisiert.',
  'play.notes-in': 'Notizen in {cell}: {digits}',
  'play.notes-none': 'Keine Notizen mehr in {cell}.',
  'play.by': '{name}: {change}',
  'play.notes-filled':
    'Alle Kandidaten sind notiert. Tippe noch einmal `notes`, um sie zu löschen.',
  'play.notes-cleared': 'Alle Notizen gelöscht.',
  'play.undone': 'Rückgängig gemacht.',
  'play.undid.board': '{name} hat {what} zurückgenommen.',
  'play.undid.ack': '{what} zurückgenommen.{skipped}',
  'play.undid.notes-change': 'die Notizänderung',
  'play.undid.notes': 'die Notizen in {cell}',
  'play.undid.place': 'die {digit} in {cell}',
  'play.undid.clear': 'das Löschen von {cell}',
  'play.undid.skipped': ' ({who} hatte {what} schon gelöscht.)',
  'play.ask-reveal':
    'Das deckt die Lösung von *{title}* für alle hier auf und beendet das Spiel. Tippe `solve confirm`, um fortzufahren.',
  'play.no-game-to-reveal':
    'Hier gibt es kein Spiel zum Aufdecken. Um ein Gitter zu lösen, füge es nach `solve` ein (z. B. `solve 53..7....6..195...`, 81 Felder) oder hänge ein Foto an; `today` startet das Tagesrätsel.',
  'play.revealed-now':
    'Hier ist die Lösung von *{title}*; das Spiel ist vorbei.{daily} `new` für ein weiteres.',
  'play.revealed-daily': ' Ein aufgedecktes Tagesrätsel zählt nicht für Serien.',
  'clear.digit-of': 'In {cell} steht die {digit} von {who}.',
  'clear.notes-of':
    'Die Notizen in {cell} ({digits}) sind {partly, select, yes {teilweise } other {}}{whose}.',
  'clear.whose': 'von {name}',
  'clear.ask':
    '{question} `{confirmed}` löscht {digit, select, yes {sie} other {sie}} trotzdem, oder drück den Knopf.',
  'clear.button': 'Trotzdem löschen',
  'title.daily': 'Tagesrätsel Nr. {number} · {level} · {date, date, weekday}',
  'title.archive': 'Tagesrätsel Nr. {number} · {level} · {date}',
  'title.variant': '{level} · {variant}',
  'title.puzzle': 'Rätsel {level}',
  'title.so-far': '{title} · bisher {clock}',
  'title.in': '{title} · in {clock}',
  'level.easy': 'Leicht',
  'level.medium': 'Mittel',
  'level.hard': 'Schwer',
  'level.expert': 'Experte',
  'level.extreme': 'Extrem',
  'variant.mini': 'Mini 6x6',
  'variant.x': 'Sudoku X',
  'variant.big': '16x16',
  'variant.classic': 'klassisch',
  'post.morning': 'Guten Morgen! {text}',
  'post.late': 'Das Tagesrätsel vom {date}, etwas verspätet: {text}',
  'post.level': 'Dein tägliches {level}-Rätsel ist da! {text}',
  'button.reveal': 'Aufdecken',
  'button.reveal.confirm': 'Lösung aufdecken? Das beendet das Spiel für alle hier.',
  'button.share': 'Ergebnis teilen',
  'button.today': 'Tagesrätsel',
  'button.new': 'Neues Rätsel',
  'button.hint': 'Tipp',
  'button.undo': 'Rückgängig',
  'button.notes': 'Notizen',
  'button.solo': 'Allein spielen',
  'button.more': 'Mehr',
};
