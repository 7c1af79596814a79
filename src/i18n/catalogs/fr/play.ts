// Français : jouer une partie (la lancer, les coups et leurs refus, la ligne de la grille, ses
// boutons et son titre). Voir en/play.ts.

import type { MessageKey } from '../index.ts';

export const playFr: Partial<Record<MessageKey, string>> = {
  'core.sorry': 'Désolé, un problème est survenu de mon côté. Réessayez dans un instant.',
  'core.no-game':
    "Il n'y a pas encore de partie ici. Tapez `today` pour la grille du jour ou `new` pour une nouvelle (p. ex. `new hard`).",
  'core.wrong-board':
    "Cette grille vient d'une partie précédente ici, je n'ai donc rien changé. Utilisez la dernière grille, ou `board` pour l'afficher.",
  'core.busy-move': 'Cette grille est très sollicitée en ce moment ; renvoyez votre coup.',
  'core.busy-hint': "Cette grille est très sollicitée en ce moment ; redemandez l'indice.",
  'core.off-board':
    '{cell} est hors de la grille : lignes et colonnes vont de 1 à {size} (r1c1 à r{size}c{size}).',
  'move.off-board':
    'Cette case est hors de la grille : lignes et colonnes vont de 1 à {size} (p. ex. r1c1 à r{size}c{size}).',
  'move.bad-digit': 'Sur cette grille, les chiffres vont de 1 à {size}.',
  'move.too-many-notes': 'Une case prend au plus {size} notes, p. ex. `note r3c5 1 2 4`.',
  'move.game-over':
    '{solved, select, yes {Cette partie est résolue} other {Cette partie a été dévoilée}} : plus aucun coup possible. Tapez `new` pour une nouvelle grille ou `today` pour la grille du jour.',
  'move.given':
    '{cell} est un chiffre donné ({digit}) et ne peut pas changer. Choisissez une case vide.',
  'move.given-clear': '{cell} est un chiffre donné et ne peut pas être effacé.',
  'move.already-there': '{cell} contient déjà {digit}.',
  'move.filled': '{cell} contient déjà {digit}, qui est juste. Choisissez une case vide.',
  'move.filled-notes': '{cell} contient déjà {digit} ; les notes vont dans les cases vides.',
  'move.empty-cell': '{cell} est déjà vide.',
  'move.nothing-to-undo': "Il n'y a encore rien à annuler.",
  'move.not-yours-erased': "{who} a effacé {what} : vous n'avez plus de coup à annuler ici.",
  'move.not-yours-last':
    "Vous n'avez pas de coup à annuler ici ; le dernier était celui de {who}. `undo` annule vos propres coups.",
  'move.not-yours-later':
    '{who} a modifié cette case après votre coup : je ne peux pas annuler le vôtre sans le sien.',
  'move.your-digit': 'votre {digit} en {cell}',
  'move.your-notes': 'vos notes en {cell}',
  'move.someone': "quelqu'un",
  'play.how-to':
    'Placez des chiffres avec `r3c5 7` ; `hint` si vous bloquez ; `help` pour le reste.',
  'play.progress.left': '{n, plural, one {# case restante} other {# cases restantes}}',
  'play.progress.mistakes': '{n, plural, one {# erreur} other {# erreurs}}',
  'play.progress.hints': '{n, plural, one {# indice} other {# indices}}',
  'play.today-preparing':
    'La grille du jour est encore en préparation. Retapez `today` dans une minute.',
  'play.today-on': '*{title}* : la grille du jour est lancée ! {howTo}',
  'play.solved': '*{title}* est résolue. 🎉',
  'play.revealed': '*{title}* a été dévoilée.',
  'play.status': '*{title}* · {progress}',
  'play.variant-unavailable':
    'Les grilles {variant} ne sont pas disponibles ici. Essayez `new` pour une grille classique.',
  'play.variant-levels':
    'Les grilles {variant} existent en {levels}. Essayez `new {level} {variant}`.',
  'play.none-ready':
    "Aucune nouvelle grille {level} n'est prête pour l'instant ; d'autres sont en cours. Réessayez dans une minute, ou `new {other}` ou `today`.",
  'play.none-ready-variant':
    "Aucune nouvelle grille {level} {variant} n'est prête pour l'instant ; d'autres sont en cours. Réessayez dans une minute, ou `new {other}` ou `today`.",
  'play.new-game': '*{title}* : nouvelle partie !{aside} {howTo}',
  'play.aside-daily': ' (`today` ramène la grille du jour.)',
  'play.aside-game': ' (La partie en cours a été mise de côté : `resume` la ramène.)',
  'play.ask-new':
    "*{title}* n'est pas finie ici ({progress}), et c'est la partie de tout le monde. En commencer une nouvelle quand même ? L'ancienne est mise de côté ; {back} la ramène. Tapez `{confirmed}` ou appuyez sur le bouton.",
  'play.ask-new.button': 'Nouvelle partie',
  'play.nothing-aside':
    "Aucune partie n'est mise de côté ici. `new` en commence une, `today` lance la grille du jour.",
  'play.resumed': '*{title}* est de retour · {progress}',
  'play.grid-example': '{problem} Exemple : `new 53..7....6..195...` (81 cases).',
  'play.grid-multiple':
    "Cette grille a plusieurs solutions : ce n'est pas une grille jouable. Vérifiez les chiffres, ou `solve` pour voir deux solutions.",
  'play.grid-none': "Cette grille n'a pas de solution. `solve` montre où est le conflit.",
  'play.wrong-digit':
    "{digit} ne va pas en {cell}, je ne l'ai donc pas écrit. Erreurs jusqu'ici : {mistakes}. Essayez un autre chiffre, ou `hint {cell}`.",
  'play.placed.board': '*{title}* · {name} a placé {digit} en {cell} · {progress}',
  'play.placed.ack': '{digit} placé en {cell} · {progress}',
  'play.changed': '*{title}* · {change} · {progress}',
  'play.cleared': 'Effacé.',
  'play.cleared.board': '{name} a effacé {cell}.',
  'play.cleared.ack': '{cell} effacée.',
  'play.cleared-notes.board': '{name} a effacé les notes de {cell}.',
  'play.cleared-notes.ack': 'Notes de {cell} effacées.',
  'play.notes-updated': 'Notes mises à jour.',
  'play.notes-in': 'Notes en {cell} : {digits}',
  'play.notes-none': 'Plus de notes en {cell}.',
  'play.by': '{name} : {change}',
  'play.notes-filled': 'Tous les candidats sont notés. Retapez `notes` pour les effacer.',
  'play.notes-cleared': 'Toutes les notes sont effacées.',
  'play.undone': 'Annulé.',
  'play.undid.board': '{name} a annulé {what}.',
  'play.undid.ack': '{what} annulé.{skipped}',
  'play.undid.notes-change': 'le changement de notes',
  'play.undid.notes': 'les notes en {cell}',
  'play.undid.place': 'le {digit} en {cell}',
  'play.undid.clear': "l'effacement de {cell}",
  'play.undid.skipped': ' ({who} avait déjà effacé {what}.)',
  'play.ask-reveal':
    'Ceci dévoile la solution de *{title}* pour tout le monde ici et termine la partie. Tapez `solve confirm` pour continuer.',
  'play.no-game-to-reveal':
    "Il n'y a pas de partie à dévoiler ici. Pour résoudre une grille, collez-la après `solve` (p. ex. `solve 53..7....6..195...`, 81 cases) ou joignez une photo ; `today` lance la grille du jour.",
  'play.revealed-now':
    'Voici la solution de *{title}* ; la partie est terminée.{daily} `new` pour une autre.',
  'play.revealed-daily': ' Une grille du jour dévoilée ne compte pas pour les séries.',
  'clear.digit-of': '{cell} contient le {digit} de {who}.',
  'clear.notes-of':
    'Les notes en {cell} ({digits}) sont {partly, select, yes {en partie } other {}}{whose}.',
  'clear.whose': 'celles de {name}',
  'clear.ask':
    '{question} `{confirmed}` {digit, select, yes {l’efface} other {les efface}} quand même, ou appuyez sur le bouton.',
  'clear.button': 'Effacer quand même',
  'title.daily': 'Grille du jour n° {number} · {level} · {date, date, weekday}',
  'title.archive': 'Grille du jour n° {number} · {level} · {date}',
  'title.variant': '{level} · {variant}',
  'title.puzzle': 'Grille {level}',
  'title.so-far': '{title} · {clock} jusqu’ici',
  'title.in': '{title} · en {clock}',
  'level.easy': 'Facile',
  'level.medium': 'Moyen',
  'level.hard': 'Difficile',
  'level.expert': 'Expert',
  'level.extreme': 'Extrême',
  'variant.mini': 'Mini 6x6',
  'variant.x': 'Sudoku X',
  'variant.big': '16x16',
  'variant.classic': 'classique',
  'post.morning': 'Bonjour ! {text}',
  'post.late': 'La grille du {date}, un peu en retard : {text}',
  'post.level': 'Votre grille {level} du jour est là ! {text}',
  'button.reveal': 'Dévoiler',
  'button.reveal.confirm': 'Dévoiler la solution ? La partie se termine pour tout le monde ici.',
  'button.share': 'Partager mon résultat',
  'button.today': 'Grille du jour',
  'button.new': 'Nouvelle grille',
  'button.hint': 'Indice',
  'button.undo': 'Annuler',
  'button.notes': 'Notes',
  'button.solo': 'Jouer seul',
  'button.more': 'Plus',
};
