// Français : réglages d'un joueur ou d'un salon (thème de l'image, langue, fuseau horaire). Voir
// en/settings.ts.

import type { MessageKey } from '../index.ts';

export const settingsFr: Partial<Record<MessageKey, string>> = {
  'theme.named': '*{theme}*',
  'theme.default': '*{theme}* (par défaut)',
  'theme.yours':
    'Vos images sont {theme} : grilles en message privé, vos propres grilles, indices et images que vous seul voyez. Tapez `theme {other}` pour changer.',
  'theme.channel-line':
    'La grille que tout le monde voit dans ce salon est {theme} : les personnes qui gèrent le salon la changent avec `theme channel {other}`.',
  'theme.done':
    'C’est fait : vos images sont *{theme}* désormais (grilles en message privé, vos propres grilles, indices et images que vous seul voyez).',
  'theme.channel-in-dm':
    'Les grilles en message privé sont à vous seul et suivent votre propre thème : tapez `theme dark` ou `theme light`.',
  'theme.channel-is':
    'La grille que tout le monde voit dans ce salon est {theme}. Les personnes qui gèrent le salon la changent avec `theme channel {other}` ; vos propres images suivent `theme dark` ou `theme light`.',
  'theme.channel-refused':
    'Seules les personnes qui gèrent ce salon peuvent changer le thème de la grille commune. Vos propres images (indices, vos grilles) suivent `theme {theme}`.',
  'theme.channel-done':
    'C’est fait : la grille que tout le monde voit dans ce salon est *{theme}* désormais (choisi par {name}). Les images de chacun suivent leur `theme dark` ou `theme light`.',
  'schedule.not-allowed':
    'Seules les personnes qui gèrent ce salon peuvent changer sa grille quotidienne. Demandez à un responsable, ou tapez `today` pour jouer maintenant.',
  'schedule.bad-time': 'Donnez l’heure en HH:MM sur 24 heures, p. ex. `schedule 09:00`.',
  'schedule.done':
    'C’est fait : {level, select, daily {la grille du jour} other {une nouvelle grille {level}}} sera postée ici chaque jour à {time} ({zone}), {start, select, today {à partir d’aujourd’hui} other {à partir de demain}}. `unschedule` l’arrête.',
  'schedule.stopped': 'C’est fait : plus de grille quotidienne ici. `schedule 09:00` les relance.',
  'schedule.none':
    "Aucune grille quotidienne n'est programmée ici. Tapez `schedule 09:00` pour en lancer une.",
  'language.show':
    'Je vous parle en *{language}*. `language fr` (ou {codes}) le change ; `language auto` suit à nouveau votre application.',
  'language.show-channel':
    'Tout le monde dans ce salon lit en *{language}* : les personnes qui gèrent le salon le changent avec `language channel fr`.',
  'language.done': 'C’est fait : je vous parle en *{language}* désormais.',
  'language.auto': 'C’est fait : je suis à nouveau la langue de votre application.',
  'language.channel-done':
    'C’est fait : ce que tout le monde voit dans ce salon est en *{language}* désormais (choisi par {name}).',
  'language.channel-auto':
    'C’est fait : ce salon suit à nouveau la langue du serveur (l’anglais s’il n’y en a pas).',
  'language.channel-refused':
    'Seules les personnes qui gèrent ce salon peuvent changer sa langue. `language {code}` change la langue que j’utilise avec vous.',
  'language.channel-in-dm':
    'Nos messages privés suivent votre propre langue : tapez `language {code}`.',
  'language.unknown': "Je ne parle pas ''{word}''. Je parle {codes} : p. ex. `language fr`.",
  'timezone.show':
    'La journée de cette conversation suit *{zone}*{chosen, select, yes {} other { (le fuseau du bot)}} : il est {time} là-bas, le {date, date, long}. Les personnes qui gèrent le salon le changent avec `timezone Europe/Paris` ; `timezone auto` revient au fuseau du bot ({bot}).',
  'timezone.done':
    'C’est fait : la journée de cette conversation suit *{zone}* désormais (choisi par {name}) : il est {time} là-bas, le {date, date, long}. La grille du jour, l’heure de la grille quotidienne et minuit, les séries et `leaderboard today` et `week` le suivent.',
  'timezone.auto':
    'C’est fait : la journée de cette conversation suit à nouveau le fuseau du bot, *{zone}* (il est {time} là-bas, le {date, date, long}).',
  'timezone.refused':
    'Seules les personnes qui gèrent ce salon peuvent changer son fuseau horaire. Demandez à un responsable ; `timezone` indique le fuseau actuel.',
  'timezone.unknown':
    "Je ne connais pas le fuseau horaire ''{word}''. Donnez un nom de fuseau IANA, p. ex. `timezone Europe/Paris`, `timezone America/Montreal` ou `timezone Asia/Tokyo`.",
  'timezone.offset':
    "''{word}'' est un décalage, pas un fuseau horaire : un décalage ne suit pas l’heure d’été. Donnez le nom du fuseau, p. ex. `timezone Europe/Paris` ou `timezone America/Montreal`.",
};
