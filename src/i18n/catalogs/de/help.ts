// Deutsch: die Hilfeseiten (siehe en/help.ts). Befehle stehen in Backticks, wie man sie tippt;
// `{taps}`, `{photo}` und `{community}` sind die Sätze je Plattform weiter unten.

import type { MessageKey } from '../index.ts';

export const deHelp: Partial<Record<MessageKey, string>> = {
  'help.overview':
    '*Sudoku-Befehle*\n' +
    '`today` — das Tagesrätsel in dieser Unterhaltung (alle hier spielen dasselbe Brett) · `today solo` — dein eigenes Brett davon, in unseren Direktnachrichten\n' +
    '`daily 325` oder `daily 2026-11-20` — ein früheres Tagesrätsel aus dem Archiv (keine Serie, keine Rangliste) · `share` — dein heutiges Ergebnis hier posten\n' +
    '`new hard` — ein neues Rätsel (easy bis extreme; auch `new easy mini`, `new medium x`, `new easy big`)\n' +
    '`board` — das Brett unten noch einmal zeigen · `resume` — ein beiseitegelegtes Spiel zurückholen\n' +
    '`r3c5 7` — 7 in Zeile 3, Spalte 5 setzen. {taps}\n' +
    '`clear r3c5` — ein Feld leeren · `undo` — deinen letzten Zug zurücknehmen\n' +
    '`note r3c5 1 2 4` — Bleistiftnotizen an- und ausschalten · `notes` — alle Kandidaten notieren (nochmals zum Löschen)\n' +
    '`hint` — ein Tipp (nochmals für mehr Details) · `hint r3c5` — wie sich dieses Feld ergibt\n' +
    '`solve` — die Lösung aufdecken und das Spiel beenden (in einem Kanal frage ich vorher)\n' +
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79` — ein eingefügtes Gitter lösen · {photo} — ein Foto lösen\n' +
    '`stats` — deine Statistik, Serie und dein Kalender · `stats @name` — die von jemand anderem · `leaderboard` — die heutigen Zeiten und Serien, `leaderboard week` (oder `leaderboard month`, `leaderboard all`) · `digest` — gestern hier\n' +
    '`schedule 09:00` / `unschedule` — das Tagesrätsel hier jeden Tag posten (Kanalverwalter)\n' +
    '`theme dark` / `theme light` — die Farben deiner Bilder · `theme channel dark` — das Brett dieses Kanals (Kanalverwalter)\n' +
    '{settings}' +
    '{words}' +
    'Mehr: {topics}.',
  'help.settings-line':
    '`language de` — die Sprache, die ich mit dir spreche · `language channel de` — die dieses Kanals (Kanalverwalter)\n' +
    '`timezone Europe/Berlin` — der Tag dieses Kanals: heutiges Tagesrätsel, Uhrzeit des Tagesposts, Serien (Kanalverwalter)\n',
  'help.taps.discord':
    'Unter dem Brett: Wähle ein Feld in einem der Menüs, dann seine Ziffer (✏️ schaltet auf Bleistiftnotizen um), oder drück *Zug tippen*.',
  'help.taps.slack':
    'Unter dem Brett: Wähle ein Feld im Menü und drück dann seine Ziffer (schalte von Setzen auf ✏️ Notiz für Bleistiftnotizen).',
  'help.taps.web':
    'Die Knöpfe unter dem Brett geben einen Tipp, nehmen zurück oder setzen Notizen.',
  'help.photo-short.discord': 'ein Foto: `solve` mit seiner Option *image*',
  'help.photo-short.slack':
    'ein Foto in unseren Direktnachrichten (in einem Kanal erwähne mich dabei)',
  'help.photo-short.web': 'ein Foto (der Kameraknopf, Ziehen und Ablegen oder Einfügen)',
  'help.photo-long.discord':
    'Hänge das Foto eines gedruckten Gitters an `solve` an (seine Option *image*), oder nutze „Solve this Sudoku“ (Apps, im Menü der Nachricht) bei einer Nachricht, die eins hat.',
  'help.photo-long.slack':
    'Poste das Foto eines gedruckten Gitters in unseren Direktnachrichten oder in einem Kanal mit einer Erwähnung von mir, oder nutze „Solve this Sudoku“ (im ⋯-Menü der Nachricht) bei einer Nachricht, die eins hat.',
  'help.photo-long.web':
    'Schick das Foto eines gedruckten Gitters mit dem Kameraknopf, per Ziehen und Ablegen oder durch Einfügen.',
  'help.spellings.slack': '`r3c5 7`, `r3c5=7` und `place r3c5 7` setzen alle 7 in r3c5.',
  'help.spellings.web': '`r3c5 7`, `r3c5=7`, `R3C5 7` und `place r3c5 7` setzen alle 7 in r3c5.',
  'help.spellings.plain': '`r3c5 7` setzt 7 in r3c5.',
  'help.moves':
    '*Züge*\n' +
    'Felder heißen Zeile, dann Spalte: `r1c1` ist oben links, `r9c9` unten rechts.\n' +
    '{taps}\n' +
    '{spellings}\n' +
    'Eine falsche Ziffer wird sofort abgelehnt und als Fehler gezählt; auf dem Brett stehen nur richtige Ziffern. Vorgaben (gedruckte Ziffern) ändern sich nicht.\n' +
    '`clear r3c5` leert ein Feld (in einem Kanal die Ziffer oder Notizen von jemand anderem erst nach Bestätigung: `clear r3c5 confirm`); `undo` nimmt deinen eigenen letzten Zug zurück (in einem Kanal nie den von jemand anderem).\n' +
    '`new` über einem unfertigen Kanalspiel fragt vorher; das beiseitegelegte Spiel kommt mit `resume` zurück.\n' +
    '`note r3c5 1 2 4` schaltet Bleistiftnotizen an und aus; `notes` notiert alle Kandidaten, `notes` nochmals (oder `notes clear`) löscht sie.\n' +
    'Jede Änderung bearbeitet das eine Brett des Spiels an Ort und Stelle; `board` zeigt es unten noch einmal.',
  'help.stats':
    '*Statistik und Rangliste*\n' +
    '`stats`: gespielte und gelöste Spiele, deine Tagesserie, beste und mittlere Zeit, Fehler und Tipps, und ein Kalender der gelösten Tagesrätsel der letzten vier Wochen.\n' +
    '`stats @name`: die Statistik von jemand anderem, aus den Tagesrätseln, die er gelöst hat (nichts anderes, was er in Direktnachrichten gespielt hat).\n' +
    'Eine Serie zählt Tagesrätsel, die an aufeinanderfolgenden Tagen gelöst wurden (nicht aufgedeckt, nicht aus dem Archiv).\n' +
    '`leaderboard`: die heutigen Zeiten des Tagesrätsels hier und im ganzen {community}, und laufende Serien. `leaderboard week`, `leaderboard month` oder `leaderboard all`: gelöste Tagesrätsel und die mittlere Zeit in diesem Zeitraum. Ein Tagesrätsel, das du in einer Direktnachricht mit dem Bot löst, zählt in jedem {community}, in dem du spielst; eins, das du aus einem Kanal allein gespielt hast (`today solo`), zählt auch in diesem Kanal.\n' +
    'Gewertete Zeit: +30 s pro Fehler; mehr als 10 Fehler: ohne Wertung. Bei Gleichstand zählen weniger Tipps, dann weniger Fehler, sonst teilt man sich den Platz.\n' +
    '`digest` (oder `leaderboard yesterday`): das gestrige Tagesrätsel hier: wie viele es gelöst haben, die Schnellsten, die längsten Serien. Es folgt auch jedem morgendlichen Tagespost.' +
    '\n`stats`, `leaderboard` und `digest` antworten nur dir, mit einem Knopf *Im Kanal posten*, um es allen zu zeigen.',
  'help.daily':
    '*Das Tagesrätsel*\n' +
    '`today` spielt das heutige Tagesrätsel auf dem gemeinsamen Brett dieses Kanals: Alle hier spielen dasselbe Brett.\n' +
    '`today solo` (oder der Knopf *Allein spielen*): dein eigenes Brett desselben Tagesrätsels, in unseren Direktnachrichten. Wenn du fertig bist, wird dein Ergebnis (Zeit, Fehler, Tipps, Serie und ein Gitter aus Kästchen, ohne Ziffern) in dem Kanal gepostet, in dem du angefangen hast.\n' +
    '`share` postet dein heutiges Ergebnis in diesem Kanal; in unseren Direktnachrichten gibt es dir den Text zum Kopieren.\n' +
    '`daily 325` oder `daily 2026-11-20` spielt ein früheres Tagesrätsel aus dem Archiv: Es zählt für keine Serie und keine Rangliste.',
  'help.photo':
    '*Ein Foto lösen*\n' +
    '{photo} Ich zeige, was ich gelesen habe, unsichere Felder hervorgehoben.\n' +
    'Korrigiere ein Feld mit `fix r3c5 8` (oder `fix r3c5 .` für ein leeres); dann prüfe ich das Gitter erneut.\n' +
    'Wenn ich Felder raten musste, vergleiche das ganze Brett mit deinem Foto und schick `fix ok`.',
  'help.levels':
    '*Stufen*: {levels}.\n' +
    '*Varianten*: {variants} (mini ist 6x6, x fügt die Diagonalen hinzu, big ist 16x16).',
  'help.hints':
    '*Tipps*\n' +
    '`hint` sagt zuerst, wo du hinschauen sollst, dann (nochmals) welche Technik und welche Ziffer, dann den ganzen Schritt.\n' +
    '`hint r3c5` erklärt, wie sich genau dieses Feld aus dem Brett ergibt.\n' +
    'Tipps zählen im Ergebnis des Spiels. In einem Kanal bekommst nur du sie zu sehen.',
  'help.solve':
    '*Ein Gitter lösen*\n' +
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`\n' +
    'Oder 9 Zeilen zu 9, mit Leerzeichen, | oder - nach Belieben; `.`, `0` oder `_` für leere Felder.\n' +
    'Ich zeige die Lösung oder sage, ob das Gitter keine oder mehrere Lösungen hat, oder welche Zeile, Spalte oder welcher Block eine Ziffer doppelt hat.\n' +
    'Die Antwort hat einen Knopf, um das Gitter hier mit Tipps zu spielen. `solve` allein deckt das laufende Spiel auf.',
  'help.schedule':
    '*Tagespost*\n' +
    '`schedule 09:00` postet das Tagesrätsel hier jeden Tag um 09:00 (Zeitzone des Bots); `schedule 07:30 hard` postet stattdessen ein neues schweres Rätsel.\n' +
    '`unschedule` beendet es. Nur wer den Kanal verwalten darf, kann das ändern.' +
    '\nJeder Tagespost öffnet einen Thread für die Gespräche des Tages (Ergebnisse, geteilte Ergebnisse, der Rückblick); `thread off` lässt alles im Kanal, `thread on` bringt den Thread zurück.',
  'help.theme':
    '*Farbschema der Bilder*\n' +
    '`theme dark` oder `theme light` färbt die Bilder, die nur du siehst: Bretter in unseren Direktnachrichten, deine eigenen Bretter und Tipps, die nur dir gezeigt werden. `theme` allein sagt, welches du hast.\n' +
    'Das Brett eines Kanals sehen alle dort, daher behält es das Schema des Kanals (hell, solange niemand es ändert): Wer den Kanal verwalten darf, stellt es mit `theme channel dark` oder `theme channel light` ein.',
  'help.theme-web':
    'Auf dieser Seite folgt ein Bild, für das niemand ein Schema gewählt hat, dem dunklen oder hellen Modus deines Browsers.',
  'help.unknown': "Zu ''{topic}'' habe ich keine Hilfe. Themen: {topics}. Oder einfach `help`.",
  'help.words':
    'Auf Deutsch geht auch: `hilfe`, `tipp`, `rückgängig`, `neu hard`, `heute`, `brett`, `löschen r3c5`, `notizen`, `lösen`, `rangliste`, `teilen`, `fortsetzen`, `sprache de`.\n',
};
