// Español: ajustes de un jugador o de un canal (tema de la imagen, idioma, zona horaria). Ver
// en/settings.ts.

import type { MessageKey } from '../index.ts';

export const settingsEs: Partial<Record<MessageKey, string>> = {
  'theme.named': '*{theme}*',
  'theme.default': '*{theme}* (predeterminado)',
  'theme.yours':
    'Tus imágenes son {theme}: tableros en nuestros mensajes directos, tus propios tableros, y pistas e imágenes que solo ves tú. Escribe `theme {other}` para cambiarlo.',
  'theme.channel-line':
    'El tablero que todos ven en este canal es {theme}: quien puede gestionar el canal lo cambia con `theme channel {other}`.',
  'theme.done':
    'Hecho: tus imágenes son *{theme}* a partir de ahora (tableros en nuestros mensajes directos, tus propios tableros, y pistas e imágenes que solo ves tú).',
  'theme.channel-in-dm':
    'Los tableros en nuestros mensajes directos son solo tuyos y siguen tu propio tema: escribe `theme dark` o `theme light`.',
  'theme.channel-is':
    'El tablero que todos ven en este canal es {theme}. Quien puede gestionar el canal lo cambia con `theme channel {other}`; tus propias imágenes siguen `theme dark` o `theme light`.',
  'theme.channel-refused':
    'Solo quien puede gestionar este canal puede cambiar el tema del tablero común. Tus propias imágenes (pistas, tus tableros) siguen `theme {theme}`.',
  'theme.channel-done':
    'Hecho: el tablero que todos ven en este canal es *{theme}* a partir de ahora (puesto por {name}). Las imágenes de cada cual siguen su `theme dark` o `theme light`.',
  'schedule.not-allowed':
    'Solo quien puede gestionar este canal puede cambiar su publicación diaria. Pídeselo a un gestor, o escribe `today` para jugar ya.',
  'schedule.bad-time': 'Indica la hora como HH:MM en formato de 24 horas, p. ej. `schedule 09:00`.',
  'schedule.done':
    'Hecho: {level, select, daily {el sudoku del día} other {un sudoku {level} nuevo}} se publicará aquí cada día a las {time} ({zone}), {start, select, today {a partir de hoy} other {a partir de mañana}}. `unschedule` lo detiene.',
  'schedule.stopped':
    'Hecho: no habrá más publicaciones diarias aquí. `schedule 09:00` las reanuda.',
  'schedule.none':
    'No hay publicación diaria programada aquí. Escribe `schedule 09:00` para empezar una.',
  'language.show':
    'Te hablo en *{language}*. `language es` (o {codes}) lo cambia; `language auto` vuelve a seguir tu aplicación.',
  'language.show-channel':
    'Todos en este canal leen en *{language}*: quien puede gestionar el canal lo cambia con `language channel es`.',
  'language.done': 'Hecho: a partir de ahora te hablo en *{language}*.',
  'language.auto': 'Hecho: vuelvo a seguir el idioma de tu aplicación.',
  'language.channel-done':
    'Hecho: lo que todos ven en este canal está en *{language}* a partir de ahora (puesto por {name}).',
  'language.channel-auto':
    'Hecho: este canal vuelve a seguir el idioma del servidor (inglés si no hay ninguno).',
  'language.channel-refused':
    'Solo quien puede gestionar este canal puede cambiar su idioma. `language {code}` cambia el idioma en que te hablo.',
  'language.channel-in-dm':
    'Nuestros mensajes directos siguen tu propio idioma: escribe `language {code}`.',
  'language.unknown': "No hablo ''{word}''. Hablo {codes}: p. ej. `language es`.",
  'timezone.show':
    'El día de esta conversación sigue *{zone}*{chosen, select, yes {} other { (la zona del bot)}}: allí son las {time}, {date, date, long}. Quienes gestionan el canal la cambian con `timezone Europe/Madrid`; `timezone auto` vuelve a la zona del bot ({bot}).',
  'timezone.done':
    'Hecho: el día de esta conversación sigue *{zone}* desde ahora (elegida por {name}): allí son las {time}, {date, date, long}. El sudoku del día, la hora y la medianoche de la publicación diaria, las rachas y `leaderboard today` y `week` la siguen.',
  'timezone.auto':
    'Hecho: el día de esta conversación vuelve a seguir la zona del bot, *{zone}* (allí son las {time}, {date, date, long}).',
  'timezone.refused':
    'Solo quienes gestionan este canal pueden cambiar su zona horaria. Pídeselo a quien lo gestione; `timezone` dice la actual.',
  'timezone.unknown':
    "No conozco la zona horaria ''{word}''. Usa un nombre de zona IANA, p. ej. `timezone Europe/Madrid`, `timezone America/Mexico_City` o `timezone Asia/Tokyo`.",
  'timezone.offset':
    "''{word}'' es un desfase, no una zona horaria: un desfase no sigue el horario de verano. Usa el nombre de la zona, p. ej. `timezone Europe/Madrid` o `timezone America/Mexico_City`.",
};
