// English: settings a player or a channel chooses (picture theme, language, time zone).
// Theme names stay the words players type (`dark`, `light`) in every language.

export const settings = {
  'theme.named': '*{theme}*',
  'theme.default': '*{theme}* (the default)',
  'theme.yours':
    'Your pictures are {theme}: boards in our direct messages, your own boards, and hints and pictures only you see. Type `theme {other}` to change.',
  'theme.channel-line':
    'The board everyone in this channel sees is {theme}: people who can manage the channel change it with `theme channel {other}`.',
  'theme.done':
    'Done: your pictures are *{theme}* from now on (boards in our direct messages, your own boards, and hints and pictures only you see).',
  'theme.channel-in-dm':
    'Boards in our direct messages are yours alone, so they follow your own theme: type `theme dark` or `theme light`.',
  'theme.channel-is':
    'The board everyone in this channel sees is {theme}. People who can manage the channel change it with `theme channel {other}`; your own pictures follow `theme dark` or `theme light`.',
  'theme.channel-refused':
    'Only people who can manage this channel can change the theme of the board everyone here sees. Your own pictures (hints, your own boards) follow `theme {theme}`.',
  'theme.channel-done':
    "Done: the board everyone in this channel sees is *{theme}* from now on (set by {name}). Each player's own pictures follow their `theme dark` or `theme light`.",
  'schedule.not-allowed':
    'Only people who can manage this channel can change its daily post. Ask a channel manager, or type `today` to play now.',
  'schedule.bad-time': 'Give the time as HH:MM on a 24-hour clock, e.g. `schedule 09:00`.',
  'schedule.done':
    'Done: {level, select, daily {the daily puzzle} other {a fresh {level} puzzle}} will be posted here every day at {time} ({zone}), {start, select, today {starting today} other {starting tomorrow}}. `unschedule` stops it.',
  'schedule.stopped': 'Done: no more daily posts here. `schedule 09:00` starts them again.',
  'schedule.none': 'No daily post is scheduled here. Type `schedule 09:00` to start one.',
  'language.show':
    'I speak *{language}* with you. `language fr` (or {codes}) changes it; `language auto` follows your app again.',
  'language.show-channel':
    'Everyone in this channel reads *{language}*: people who can manage the channel change it with `language channel fr`.',
  'language.done': 'Done: I speak *{language}* with you from now on.',
  'language.auto': "Done: I follow your app's language again.",
  'language.channel-done':
    'Done: what everyone in this channel sees is in *{language}* from now on (set by {name}).',
  'language.channel-auto':
    "Done: this channel follows the server's language again (English where there is none).",
  'language.channel-refused':
    'Only people who can manage this channel can change its language. `language {code}` changes the language I use with you.',
  'language.channel-in-dm': 'Our direct messages follow your own language: type `language {code}`.',
  'language.unknown': "I don't speak ''{word}''. I speak {codes}: e.g. `language fr`.",
} as const;
