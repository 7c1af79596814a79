// Français : le fil de chaque jour sous la grille du jour, `thread on|off`, et pourquoi les
// échanges du jour reviennent dans le salon.

import type { MessageKey } from '../index.ts';

export const dailyThreadFr: Partial<Record<MessageKey, string>> = {
  'thread.name': 'Sudoku du {date, date, long}',
  'thread.show':
    "{state, select, on {Chaque grille du jour ouvre ici un fil : les résultats, partages et le récap du jour y vont, et le salon ne montre qu'un message par jour.} other {Les fils du jour sont désactivés ici : résultats, partages et récap vont dans le salon.}} Les personnes qui gèrent le salon changent cela avec `thread on` ou `thread off`.",
  'thread.on':
    'C’est fait ({name}) : dès la prochaine grille du jour, les résultats, partages et le récap du jour iront dans un fil sous elle.',
  'thread.off':
    'C’est fait ({name}) : résultats, partages et récap restent désormais dans le salon, sans fil sous la grille du jour.',
  'thread.refused':
    'Seules les personnes qui gèrent ce salon peuvent activer ou désactiver les fils du jour. `thread` seul indique le réglage actuel.',
  'thread.direct':
    'Les fils du jour sont pour les salons : dans nos messages privés, tout reste ici.',
  'thread.posted': 'Publié dans le fil du jour, sous la grille du jour.',
  'thread.lost.no-permission':
    "Les résultats du jour restent dans le salon : je n'ai pas le droit d'ouvrir un fil ni d'y écrire ici. Les personnes qui gèrent le salon peuvent m'autoriser à créer des fils publics et à envoyer des messages dans les fils, ou taper `thread off` pour tout garder dans le salon.",
  'thread.lost.archived':
    'Le fil du jour a été archivé et je ne peux pas le rouvrir : les résultats du jour vont dans le salon.',
  'thread.lost.gone':
    'Le fil du jour (ou la grille du jour qui le porte) a été supprimé : les résultats du jour vont dans le salon.',
  'thread.lost.failed':
    "Je n'ai pas pu écrire dans le fil du jour : les résultats du jour vont dans le salon.",
};
