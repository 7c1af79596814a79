// Deutsch. Befehle in Backticks so, wie man sie tippt (englische Befehle gehen weiter).
// Sudoku-Wörter deutscher Rätselfreunde: Feld, Ziffer, Kandidat, Notiz, Tipp, Block.

import type { MessageKey } from '../index.ts';
import { pageWordsDe } from './page-words.ts';
import { i18nHttpDe } from './i18n-http.ts';
import { catalogEngine } from './catalog-engine.ts';
import { tapsFiles } from './taps-files.ts';
import { visionFast } from './vision-fast.ts';
import { photoInputs } from './photo-inputs.ts';
import { userInstalls } from './user-installs.ts';
import { dailyThreadDe } from './daily-thread.ts';
import { deHelp } from './help.ts';
import { deCatalogRest } from './catalog-rest.ts';
import { quietLookupsDe } from './quiet-lookups.ts';
import { i18nCliDe } from './i18n-cli.ts';
import { cliWordsDe } from './cli-words.ts';

export const de: Partial<Record<MessageKey, string>> = {
  ...pageWordsDe,
  ...i18nHttpDe,
  ...visionFast,
  ...photoInputs,
  ...userInstalls,
  ...dailyThreadDe,
  ...deHelp,
  ...deCatalogRest,
  ...tapsFiles,
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
    '{intro} Ich musste einige Felder raten, damit es ein richtiges Rätsel wird. Bitte vergleiche das ganze Gitter mit deinem Foto. {fixHow} Wenn alles stimmt, sende `fix ok`, dann biete ich die Lösung an.',
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
  'celebrate.result':
    'in {time} mit {mistakes, plural, one {# Fehler} other {# Fehlern}} und {hints, plural, one {# Tipp} other {# Tipps}}',
  'celebrate.played-by': ' Gespielt von {players}.',
  'celebrate.your-streak': ' Deine Serie: {n, plural, one {# Tag} other {# Tage}}.',
  'celebrate.streaks': ' Serien: {list}.',
  'celebrate.streak-of': '{name} {n, plural, one {# Tag} other {# Tage}}',
  'celebrate.solved': '🎉 *{title}* gelöst {result}.{by}{streak}\nZum Teilen:\n{share}',
  'celebrate.board': '*{title}* ist gelöst 🎉 {result}.{by}',
  'celebrate.solo-result': '{name} hat es allein gelöst:\n{share}',
  'share.name-daily': 'Sudoku-Tagesrätsel Nr. {number}',
  'share.name': 'Sudoku',
  'share.variant.mini': ' Mini',
  'share.variant.x': ' Sudoku X',
  'share.variant.big': ' 16x16',
  'share.head': '{name}{variant} ({level}) gelöst in {time}',
  'share.unranked': 'ohne Wertung',
  'share.ranked': 'Wertung {time}',
  'share.streak': 'Serie {n}',
  'share.not-finished':
    'Du hast das Tagesrätsel noch nicht fertig: dein Ergebnis wird geteilt, sobald du es löst. Weiter so!',
  'share.not-solved':
    'Du hast das Tagesrätsel noch nicht gelöst, es gibt nichts zu teilen. `today` spielt es gemeinsam, `today solo` allein.',
  'share.gone': 'Dieses Spiel ist weg, ich kann es nicht teilen.',
  'share.copy': 'Zum Kopieren und Teilen:\n{line}',
  'share.result-of': 'Ergebnis von {name}:\n{line}',
  'archive.range':
    'Tagesrätsel gibt es von Nr. 1 ({launch}) bis zur heutigen Nr. {latest}. Versuche `daily {example}` oder `today`.',
  'archive.bad-date':
    '{date} ist kein Datum, das ich kenne. Schreib es als JJJJ-MM-TT, z. B. `daily {example}`.',
  'archive.not-yet':
    'Das Tagesrätsel vom {date} ist noch nicht erschienen: nicht schummeln! `today` ist das heutige.',
  'archive.before-launch': 'Das erste Tagesrätsel gab es am {launch} (Nr. 1). Versuche `daily 1`.',
  'archive.is-today': 'Das ist das heutige Tagesrätsel: tippe `today`, um es mit allen zu spielen.',
  'archive.preparing':
    'Das Tagesrätsel vom {date} wird vorbereitet; tippe in einer Minute noch einmal `daily {date}`.',
  'archive.started':
    '*{title}* aus dem Archiv: zählt für keine Serie und keine Bestenliste. Viel Spaß!{aside}',
  'solo.ready':
    'Dein eigenes Brett von *{title}* liegt in unseren Direktnachrichten bereit. Wenn du fertig bist, wird dein Ergebnis (ohne Spoiler) hier gepostet.',
  'solo.waiting':
    'Dein eigenes Brett von *{title}* wartet in unseren Direktnachrichten. Wenn du fertig bist, wird dein Ergebnis (ohne Spoiler) hier gepostet.',
  'solo.unavailable':
    'Allein spielen geht hier nicht. Öffne eine Direktnachricht mit mir und tippe `today`.',
  'solo.no-dm':
    'Ich konnte keine Direktnachricht an dich öffnen (vielleicht wegen deiner Privatsphäre-Einstellungen). Spielt hier gemeinsam mit `today`, oder erlaube Direktnachrichten von Servermitgliedern.',
  'solo.elsewhere':
    'Du spielst *{title}* schon in unseren Direktnachrichten, und es zählt dort, wo du es begonnen hast; sein Ergebnis wird hier nicht von selbst gepostet. Wenn du fertig bist, postet `share` es hier.',
  'solo.preparing':
    'Das Tagesrätsel wird noch vorbereitet. Tippe in einer Minute noch einmal `today solo`.',
  'solo.board': '*{title}*: dein eigenes Brett. {howTo}',
  'digest.yesterday': 'Gestern',
  'digest.head':
    '*{when} hier: Tagesrätsel Nr. {number}* gelöst von {n, plural, one {# Person} other {# Personen}} ({how}).',
  'digest.together': '{n} gemeinsam',
  'digest.alone': '{n} allein',
  'digest.fastest': 'Am schnellsten: {result}',
  'digest.nobody-ranked': 'Am schnellsten: niemand in der Wertung (jeweils mehr als 10 Fehler).',
  'digest.streaks': '{count, plural, one {Längste Serie} other {Längste Serien}}: {list}',
  'digest.streak-of': '{name} {n, plural, one {# Tag} other {# Tage}}',
  'digest.no-daily-yesterday':
    'Gestern gab es kein Tagesrätsel: das erste ist heute. `today` spielt es.',
  'digest.nobody':
    'Niemand hier hat das gestrige Tagesrätsel (Nr. {number}) gelöst. `daily {number}` spielt es aus dem Archiv; `leaderboard week` zeigt die Woche.',
  'stats.yours': '*Deine Sudoku-Statistik, {name}*',
  'stats.played':
    'Gespielt {played} · gelöst {solved}{revealed, plural, =0 {} other { · aufgedeckt #}}',
  'stats.theirs': '*Sudoku-Statistik von {name}*',
  'stats.dailies': 'Tagesrätsel gelöst {n}',
  'stats.streak': 'Tagesserie: {n, plural, one {# Tag} other {# Tage}} (Rekord {best})',
  'stats.times': 'Bestzeit {best} · Median {median}',
  'stats.mistakes': 'Fehler {mistakes} · Tipps {hints}',
  'stats.calendar': 'Gelöste Tagesrätsel, die letzten {weeks} Wochen (Mo–So):',
  'stats.nobody-called':
    'Niemand namens {who} hat hier schon ein Tagesrätsel gespielt. `stats` zeigt deine.',
  'stats.no-games':
    'Noch keine Spiele. Tippe `today` für das Tagesrätsel; deine Statistik beginnt mit deinem ersten Zug.',
  'stats.no-dailies':
    '{name} hat noch kein Tagesrätsel gelöst, es gibt keine Statistik. `today` ist ein guter gemeinsamer Anfang!',
  'board.penalty': '; {time} +{penalty} für Fehler',
  'board.result':
    '{time} · {who}{solo} ({mistakes, plural, one {# Fehler} other {# Fehler}}, {hints, plural, one {# Tipp} other {# Tipps}}{rest})',
  'board.unranked': ', ohne Wertung',
  'board.period-row':
    '{place}. {name}: {n, plural, one {# Tagesrätsel} other {# Tagesrätsel}} gelöst, Schnitt {average} (beste {best})',
  'board.streak-row': '{place}. {name}: {n, plural, one {# Tag} other {# Tage}} (Rekord {best})',
  'board.week': 'Diese Woche (seit Montag, {from})',
  'board.month': 'Diesen Monat (seit {from})',
  'board.all': 'Gesamt ({n, plural, one {# Tagesrätsel} other {# Tagesrätsel}})',
  'board.section': '*{title}*',
  'board.here': '{title}, hier',
  'board.whole': '{title}, ganzer {community}',
  'board.none-here': 'Hier wurde noch kein Tagesrätsel gelöst.',
  'board.none': 'Noch kein Tagesrätsel gelöst.',
  'board.period-rule':
    '_Zuerst die meisten gelösten Tagesrätsel, dann die niedrigere durchschnittliche Wertungszeit, dann die bessere Bestzeit; weiter gleich: geteilter Platz. Wertungszeit: {rule} (ein Tagesrätsel ohne Wertung zählt hier nicht)._',
  'board.today-here': 'Heutiges Tagesrätsel, hier',
  'board.today-none-here': 'Hier noch nicht gelöst: `today` gemeinsam, `today solo` allein.',
  'board.today-whole': 'Heutiges Tagesrätsel, ganzer {community}',
  'board.today-none': 'Noch niemand hat es gelöst.',
  'board.streaks-here': 'Serien hier',
  'board.streaks-whole': 'Serien im {community}',
  'board.no-streaks': 'Noch keine laufenden Serien.',
  'board.today-rule':
    '_Wertungszeit: {rule}. Bei Gleichstand zählen weniger Tipps, dann weniger Fehler; weiter gleich: geteilter Platz. 👤 allein gespielt. `leaderboard week`, `leaderboard month` oder `leaderboard all` für längere Zeiträume._',
  'board.ranking-rule': '+{penalty} s pro Fehler; mehr als {most} Fehler: ohne Wertung',
  'community.server': 'Server',
  'community.workspace': 'Workspace',
  'theme.named': '*{theme}*',
  'theme.default': '*{theme}* (Standard)',
  'theme.yours':
    'Deine Bilder sind {theme}: Bretter in unseren Direktnachrichten, deine eigenen Bretter, und Tipps und Bilder, die nur du siehst. Tippe `theme {other}` zum Ändern.',
  'theme.channel-line':
    'Das Brett, das alle in diesem Kanal sehen, ist {theme}: wer den Kanal verwalten darf, ändert es mit `theme channel {other}`.',
  'theme.done':
    'Erledigt: deine Bilder sind ab jetzt *{theme}* (Bretter in unseren Direktnachrichten, deine eigenen Bretter, und Tipps und Bilder, die nur du siehst).',
  'theme.channel-in-dm':
    'Bretter in unseren Direktnachrichten gehören dir allein und folgen deinem eigenen Design: tippe `theme dark` oder `theme light`.',
  'theme.channel-is':
    'Das Brett, das alle in diesem Kanal sehen, ist {theme}. Wer den Kanal verwalten darf, ändert es mit `theme channel {other}`; deine eigenen Bilder folgen `theme dark` oder `theme light`.',
  'theme.channel-refused':
    'Nur wer diesen Kanal verwalten darf, kann das Design des gemeinsamen Bretts ändern. Deine eigenen Bilder (Tipps, eigene Bretter) folgen `theme {theme}`.',
  'theme.channel-done':
    'Erledigt: das Brett, das alle in diesem Kanal sehen, ist ab jetzt *{theme}* (gesetzt von {name}). Die eigenen Bilder aller folgen ihrem `theme dark` oder `theme light`.',
  'schedule.not-allowed':
    'Nur wer diesen Kanal verwalten darf, kann seinen täglichen Post ändern. Frag jemanden mit diesen Rechten, oder tippe `today`, um jetzt zu spielen.',
  'schedule.bad-time': 'Gib die Uhrzeit als HH:MM im 24-Stunden-Format an, z. B. `schedule 09:00`.',
  'schedule.done':
    'Erledigt: {level, select, daily {das Tagesrätsel} other {ein neues {level}-Rätsel}} wird hier jeden Tag um {time} ({zone}) gepostet, {start, select, today {ab heute} other {ab morgen}}. `unschedule` beendet es.',
  'schedule.stopped':
    'Erledigt: keine täglichen Posts mehr hier. `schedule 09:00` startet sie wieder.',
  'schedule.none':
    'Hier ist kein täglicher Post geplant. Tippe `schedule 09:00`, um einen zu starten.',
  'language.show':
    'Ich spreche *{language}* mit dir. `language de` (oder {codes}) ändert das; `language auto` folgt wieder deiner App.',
  'language.show-channel':
    'Alle in diesem Kanal lesen *{language}*: wer den Kanal verwalten darf, ändert es mit `language channel de`.',
  'language.done': 'Erledigt: ich spreche ab jetzt *{language}* mit dir.',
  'language.auto': 'Erledigt: ich folge wieder der Sprache deiner App.',
  'language.channel-done':
    'Erledigt: was alle in diesem Kanal sehen, ist ab jetzt auf *{language}* (gesetzt von {name}).',
  'language.channel-auto':
    'Erledigt: dieser Kanal folgt wieder der Sprache des Servers (Englisch, wo es keine gibt).',
  'language.channel-refused':
    'Nur wer diesen Kanal verwalten darf, kann seine Sprache ändern. `language {code}` ändert die Sprache, die ich mit dir spreche.',
  'language.channel-in-dm':
    'Unsere Direktnachrichten folgen deiner eigenen Sprache: tippe `language {code}`.',
  'language.unknown': "Ich spreche kein ''{word}''. Ich spreche {codes}: z. B. `language de`.",
  'timezone.show':
    'Der Tag dieser Unterhaltung folgt *{zone}*{chosen, select, yes {} other { (die Zeitzone des Bots)}}: Dort ist es {time}, {date, date, long}. Wer den Kanal verwalten darf, ändert sie mit `timezone Europe/Berlin`; `timezone auto` kehrt zur Zeitzone des Bots zurück ({bot}).',
  'timezone.done':
    'Erledigt: Der Tag dieser Unterhaltung folgt ab jetzt *{zone}* (festgelegt von {name}): Dort ist es {time}, {date, date, long}. Das Tagesrätsel, Uhrzeit und Mitternacht des täglichen Beitrags, Serien und `leaderboard today` und `week` folgen ihr.',
  'timezone.auto':
    'Erledigt: Der Tag dieser Unterhaltung folgt wieder der Zeitzone des Bots, *{zone}* (dort ist es {time}, {date, date, long}).',
  'timezone.refused':
    'Nur wer diesen Kanal verwalten darf, kann seine Zeitzone ändern. Frag jemanden, der den Kanal verwaltet; `timezone` nennt die aktuelle.',
  'timezone.unknown':
    "Die Zeitzone ''{word}'' kenne ich nicht. Nimm einen IANA-Zeitzonennamen, z. B. `timezone Europe/Berlin`, `timezone Europe/Vienna` oder `timezone Asia/Tokyo`.",
  'timezone.offset':
    "''{word}'' ist ein Versatz, keine Zeitzone: Ein Versatz folgt nicht der Sommerzeit. Nimm den Namen der Zeitzone, z. B. `timezone Europe/Berlin` oder `timezone America/New_York`.",
  'help.words':
    'Auf Deutsch geht auch: `hilfe`, `tipp`, `rückgängig`, `neu hard`, `heute`, `brett`, `löschen r3c5`, `notizen`, `lösen`, `rangliste`, `teilen`, `fortsetzen`, `sprache de`.\n',
  ...catalogEngine,
  ...quietLookupsDe,
  ...i18nCliDe,
  ...cliWordsDe,
};
