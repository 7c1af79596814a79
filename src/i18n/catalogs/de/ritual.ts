// Deutsch: das tägliche Ritual (Feier, Teilen, Archiv, eigene Bretter, Zusammenfassung),
// Statistiken und Ranglisten. Siehe en/ritual.ts.

import type { MessageKey } from '../index.ts';

export const ritualDe: Partial<Record<MessageKey, string>> = {
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
};
