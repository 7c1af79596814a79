// Français : installations d'utilisateur Discord (l'app ajoutée au compte d'un joueur).

import type { MessageKey } from '../index.ts';

export const userInstalls: Partial<Record<MessageKey, string>> = {
  'user-install.server-only':
    "C'est une fonction de serveur : la grille quotidienne et les réglages d'un salon demandent que je sois ajouté au serveur, et ici seul vous m'avez ajouté (à votre compte). Tout le reste marche ici : `/sudoku today` lance la grille du jour à plusieurs. Dans un serveur qui m'a ajouté, ou en message privé avec moi, `/schedule` poste la grille chaque jour.",
};
