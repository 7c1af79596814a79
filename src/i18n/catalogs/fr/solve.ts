// Français : résoudre une grille postée ou une photo, erreurs de grille, zones, cadres des
// indices, et les avis de travail en attente. Voir en/solve.ts.

import type { MessageKey } from '../index.ts';

export const solveFr: Partial<Record<MessageKey, string>> = {
  'house.row': 'la ligne {n}',
  'house.column': 'la colonne {n}',
  'house.box': 'le bloc {n}',
  'house.diagonal-main': 'la diagonale principale',
  'house.diagonal-anti': "l'anti-diagonale",
  'house.window': 'la fenêtre {n}',
  'house.region': 'la région {n}',
  'grid.too-long': 'Cela fait {count} caractères ; une grille tient en 4096.',
  'grid.empty':
    'Aucune grille trouvée : envoyez 81 chiffres (. ou 0 pour les cases vides) ou 9 lignes de 9.',
  'grid.row-length': 'La ligne {row} a {count} cases ; chaque ligne en demande {size}.',
  'grid.row-count':
    "J'ai trouvé {count} lignes avec {cells} cases en tout ; une grille {size}x{size} demande {size} lignes de {size}.",
  'grid.bad-character':
    "Je ne sais pas lire ''{symbol}'' en position {position} : utilisez les chiffres 1-9, et . ou 0 pour une case vide.",
  'grid.bad-character-row':
    "Je ne sais pas lire ''{symbol}'' en ligne {row}, position {position} : utilisez les chiffres 1-9, et . ou 0 pour une case vide.",
  'grid.size-mismatch':
    'Cela ressemble à une grille {looksLike}x{looksLike} ({count} cases), mais une grille {size}x{size} était attendue.',
  'grid.wrong-length':
    "J'ai compté {count} cases ; une grille {size}x{size} en demande exactement {cells}. Utilisez . ou 0 pour les cases vides.",
  'grid.conflict':
    '{digit} apparaît {times, plural, =2 {deux fois} other {# fois}} dans {house} ({cells}).',
  'hint.title.1': 'Indice',
  'hint.title.2': 'Indice (plus)',
  'hint.title.3': 'Indice (étape complète)',
  'hint.title.cell': 'Indice pour {cell}',
  'hint.text': '*{title} :* {text}{more}',
  'hint.again': ' Retapez `{again}` pour en savoir plus.',
  'hint.moved-on': "La grille a changé ; je recalcule l'indice.",
  'hint.game-over':
    "Cette partie est terminée, il n'y a plus d'indice. `new` pour une autre grille.",
  'hint.filled': '{cell} est déjà remplie.',
  'hint.filled-ask': '{cell} est déjà remplie. Demandez une case vide, p. ex. `hint {other}`.',
  'grid.breaks-rules': 'Cette grille enfreint les règles : {conflict}',
  'grid.and-more': '{conflict}, et {n, plural, one {# autre conflit} other {# autres conflits}}.',
  'grid.more-conflicts': '{n, plural, one {(et # autre conflit)} other {(et # autres conflits)}}',
  'grid.no-solution':
    "Cette grille n'a pas de solution : un chiffre est faux ou mal placé, sans qu'aucune zone ne le répète.",
  'grid.multiple': 'Cette grille a plusieurs solutions : il manque des chiffres donnés.',
  'grid.gave-up':
    "Je n'ai pas pu résoudre cette grille en un temps raisonnable ; vérifiez les chiffres.",
  'solve.example':
    '{problem} Exemple : `solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`.',
  'solve.your-grid': 'Votre grille',
  'solve.solution': 'Solution',
  'solve.solved': 'Résolue : une seule solution.',
  'solve.show': 'Voir la solution',
  'solve.play': 'La jouer ici (avec indices)',
  'photo.type-it':
    'Vous pouvez aussi taper la grille : `solve 53..7....6..195...` (81 cases, . pour vide).',
  'photo.not-an-image':
    "Ce fichier n'est pas une photo que je sais ouvrir (JPEG ou PNG conviennent).",
  'photo.too-large': 'Cette photo est trop grande.',
  'photo.no-grid':
    "Je ne trouve pas de grille de Sudoku sur cette photo. Prenez-la bien d'en haut, la grille entière visible et bien éclairée.",
  'photo.several-grids':
    'Je vois plusieurs grilles sur cette photo. Recadrez-la sur une seule grille et renvoyez-la.',
  'photo.unreadable':
    "J'ai trouvé la grille mais pas su lire ses chiffres. Essayez une photo plus nette, à la lumière égale.",
  'photo.not-sudoku': 'Cette image ne ressemble pas à une grille de Sudoku.',
  'photo.timeout':
    "Cette photo demandait plus de travail que je n'en accorde à une image. Essayez une photo plus nette et droite de la grille seule.",
  'photo.busy': 'Le lecteur de photos est très occupé ; renvoyez la photo dans une minute.',
  'photo.failed': 'Un problème est survenu à la lecture de la photo ; renvoyez-la.',
  'photo.advice': '{advice} {typeIt}',
  'photo.attach': "Joignez la photo d'une grille imprimée à `solve`. {typeIt}",
  'photo.unavailable': "La lecture de photos n'est pas disponible ici. {typeIt}",
  'photo.larger-than':
    'Cette photo dépasse {mb} Mo, le maximum que je lis. Envoyez-en une plus petite.',
  'photo.download-failed': "Je n'ai pas pu télécharger cette photo. Renvoyez-la.",
  'photo.read': "J'ai lu cette grille sur votre photo.",
  'photo.title': 'Lue sur votre photo',
  'photo.nothing-waiting':
    "Aucune photo n'attend de corrections. Envoyez `solve` avec la photo d'une grille.",
  'photo.unreadable-transcription':
    'Cette transcription ne peut plus être lue ; renvoyez la photo.',
  'photo.fix-off-grid':
    '{cell} est hors de la grille : lignes et colonnes vont de 1 à {size}, p. ex. `fix r3c5 8`.',
  'photo.fix-digits': 'Les chiffres vont de 1 à {size} ; `fix {cell} .` pour une case vide.',
  'photo.confirmed': '{cell} confirmée : {digit, select, empty {vide} other {{digit}}}.',
  'photo.now': '{cell} vaut maintenant {digit, select, empty {vide} other {{digit}}}.',
  'photo.fix-how': 'Corrigez une case avec `fix r3c5 8` (ou `fix r3c5 .` pour la vider).',
  'photo.unsure':
    ' Je ne suis pas sûr de {cells}{more, plural, =0 {} other { et # autres}} (surlignées) : comparez-les à la photo ; `fix` avec le même chiffre en confirme une.',
  'photo.confirm-first': '{intro}{unsure} {fixHow} Une fois confirmées, je proposerai la solution.',
  'photo.unique':
    '{intro} {fixHow} Elle a une seule solution : voyez-la, ou jouez-la ici avec des indices.',
  'photo.solved-already':
    '{intro} Cette grille est déjà résolue : toutes les cases sont remplies et aucun chiffre ne se répète.',
  'photo.check-board':
    "{intro} J'ai dû deviner certaines cases, ou une partie de la grille était difficile à repérer (un reflet, un pli) : vérifiez toute la grille avec votre photo. {fixHow} Quand tout correspond, envoyez `fix ok` et je proposerai la solution.",
  'photo.board-ok-button': 'La grille correspond à ma photo',
  'photo.nothing-to-check':
    "Aucune photo n'attend de vérification. Envoyez `solve` avec la photo d'une grille en pièce jointe.",
  'photo.thanks-checked': "Merci d'avoir vérifié la grille.",
  'photo.problem': "{intro} {problem} J'ai peut-être mal lu une case.{unsure} {fixHow}",
  'queued.photo-starting': 'Lecture de votre photo : le lecteur démarre.',
  'queued.photo-next': "Lecture de votre photo : c'est à vous juste après.",
  'queued.photo-ahead':
    'Lecture de votre photo : {n, plural, one {# photo} other {# photos}} avant la vôtre.',
  'queued.hint': "Calcul de votre indice : le bot est occupé, il s'affichera ici.",
  'queued.picture': "Dessin de la grille : le bot est occupé, elle s'affichera ici.",
};
