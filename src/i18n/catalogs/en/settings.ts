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
  'timezone.show':
    "This conversation's day follows *{zone}*{chosen, select, yes {} other { (the bot's zone)}}: it is {time} there, {date, date, long}. People who can manage the channel change it with `timezone Europe/Paris`; `timezone auto` goes back to the bot's zone ({bot}).",
  'timezone.done':
    "Done: this conversation's day follows *{zone}* from now on (set by {name}): it is {time} there, {date, date, long}. Today's daily, the daily post's time and midnight, streaks and `leaderboard today` and `week` follow it.",
  'timezone.auto':
    "Done: this conversation's day follows the bot's zone again, *{zone}* (it is {time} there, {date, date, long}).",
  'timezone.refused':
    'Only people who can manage this channel can change its time zone. Ask a channel manager; `timezone` says the current one.',
  'timezone.unknown':
    "I don't know the time zone ''{word}''. Use an IANA zone name, e.g. `timezone Europe/Paris`, `timezone America/New_York` or `timezone Asia/Tokyo`.",
  'timezone.offset':
    "''{word}'' is an offset, not a time zone: offsets don't follow daylight saving. Use the zone's name, e.g. `timezone Europe/Paris` or `timezone America/Los_Angeles`.",
  'language.unknown': "I don't speak ''{word}''. I speak {codes}: e.g. `language fr`.",
} as const;
