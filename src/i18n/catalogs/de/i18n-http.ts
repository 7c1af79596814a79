// Deutsch: die HTTP-Absagen des Bretts und der Web-Spielwiese (auf der Seite gezeigt), die der
// Anmeldung in der Aktivität, abgelehnte Namen und der Discord-Hinweis zu einer zu langen DM.

import type { MessageKey } from '../index.ts';

export const i18nHttpDe: Partial<Record<MessageKey, string>> = {
  'http.not-found': 'Unter dieser Adresse gibt es nichts.',
  'http.method-not-allowed': '`{method}` ist hier nicht erlaubt.',
  'http.internal':
    'Entschuldigung, bei uns ist etwas schiefgegangen. Bitte versuche es noch einmal.',
  'http.aborted': 'Das Hochladen brach vor dem Ende ab; schick es noch einmal.',
  'http.too-large':
    '{what, select, photo {Dieses Foto ist zu groß} other {Diese Anfrage ist zu groß}}: Die Grenze liegt bei {limit}.',
  'http.not-json': 'Schick den Inhalt der Anfrage als `application/json`.',
  'http.bad-json': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'http.send-shape': 'Schick {shape}.',
  'http.no-sign-in': 'Diese Spielwiese hat keine Anmeldung.',
  'http.command-not-text': 'Der Befehl muss Text sein.',
  'http.not-an-image':
    'Lade ein Foto als PNG, JPEG, WebP oder GIF hoch (die Datei war keins davon).',
  'http.empty-photo': 'Das Foto war leer.',
  'http.image-gone':
    'Dieses Bild wird nicht mehr aufbewahrt; lass dir das Brett noch einmal zeigen.',
  'http.wrong-host': 'Öffne die Spielwiese über localhost.',
  'http.bad-channel': 'Dieser Kanalname ist ungültig.',
  'http.no-channel': 'Es gibt keinen Kanal namens „{key}“.',
  'http.bad-page': 'Benenne die Seite mit {example} (Buchstaben und Ziffern).',
  'http.empty-command': 'Tippe zuerst einen Befehl, zum Beispiel `help`.',
  'http.command-too-long': 'Dieser Befehl ist zu lang: Bleib unter {max, number} Zeichen.',
  'http.sign-in': 'Melde dich zuerst an: Deine Sitzung ist abgelaufen.',
  'http.wrong-password': 'Dieses Passwort stimmt nicht.',
  'http.names-full':
    'Die Spielwiese hält so viele Namen, wie sie kann ({max, number}): Melde dich mit einem Namen an, den du in diesem Browser schon benutzt hast, oder versuche es wieder, wenn unbenutzte Namen abgelaufen sind.',
  'http.too-many-tries':
    'Zu viele falsche Passwörter {scope, select, network {aus deinem Netz} other {für den Namen {name}}}: Versuche es in {minutes, plural, one {# Minute} other {# Minuten}} wieder.',
  'http.name-taken':
    '{name} ist der Name eines anderen Spielers (zuerst in einem anderen Browser benutzt): Wähle einen anderen Namen.',
  'http.name-like':
    '{name} sieht {holder}, dem Namen eines anderen Spielers, zu ähnlich: Wähle einen anderen Namen.',
  'http.streams-busy':
    'Alle Live-Verbindungen sind von anderen Spielern belegt: Lade später neu, um neue Nachrichten live zu sehen.',
  'http.pages-open': 'Du hast schon {max, number} Seiten offen; schließ eine und lade diese neu.',
  'http.board-open':
    'Du hast dieses Brett schon {max, number}-mal offen; schließ eins und lade neu.',
  'http.room-full': '{max, number} Seiten schauen dieses Brett schon an; versuche es später.',
  'http.boards-busy': 'Gerade sind zu viele Bretter offen; versuche es später.',
  'http.slow-down':
    'Das sind mehr {what, select, moves {Züge} other {Auswahlen}}, als jemand von Hand machen kann: Warte kurz und mach dann weiter. Sonst wurde nichts geändert.',
  'http.replayed':
    'Dieser Zug kam schon an (eine wiederholte Anfrage): Er wurde nicht zweimal gemacht.',
  'http.too-old':
    'Dieser Zug ist zu alt, um zu wissen, ob er schon gemacht wurde: Nichts wurde geändert.',
  'http.too-slow': 'Das hat zu lange gedauert; schau aufs Brett und versuche es noch einmal.',
  'http.bad-cell': 'Schick {shape} mit einem Feld des Bretts, oder `null`.',
  'http.move-off-board':
    'Dieses Feld liegt außerhalb des Bretts: Die Felder gehen von 0 (r1c1) bis {last, number} ({cell}).',
  'http.move-no-game':
    'Der Zug nennt kein Spiel: Schick die `gameId` des Bretts, das du angetippt hast.',
  'http.move-no-seq':
    'Der Zug braucht eine laufende Nummer (`seq`): eine ganze Zahl, bei jedem Zug um eins höher.',
  'http.move-missing': 'Der Zug fehlt.',
  'http.move-kinds': 'Züge sind {kinds}.',
  'http.no-game': 'Hier gibt es kein Spiel mehr.',
  'http.other-game':
    'Dieses Brett ist nicht das Spiel, das hier gerade läuft (ein früheres Spiel oder das einer anderen Unterhaltung): Nichts wurde geändert. Das Brett zeigt das aktuelle Spiel.',
  'http.game-over':
    '{solved, select, yes {Dieses Spiel ist gelöst} other {Dieses Spiel wurde aufgedeckt}}: Es nimmt keine Züge mehr an.',
  'size.mb': '{n, number} MB',
  'size.kb': '{n, number} KB',
  'size.bytes': '{n, plural, one {# Byte} other {# Byte}}',
  'board-ui.loading': 'Das Brett wird geladen…',
  'board-ui.playing-now': 'Spielen gerade',
  'board-ui.digits': 'Ziffern',
  'board-ui.board': 'Sudoku-Brett',
  'board-ui.notes': 'Notizen',
  'board-ui.notes-title': 'Bleistiftnotizen (N)',
  'board-ui.erase': 'Löschen',
  'board-ui.erase-title': 'Feld leeren (Entf)',
  'board-ui.undo': 'Rückgängig',
  'board-ui.undo-title': 'Deinen letzten Zug zurücknehmen (U)',
  'board-ui.hint': 'Tipp',
  'board-ui.hint-title': 'Ein Tipp: nochmal drücken für mehr (H)',
  'board-ui.reveal': 'Aufdecken',
  'board-ui.reveal-title': 'Die Lösung zeigen',
  'board-ui.more': 'Mehr',
  'board-ui.close': 'Schließen',
  'board-ui.recent': 'Letzte Züge',
  'board-ui.cancel': 'Abbrechen',
  'board-ui.confirm': 'Bestätigen',
  'board-ui.someone': 'Jemand',
  'board-ui.no-game': 'Hier gibt es noch kein Spiel',
  'board-ui.start-one': 'Starte eins mit `today` oder `new` im Chat.',
  'board-ui.solved': 'Gelöst!',
  'board-ui.solved-line': '{title} in {time}.',
  'board-ui.solved-by': '{title} in {time} von {names}.',
  'board-ui.refused': 'Der Zug wurde abgelehnt ({code}).',
  'board-ui.nothing-changed': 'Nichts wurde geändert.',
  'board-ui.tap-cell': 'Tippe zuerst ein Feld an, dann die Ziffer.',
  'board-ui.tap-clear': 'Tippe zuerst das Feld an, das du leeren willst.',
  'board-ui.reveal-ask': 'Die Lösung für alle hier aufdecken? Damit endet das Spiel.',
  'board-ui.filled': '{cell} ist schon ausgefüllt.',
  'board-ui.placed-by': '{cell}: {digit}, gesetzt von {who}',
  'board-ui.feed-place': '{who} hat {digit} in {cell} gesetzt',
  'board-ui.feed-clear': '{who} hat {cell} geleert',
  'board-ui.feed-notes': '{who} hat alle Notizen gesetzt',
  'board-ui.feed-note': '{who} hat in {cell} notiert',
  'board-ui.you': '{name} (du)',
  'board-ui.all-placed': '{digit} (alle gesetzt)',
  'board-ui.unreachable': 'Der Server des Bretts ist nicht erreichbar.',
  'board-ui.stream-status': 'Der Live-Strom des Bretts antwortete {status}.',
  'board-ui.reconnects': 'Das Live-Brett verbindet sich neu…',
  'board-ui.connecting': 'Verbindung zu Discord…',
  'board-ui.discord-closed': 'Discord hat die Aktivität geschlossen.',
  'board-ui.sign-in-failed': 'Die Anmeldung ist fehlgeschlagen ({status}).',
  'board-ui.own-board': 'Allein',
  'board-ui.own-board-title':
    'Dein eigenes Brett des Tagesrätsels spielen (es zählt in diesem Kanal)',
  'board-ui.with-channel': 'Mit dem Kanal',
  'board-ui.with-channel-title': 'Zurück zum Brett, das hier alle spielen',
  'board-ui.did-not-work': 'Das hat nicht geklappt; versuche es noch einmal.',
  'board-ui.signing-in': 'Anmeldung…',
  'board-ui.signing-in-again': 'Erneute Anmeldung…',
  'board-ui.in-activity': 'In dieser Aktivität: {names}',
  'board-ui.cell-given': '{cell}, {digit}, vorgegeben',
  'board-ui.cell-placed': '{cell}, {digit}, gesetzt von {who}',
  'board-ui.cell-digit': '{cell}, {digit}',
  'board-ui.cell-empty': '{cell}, leer',
  'board-ui.cell-title': '{digit} gesetzt von {who}',
  'name.empty': 'Tippe einen Namen.',
  'name.blank': 'Tippe einen Namen mit Buchstaben oder Ziffern.',
  'name.too-long': 'Dieser Name ist {length, number} Zeichen lang: Nimm höchstens {max, number}.',
  'name.start': 'Beginne den Namen mit einem Buchstaben oder einer Ziffer.',
  'name.character':
    'Ein Name darf {character} nicht enthalten: Nimm Buchstaben, Ziffern, Leerzeichen, Punkte, Bindestriche oder Unterstriche.',
  'name.code-point': 'das Zeichen {code}',
  'activity.session-ended':
    'Deine Sitzung in der Aktivität ist abgelaufen oder ungültig: Das Brett meldet dich neu an.',
  'activity.other-instance':
    'Diese Sitzung gehört zu einer anderen Aktivität: Nichts wurde geändert. Öffne die Aktivität neu.',
  'activity.code-refused':
    'Discord hat diese Anmeldung nicht angenommen (der Code wurde schon benutzt oder ist abgelaufen): Schließ die Aktivität und öffne sie wieder.',
  'activity.token-refused': 'Discord hat die Anmeldung nicht angenommen: Öffne die Aktivität neu.',
  'activity.unreachable':
    'Discord war für die Anmeldung nicht erreichbar; versuche es gleich noch einmal.',
  'activity.discord-status':
    'Discord antwortete bei der Anmeldung mit {status}; versuche es gleich noch einmal.',
  'activity.unexpected':
    'Discord schickte bei der Anmeldung {what, select, token {ein unerwartetes Token} user {einen unerwarteten Benutzer} instance {eine unerwartete Aktivitätsinstanz} other {eine unerwartete Antwort}}; versuche es noch einmal.',
  'activity.too-many-sign-ins': 'Zu viele Anmeldungen für diese Aktivität; warte einen Moment.',
  'activity.own-already': 'Das ist schon dein eigenes Brett.',
  'activity.no-own-board': 'Hier gibt es kein Tagesrätsel, das du allein spielen kannst.',
  'activity.send-code': 'Schick den Code, den Discords Autorisierung der Seite gegeben hat.',
  'activity.send-instance': 'Schick die Instanz-ID dieser Aktivität.',
  'activity.code-used':
    'Dieser Anmeldecode wurde schon benutzt: Schließ die Aktivität und öffne sie wieder.',
  'activity.not-running': 'Diese Aktivität läuft nicht mehr: Öffne sie wieder aus Discord.',
  'activity.not-listed':
    'Discord führt dich nicht in dieser Aktivität: Öffne sie wieder aus Discord.',
  'discord.type-move-like': 'Tippe einen Zug wie `r3c5 7`.',
  'adapter.not-a-picture': '({name} ist kein Bild)',
  'discord.dm-too-long':
    'Diese Nachricht ist {length, number} Zeichen lang; ein Befehl hat höchstens {max, number}.',
};
