// Français : texte de remplacement des images, refus du lecteur de photos, libellés propres à
// Discord et Slack (voir en/catalog-rest.ts). « Grille », « case », « chiffre », « bloc ».

import type { MessageKey } from '../index.ts';

export const frCatalogRest: Partial<Record<MessageKey, string>> = {
  'alt.comma': ', ',
  'alt.gap': ' ',
  'alt.board': 'Grille de sudoku.',
  'alt.board-titled': 'Grille de sudoku : {title}.',
  'alt.size':
    '{variant, select, x {Sudoku X, } windoku {windoku, } jigsaw {puzzle, } other {}}{size} sur {size}{level, select, none {} easy {, niveau facile} medium {, niveau moyen} hard {, niveau difficile} expert {, niveau expert} extreme {, niveau extrême} other {, niveau {level}}} ; {filled} cases remplies sur {cells} ({counts}).',
  'alt.givens': '{n, plural, one {# chiffre donné} other {# chiffres donnés}}',
  'alt.entries': '{n, plural, one {# chiffre joué} other {# chiffres joués}}',
  'alt.revealed': '{n} dévoilés',
  'alt.solved': 'Résolue !',
  'alt.last-move': 'Dernier coup en {cell}.',
  'alt.row': 'Ligne {n} : {cells}.',
  'alt.blank': 'vide',
  'alt.blanks': '{n} vides',
  'alt.all-blank': 'toute vide',
  'alt.rows-rest': 'Les lignes {from} à {to} sont dans la grille en texte.',
  'alt.house':
    '{kind, select, row {ligne {n}} column {colonne {n}} box {bloc {n}} window {fenêtre {n}} region {région {n}} other {{kind} {n}}}',
  'alt.houses':
    '{kind, select, row {{n, plural, one {ligne} other {lignes}}} column {{n, plural, one {colonne} other {colonnes}}} box {{n, plural, one {bloc} other {blocs}}} window {{n, plural, one {fenêtre} other {fenêtres}}} region {{n, plural, one {région} other {régions}}} other {{kind}}} {list}',
  'alt.and': '{first} et {last}',
  'alt.hint.route': 'Chemin avant la dernière étape : {steps}.',
  'alt.hint.step-place': '{order}. {placed} ({technique})',
  'alt.hint.step-strike': '{order}. {technique} élimine {struck}',
  'alt.hint.technique': 'Indice : {technique}.',
  'alt.hint.targets': 'L’indice désigne {cells}.',
  'alt.hint.pattern': 'Cases du motif {cells}.',
  'alt.hint.set': 'ensemble {n} ({cells})',
  'alt.hint.sets': 'Ensembles presque bloqués : {sets}.',
  'alt.hint.unsure': 'Cases douteuses {cells}.',
  'alt.hint.place': 'Placer {placed}.',
  'alt.hint.sight': '{digit} en {cell} (par {house})',
  'alt.hint.ruled-out': 'Exclu par {list}.',
  'alt.hint.base': 'Base {base}.',
  'alt.hint.base-cover': 'Base {base} ; couverture {cover}.',
  'alt.hint.fin': 'Aileron {cells}.',
  'alt.hint.chain':
    'Chaîne (lien fort : l’un des deux est vrai ; lien faible : pas les deux) : {links}.',
  'alt.hint.strike': 'Éliminer {struck}.',
  'alt.hint.digit-in': '{digit} en {cells}',
  'alt.hint.digit-from': '{digit} de {cells}',
  'alt.hint.strong-link': 'lien fort vers {to}',
  'alt.hint.weak-link': 'lien faible vers {to}',
  'alt.hint.strong-link-once':
    'lien fort (une fois {needs} {n, plural, one {éliminé} other {éliminés}}) vers {to}',
  'photo.not-sudoku.seen':
    'Je ne vois pas de grille de sudoku sur cette image (je vois {seen}). Envoyez la photo d’un sudoku 9x9 imprimé, avec toute la grille dans le cadre.',
  'photo.not-sudoku.size':
    'On dirait un sudoku {size}x{size} : je ne lis que les sudokus 9x9 en photo. Vous pouvez le taper à la place : `solve` puis ses {cells} cases ligne par ligne, . pour une case vide.',
  'photo.seen.filled-squares':
    'une grille aux cases noires pleines, comme des mots croisés, un échiquier ou un kakuro',
  'photo.seen.sudoku': 'un sudoku {size}x{size}',
  'photo.seen.repeats': 'un tableau de nombres qui se répètent dans ses lignes et colonnes',
  'photo.seen.sized-grid': 'une grille {size}x{size}',
  'photo.seen.like-sudoku': 'une grille {size}x{size}, comme un sudoku {size}x{size}',
  'photo.seen.chess': 'un plateau 8x8, comme un échiquier',
  'photo.seen.calendar': 'une grille de 7 cases sur {rows}, comme un calendrier',
  'photo.seen.squares': 'une grille de {columns} cases sur {rows}',
  'photo.seen.lines-off': 'une grille dont les lignes ne font pas neuf cases dans chaque sens',
  'photo.seen.bigger': 'une grille plus grande que 9x9, comme des mots croisés',
  'photo.seen.few-digits': 'une grille presque sans chiffres isolés',
  'photo.seen.words':
    'une grille dont les cases contiennent des mots ou des nombres, pas des chiffres',
  'photo.seen.table': 'un tableau',
  'photo.seen.ruled': 'des lignes réglées mais pas de grille',
  'photo.seen.text': 'une page de texte',
  'photo.seen.nothing': 'aucune grille',
  'photo.seconds': '{n, number} s',
  'photo.milliseconds': '{n} ms',
  'photo.busy.full': 'Trop de photos attendent d’être lues ; renvoyez la vôtre dans une minute.',
  'photo.busy.closing': 'Le lecteur de photos s’arrête ; renvoyez la photo dans un instant.',
  'photo.busy.waited':
    'Votre photo a attendu {wait} sans que le lecteur puisse s’en occuper (il est occupé ou démarre encore) ; renvoyez-la dans une minute.',
  'photo.timeout.stopped':
    'La lecture de cette photo a été arrêtée après {limit} (le lecteur est très occupé ou la photo l’a bloqué) ; renvoyez-la dans une minute, ou une photo cadrée sur la grille seule.',
  'photo.timeout.budget':
    'Cette photo demandait plus de {limit} de {measure, select, cpu {calcul} other {temps}} pour être lue ; envoyez une photo prise bien d’en haut, cadrée sur la grille seule.',
  'adapter.too-slow': 'Désolé, c’était trop long et j’ai arrêté. Réessayez.',
  'adapter.no-picture':
    'Ce message n’a pas d’image que je puisse lire. Utilisez « Solve this Sudoku » sur un message avec la photo d’une grille imprimée, ou tapez `solve` avec la grille.',
  'adapter.row': 'Ligne {row}',
  'adapter.column': 'Colonne {column}',
  'discord.empty-cells': '{n, plural, one {# case vide} other {# cases vides}}',
  'discord.play-cell': 'Jouer une case : choisissez sa ligne…',
  'discord.pick-row': 'Choisissez une ligne…',
  'discord.pick-column': 'Choisissez une colonne…',
  'discord.pick-digit': 'Choisissez le chiffre…',
  'discord.toggle-note': 'Ajouter ou retirer une note…',
  'discord.type-move': 'Taper un coup',
  'discord.move-title': 'Votre coup',
  'discord.move-label': 'Case et chiffre, p. ex. r3c5 7',
  'discord.move-placeholder': 'r3c5 7 · clear r3c5 · note r3c5 1 2',
  'discord.panel-start': 'Choisissez une ligne, puis une case et un chiffre.',
  'discord.panel-row': 'Ligne {row} : {cells}',
  'discord.panel-cell': 'Choisissez une case de cette ligne.',
  'discord.panel-digit': 'Choisissez le chiffre de **{cell}**.',
  'discord.panel-notes':
    'Notes au crayon : chaque chiffre ajoute ou retire une note en **{cell}**.',
  'discord.notes-on': '✏️ Notes : oui',
  'discord.notes-off': '✏️ Notes : non',
  'discord.clear': 'Effacer',
  'discord.game-gone':
    'Cette partie n’est plus sur cette grille. Utilisez la dernière grille, ou `/sudoku board`.',
  'discord.finished': 'C’était la dernière case : la grille est résolue 🎉',
  'discord.stale-pick': 'Ce choix n’est plus sur cette grille. Choisissez à nouveau.',
  'discord.launch': 'Jouer dans Discord',
  'discord.yes': 'Oui',
  'discord.cancel': 'Annuler',
  'discord.confirmed': 'Confirmé.',
  'discord.cancelled': 'Annulé.',
  'discord.too-long-to-confirm': 'Cette action est trop longue pour être confirmée.',
  'discord.are-you-sure': '{label} : vous êtes sûr ? Cela montre la réponse à tout le monde ici.',
  'discord.sorry': 'Un problème est survenu de mon côté. Réessayez dans un instant.',
  'discord.restarting':
    'Le bot Sudoku redémarre et n’a pas pu traiter cela. Réessayez dans une minute.',
  'discord.no-picture':
    'Ce message n’a pas d’image que je puisse lire. Utilisez « Solve this Sudoku » sur un message avec la photo d’une grille imprimée, ou tapez `/solve` avec une grille.',
  'discord.next-step': 'Étape suivante (un indice sur toute la grille)',
  'discord.cell-choice': '{cell} · ligne {row}, colonne {column}',
  'discord.old-button': 'Ce bouton n’est plus pris en charge. Essayez /sudoku board.',
  'discord.old-menu': 'Ce menu n’est plus pris en charge. Essayez /sudoku board.',
  'discord.board-updated': 'C’est fait : la grille est à jour.',
  'slack.sudoku': 'Sudoku',
  'slack.pick-cell': 'Choisir une case',
  'slack.row': 'Ligne',
  'slack.column': 'Colonne',
  'slack.place': 'Placer',
  'slack.note': '✏️ Note',
  'slack.play': 'Jouer',
  'slack.missing-cell': 'Choisissez d’abord une case dans le menu, puis appuyez sur {digit}.',
  'slack.missing-row-column':
    'Choisissez d’abord une ligne et une colonne dans le menu, puis appuyez sur {digit}.',
  'slack.confirm-title': '{label} ?',
  'slack.confirm-yes': 'Oui, {action}',
  'slack.cancel': 'Annuler',
  'slack.moved': 'Cette grille est descendue : la partie continue dans un message plus bas.',
  'slack.set-aside': 'Cette partie a été mise de côté pour la nouvelle partie plus bas.',
  'slack.picture-title': 'Grille de sudoku',
  'slack.picture-failed':
    'L’image de la grille n’a pas pu être envoyée{code, select, none {} other { (Slack a répondu : {code})}}. Tapez `/sudoku board` pour réessayer.',
  'slack.picture-unavailable': 'L’image de la grille n’est pas disponible pour l’instant.',
  'slack.old-button': 'Ce bouton n’est plus pris en charge. Tapez `/sudoku board`.',
  'slack.modal-done': 'Terminé',
  'slack.modal-over': 'Cette partie ne prend plus de coups.',
  'slack.modal-alt': 'La grille de sudoku',
  'slack.move-done': 'C’est fait.',
  'home.play-today': 'Jouer la grille du jour',
  'home.today-solved':
    '✅ *Grille du jour n° {number}* : résolue{time, select, none {} other { en {time}}}. À demain !',
  'home.today-playing':
    '⏳ *Grille du jour n° {number}* : en cours{time, select, none {} other {, {time} jusqu’ici}}. Votre grille est dans nos messages.',
  'home.today-revealed': '👀 *Grille du jour n° {number}* : dévoilée. Une nouvelle arrive demain.',
  'home.today-new':
    '🧩 *Grille du jour n° {number}* : pas encore commencée. Tout le monde a la même grille aujourd’hui.',
  'home.no-times': 'Pas encore de temps : votre première grille résolue en donnera un.',
  'home.your-stats': '*Vos statistiques*',
  'home.in-channel':
    'Dans un salon : `/sudoku today` pour jouer ensemble, `/sudoku today solo` pour jouer seul, `/sudoku leaderboard week` pour le classement de la semaine.',
  'option.bad-cell':
    '{value} n’est pas une case. Nommez une case comme r3c5 (ligne 3, colonne 5, en comptant à partir de 1) ; la liste propose les cases vides.',
  'option.bad-digits':
    '{value} n’est pas une liste de chiffres. Donnez les notes en chiffres, p. ex. 125 ou 1 2 5 (10 à 16 avec des espaces sur une grille 16x16).',
  'option.bad-digit':
    '{value} n’est pas un chiffre. Choisissez un chiffre de {min} à {max}{min, plural, =0 { (0 pour une case vide)} other {}}.',
  'option.bad-time':
    '{value} n’est pas une heure. Donnez-la en HH:MM sur 24 heures, p. ex. 08:00 ou 19:30.',
  'option.bad-level': '{value} n’est pas un niveau. Choisissez-en un dans la liste.',
  'option.bad-variant': '{value} n’est pas un type de grille. Choisissez-en un dans la liste.',
  'option.too-long': 'Ce texte est trop long : {max} caractères au plus.',
  'option.which-daily':
    'Quelle grille du jour ? Donnez son numéro ou sa date : `/sudoku daily number:12` ou `/sudoku daily date:2025-01-12`.',
  'option.fix-digit':
    'Ajoutez digit : le chiffre imprimé dans cette case (0 pour une case vide), ou utilisez cell:ok quand toute la grille correspond à votre photo.',
  'option.theme': 'Choisissez un thème dans la liste : dark ou light.',
  'option.grid-too-long': 'Cette grille est trop longue : {max} caractères au plus.',
  'option.grid-and-image': 'Donnez à /solve une grille ou une image, pas les deux.',
  'option.bad-move':
    'Tapez un coup avec une case et un chiffre, p. ex. `r3c5 7` ; aussi `clear r3c5` ou `note r3c5 1 2`.',
  'option.unknown-command': 'Je ne connais pas cette commande. Essayez /sudoku help.',
  'web.photo-alt': 'Photo {name} envoyée par {user}',
  'discord.dm-refused':
    "Je n'ai pas pu poster votre grille en message privé : vos paramètres de confidentialité n'autorisent peut-être pas les messages des membres du serveur. Autorisez-les et appuyez à nouveau sur *Jouer seul* (`/sudoku today solo:True`), ou jouez ensemble ici avec `/sudoku today`.",
  'web.answered-below': '(réponse plus bas)',
};
