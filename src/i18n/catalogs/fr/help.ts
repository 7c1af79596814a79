// Français : l'aide. Commandes entre backticks telles qu'on les tape ; `{taps}`, `{photo}` et
// `{community}` sont les phrases propres à chaque plateforme. Voir en/help.ts.

import type { MessageKey } from '../index.ts';

export const helpFr: Partial<Record<MessageKey, string>> = {
  'help.words':
    "En français, vous pouvez aussi taper : `aide`, `indice`, `annuler`, `nouveau hard`, `aujourd'hui`, `grille`, `effacer r3c5`, `résoudre`, `classement`, `partager`, `reprendre`, `langue fr`.\n",
  'help.overview':
    '*Commandes Sudoku*\n' +
    '`today` — la grille du jour dans cette conversation (tout le monde ici joue la même grille) · `today solo` — votre propre grille, en message privé\n' +
    '`daily 325` ou `daily 2026-11-20` — une ancienne grille du jour, depuis les archives (sans série ni classement) · `share` — poster ici votre résultat du jour\n' +
    '`new hard` — une nouvelle grille (de easy à extreme ; aussi `new easy mini`, `new medium x`, `new easy big`)\n' +
    '`board` — réafficher la grille, en bas · `resume` — ramener une partie mise de côté\n' +
    '`r3c5 7` — placer 7 en ligne 3, colonne 5. {taps}\n' +
    '`clear r3c5` — vider une case · `undo` — annuler votre dernier coup\n' +
    '`note r3c5 1 2 4` — ajouter ou retirer des notes · `notes` — noter tous les candidats (à nouveau pour effacer)\n' +
    '`hint` — un indice (à nouveau pour plus de détail) · `hint r3c5` — comment cette case se déduit\n' +
    '`solve` — dévoiler la solution et finir la partie (dans un salon, je demande d’abord)\n' +
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79` — résoudre une grille collée · {photo} — résoudre une photo\n' +
    "`stats` — vos statistiques, série et calendrier · `stats @nom` — celles d'un autre · `leaderboard` — les temps et séries du jour, `leaderboard week` (ou `leaderboard month`, `leaderboard all`) · `digest` — hier ici\n" +
    '`schedule 09:00` / `unschedule` — poster la grille du jour ici chaque jour (gestionnaires du salon)\n' +
    '`theme dark` / `theme light` — les couleurs de vos images · `theme channel dark` — la grille de ce salon (gestionnaires du salon)\n' +
    '{settings}' +
    '{words}' +
    'Plus : {topics}.',
  'help.settings-line':
    '`language fr` — la langue que j’utilise avec vous · `language channel fr` — celle de ce salon (gestionnaires du salon)\n' +
    '`timezone Europe/Paris` — la journée de ce salon : grille du jour, heure de la grille quotidienne, séries (gestionnaires du salon)\n',
  'help.taps.discord':
    'Sous la grille : choisissez une case dans un des menus, puis son chiffre (✏️ passe aux notes), ou appuyez sur *Taper un coup*.',
  'help.taps.slack':
    'Sous la grille : choisissez une case dans le menu, puis appuyez sur son chiffre (passez de Placer à ✏️ Note pour les notes).',
  'help.taps.web': 'Les boutons sous la grille donnent un indice, annulent ou prennent des notes.',
  'help.photo-short.discord': 'une photo : `solve` avec son option *image*',
  'help.photo-short.slack': 'une photo en message privé (dans un salon, mentionnez-moi avec)',
  'help.photo-short.web': 'une photo (le bouton appareil photo, glisser-déposer ou coller)',
  'help.photo-long.discord':
    'Joignez la photo d’une grille imprimée à `solve` (son option *image*), ou utilisez « Solve this Sudoku » (Applications, dans le menu du message) sur un message qui en contient une.',
  'help.photo-long.slack':
    'Postez la photo d’une grille imprimée en message privé, ou dans un salon en me mentionnant, ou utilisez « Solve this Sudoku » (dans le menu ⋯ du message) sur un message qui en contient une.',
  'help.photo-long.web':
    'Envoyez la photo d’une grille imprimée avec le bouton appareil photo, en la glissant-déposant ou en la collant.',
  'help.spellings.slack': '`r3c5 7`, `r3c5=7` et `place r3c5 7` placent tous 7 en r3c5.',
  'help.spellings.web': '`r3c5 7`, `r3c5=7`, `R3C5 7` et `place r3c5 7` placent tous 7 en r3c5.',
  'help.spellings.plain': '`r3c5 7` place 7 en r3c5.',
  'help.moves':
    '*Coups*\n' +
    'Les cases se nomment ligne puis colonne : `r1c1` en haut à gauche, `r9c9` en bas à droite.\n' +
    '{taps}\n' +
    '{spellings}\n' +
    'Un chiffre faux est refusé aussitôt et compté comme erreur ; la grille ne contient que des chiffres justes. Les chiffres donnés (imprimés) ne changent pas.\n' +
    "`clear r3c5` vide une case (dans un salon, le chiffre ou les notes d'un autre seulement après confirmation : `clear r3c5 confirm`) ; `undo` annule votre propre dernier coup (dans un salon, jamais celui d'un autre).\n" +
    '`new` sur une partie de salon en cours demande d’abord ; la partie mise de côté revient avec `resume`.\n' +
    '`note r3c5 1 2 4` ajoute ou retire des notes ; `notes` note tous les candidats, `notes` à nouveau (ou `notes clear`) les efface.\n' +
    'Chaque changement modifie la grille de la partie sur place ; `board` la réaffiche en bas.',
  'help.stats':
    '*Statistiques et classement*\n' +
    '`stats` : parties jouées et résolues, votre série, meilleur temps et temps médian, erreurs et indices, et le calendrier des grilles du jour résolues ces quatre semaines.\n' +
    "`stats @nom` : les statistiques d'un autre, d'après les grilles du jour qu'il a résolues (rien d'autre de ce qu'il a joué en privé).\n" +
    'Une série compte les grilles du jour résolues (ni dévoilées, ni des archives) des jours consécutifs.\n' +
    '`leaderboard` : les temps de la grille du jour ici et sur tout le {community}, et les séries en cours. `leaderboard week`, `leaderboard month` ou `leaderboard all` : grilles résolues et temps moyen sur la période. Une grille du jour résolue en message privé compte sur chaque {community} où vous jouez ; celle jouée seul depuis un salon (`today solo`) compte aussi dans ce salon.\n' +
    'Temps classé : +30 s par erreur ; plus de 10 erreurs : non classé. À égalité, moins d’indices puis moins d’erreurs, sinon place partagée.\n' +
    "`digest` (ou `leaderboard yesterday`) : la grille d'hier ici : combien l'ont résolue, le plus rapide, les plus longues séries. Il suit aussi le post de chaque matin." +
    '\n`stats`, `leaderboard` et `digest` ne répondent qu’à vous, avec un bouton *Publier dans le salon* pour les montrer à tous.',
  'help.daily':
    '*La grille du jour*\n' +
    '`today` joue la grille du jour sur la grille commune du salon : tout le monde ici joue la même.\n' +
    '`today solo` (ou le bouton *Jouer seul*) : votre propre grille du même jour, en message privé. Une fois finie, votre résultat (temps, erreurs, indices, série et une grille de blocs, sans chiffres) est posté dans le salon d’où vous êtes parti.\n' +
    '`share` poste votre résultat du jour dans ce salon ; en message privé, il vous donne le texte à copier.\n' +
    '`daily 325` ou `daily 2026-11-20` joue une ancienne grille du jour depuis les archives : elle ne compte ni pour les séries ni pour le classement.',
  'help.photo':
    '*Résoudre une photo*\n' +
    '{photo} Je montre ce que j’ai lu, les cases douteuses surlignées.\n' +
    'Corrigez une case avec `fix r3c5 8` (ou `fix r3c5 .` pour la vider) ; je revérifie alors la grille.\n' +
    'Si j’ai dû deviner des cases, comparez toute la grille avec votre photo et envoyez `fix ok`.',
  'help.levels':
    '*Niveaux* : {levels}.\n' +
    '*Variantes* : {variants} (mini est en 6x6, x ajoute les diagonales, big est en 16x16).',
  'help.hints':
    '*Indices*\n' +
    '`hint` dit d’abord où regarder, puis (à nouveau) quelle technique et quel chiffre, puis l’étape entière.\n' +
    '`hint r3c5` explique comment cette case se déduit de la grille.\n' +
    'Les indices comptent dans le résultat de la partie. Dans un salon, ils ne viennent qu’à vous.',
  'help.solve':
    '*Résoudre une grille*\n' +
    '`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`\n' +
    'Ou 9 lignes de 9, avec espaces, | ou - à votre guise ; `.`, `0` ou `_` pour les cases vides.\n' +
    'Je montre la solution, ou je dis si la grille n’en a pas, en a plusieurs, ou quelle ligne, colonne ou bloc répète un chiffre.\n' +
    'La réponse a un bouton pour jouer la grille ici avec des indices. `solve` seul dévoile la partie en cours.',
  'help.schedule':
    '*Grille quotidienne*\n' +
    '`schedule 09:00` poste la grille du jour ici chaque jour à 09:00 (fuseau du bot) ; `schedule 07:30 hard` poste plutôt une nouvelle grille difficile.\n' +
    '`unschedule` l’arrête. Seules les personnes qui gèrent le salon peuvent le changer.' +
    '\nChaque grille du jour ouvre un fil pour les échanges du jour (résultats, partages, le résumé) ; `thread off` garde tout dans le salon, `thread on` rétablit le fil.',
  'help.theme':
    '*Thème des images*\n' +
    '`theme dark` ou `theme light` colore les images que vous seul voyez : grilles en message privé, vos propres grilles et les indices montrés à vous seul. `theme` seul dit lequel vous avez.\n' +
    'La grille d’un salon est vue par tous, elle garde donc le thème du salon (clair sauf changement) : les personnes qui gèrent le salon le règlent avec `theme channel dark` ou `theme channel light`.',
  'help.theme-web':
    'Sur cette page, une image sans thème choisi suit le mode sombre ou clair de votre navigateur.',
  'help.unknown': "Je n'ai pas d'aide sur ''{topic}''. Sujets : {topics}. Ou simplement `help`.",
};
