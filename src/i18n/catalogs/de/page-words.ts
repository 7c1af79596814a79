// Deutsch: die Chat-Seite der Spielwiese um das Brett (Seitenleiste, Anmeldung, Eingabefeld,
// Hinweise der Seite) und die Startseite der Activity.

import type { MessageKey } from '../index.ts';

export const pageWordsDe: Partial<Record<MessageKey, string>> = {
  'page-words.page-title': 'Sudoku-Spielwiese',
  'page-words.brand-small': 'Spielwiese',
  'page-words.conversations': 'Unterhaltungen',
  'page-words.playing-as': 'Du spielst als',
  'page-words.who-help': 'Öffne einen zweiten Tab mit einem anderen Namen, um zusammen zu spielen.',
  'page-words.sign-out': 'Abmelden',
  'page-words.channels': 'Kanäle',
  'page-words.direct-messages': 'Direktnachrichten',
  'page-words.sidebar-note':
    'Ein Kanalspiel teilen sich alle im Kanal; in deiner Direktnachricht mit dem Bot liegt ein Spiel nur für dich.',
  'page-words.play-on-board': 'Auf dem Brett spielen',
  'page-words.messages': 'Nachrichten',
  'page-words.loading': 'Wird geladen…',
  'page-words.drop-hint': 'Lege ein Foto eines Sudokus ab, um es zu lösen',
  'page-words.open-it': 'Öffnen',
  'page-words.dismiss': 'Schließen',
  'page-words.attach-title': 'Ein Sudoku-Foto lösen',
  'page-words.attach-label': 'Ein Foto eines Sudokus zum Lösen hochladen',
  'page-words.command-placeholder': 'Gib einen Befehl ein, z. B. new easy oder r3c5 7',
  'page-words.command-short': 'Befehl eingeben…',
  'page-words.command-label': 'Befehl',
  'page-words.send': 'Senden',
  'page-words.try': 'Probier',
  'page-words.keys': '{enter} sendet · {shift}+{enter} neue Zeile · {up} holt zurück',
  'page-words.live-board': 'Live-Brett',
  'page-words.back-to-chat': 'Zurück zum Chat',
  'page-words.sign-in-title': 'Bei der Sudoku-Spielwiese anmelden',
  'page-words.your-name': 'Dein Name',
  'page-words.name-help':
    'Der erste Browser, der sich mit einem Namen anmeldet, behält ihn (und ähnlich aussehende Namen).',
  'page-words.password': 'Passwort',
  'page-words.sign-in': 'Anmelden',
  'page-words.unreachable':
    'Der Server der Spielwiese ist nicht erreichbar. Läuft `npm start` noch?',
  'page-words.server-answered': 'Der Server antwortete mit {status}.',
  'page-words.signed-in':
    'Angemeldet. Andere melden sich mit ihrem eigenen Namen an, um mitzuspielen.',
  'page-words.stream-stopped':
    'Live-Updates gestoppt (zu viele Seiten offen?). Schließe eine und lade neu.',
  'page-words.reconnecting': 'Verbindung wird wiederhergestellt…',
  'page-words.welcome-direct': 'Dein eigenes Spiel mit dem Bot',
  'page-words.welcome-channel': 'Willkommen in #{channel}',
  'page-words.welcome-how':
    'Starte ein Spiel mit {new} oder spiel das Tagesrätsel mit {today}. Setze Ziffern mit {place}, frag nach einem {hint}, wenn du feststeckst, oder lege hier ein Foto eines gedruckten Sudokus ab, um es zu lösen.',
  'page-words.unread': '{channel}, {count}',
  'page-words.unread-count': '{n, plural, one {# ungelesen} other {# ungelesen}}',
  'page-words.board-ready': 'Dein eigenes Brett ist bereit in @ {channel}.',
  'page-words.topic-direct': 'Dein persönliches Spiel: Hier spielst nur du.',
  'page-words.topic-channel': 'Ein gemeinsames Spiel: Alle in diesem Kanal spielen dasselbe Brett.',
  'page-words.window-title': '{channel} · Sudoku-Spielwiese',
  'page-words.not-an-image': '„{file}“ ist kein PNG-, JPEG-, WebP- oder GIF-Bild.',
  'page-words.photo-too-large': '„{file}“ ist zu groß: Fotos dürfen höchstens {limit} haben.',
  'page-words.thinking': '{bot} denkt nach…',
  'page-words.launch-title': 'Sudoku: in Discord öffnen',
  'page-words.launch-heading': 'Sudoku spielt man in Discord',
  'page-words.launch-body':
    'Diese Seite ist die Sudoku-Activity und funktioniert nur, wenn Discord sie öffnet. Gib in einem Serverkanal oder einer Direktnachricht mit dem Bot {play} ein, tippe unter einem Sudoku-Brett auf {button} oder wähle Sudoku im App-Starter.',
  'page-words.only-you': 'Nur für dich sichtbar',
  'page-words.daily-post': 'Tagesrätsel',
};
