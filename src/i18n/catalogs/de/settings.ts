// Deutsch: Einstellungen eines Spielers oder Kanals (Bildschema, Sprache, Zeitzone). Siehe
// en/settings.ts.

import type { MessageKey } from '../index.ts';

export const settingsDe: Partial<Record<MessageKey, string>> = {
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
};
