// Français. Commandes entre backticks telles qu'on les tape (les mots anglais restent acceptés).
// Vocabulaire des joueurs français : grille, case, chiffre, candidat, indice, « dévoiler ».

import type { MessageKey } from '../index.ts';
import { pageWordsFr } from './page-words.ts';
import { i18nHttpFr } from './i18n-http.ts';
import { catalogEngine } from './catalog-engine.ts';
import { tapsFiles } from './taps-files.ts';
import { visionFast } from './vision-fast.ts';
import { photoInputs } from './photo-inputs.ts';
import { userInstalls } from './user-installs.ts';
import { dailyThreadFr } from './daily-thread.ts';
import { frCatalogRest } from './catalog-rest.ts';
import { quietLookupsFr } from './quiet-lookups.ts';
import { i18nCliFr } from './i18n-cli.ts';
import { cliWordsFr } from './cli-words.ts';

export const fr: Partial<Record<MessageKey, string>> = {
  ...pageWordsFr,
  ...i18nHttpFr,
  ...visionFast,
  ...photoInputs,
  ...userInstalls,
  ...dailyThreadFr,
  ...frCatalogRest,
  ...tapsFiles,
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
    "{intro} J'ai dû deviner certaines cases pour en faire une vraie grille : vérifiez toute la grille avec votre photo. {fixHow} Quand tout correspond, envoyez `fix ok` et je proposerai la solution.",
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
  'celebrate.result':
    'en {time} avec {mistakes, plural, one {# erreur} other {# erreurs}} et {hints, plural, one {# indice} other {# indices}}',
  'celebrate.played-by': ' Jouée par {players}.',
  'celebrate.your-streak': ' Votre série : {n, plural, one {# jour} other {# jours}}.',
  'celebrate.streaks': ' Séries : {list}.',
  'celebrate.streak-of': '{name} {n, plural, one {# jour} other {# jours}}',
  'celebrate.solved': '🎉 *{title}* résolue {result}.{by}{streak}\nÀ partager :\n{share}',
  'celebrate.board': '*{title}* est résolue 🎉 {result}.{by}',
  'celebrate.solo-result': '{name} l’a résolue en solo :\n{share}',
  'share.name-daily': 'Sudoku du jour n° {number}',
  'share.name': 'Sudoku',
  'share.variant.mini': ' Mini',
  'share.variant.x': ' Sudoku X',
  'share.variant.big': ' 16x16',
  'share.head': '{name}{variant} ({level}) résolu en {time}',
  'share.unranked': 'non classé',
  'share.ranked': 'classé {time}',
  'share.streak': 'série {n}',
  'share.not-finished':
    "Vous n'avez pas encore fini la grille du jour : votre résultat se partage une fois résolue. Courage !",
  'share.not-solved':
    "Vous n'avez pas encore résolu la grille du jour, rien à partager. `today` pour jouer ensemble, `today solo` en solo.",
  'share.gone': 'Cette partie a disparu, je ne peux pas la partager.',
  'share.copy': 'À copier et partager partout :\n{line}',
  'share.result-of': 'Résultat de {name} :\n{line}',
  'archive.range':
    'Les grilles du jour vont du n° 1 ({launch}) au n° {latest} d’aujourd’hui. Essayez `daily {example}`, ou `today`.',
  'archive.bad-date':
    '{date} n’est pas une date que je connais. Écrivez-la AAAA-MM-JJ, p. ex. `daily {example}`.',
  'archive.not-yet':
    "La grille du {date} n'est pas encore sortie : pas de triche ! `today` est celle d'aujourd'hui.",
  'archive.before-launch': 'La première grille du jour date du {launch} (n° 1). Essayez `daily 1`.',
  'archive.is-today': "C'est la grille du jour : tapez `today` pour la jouer avec tout le monde.",
  'archive.preparing':
    'La grille du {date} est en préparation ; retapez `daily {date}` dans une minute.',
  'archive.started':
    '*{title}* des archives : elle ne compte ni pour les séries ni pour le classement. Bon jeu !{aside}',
  'solo.ready':
    'Votre propre grille de *{title}* vous attend en message privé. Quand vous aurez fini, votre résultat (sans spoiler) sera posté ici.',
  'solo.waiting':
    'Votre propre grille de *{title}* vous attend toujours en message privé. Quand vous aurez fini, votre résultat (sans spoiler) sera posté ici.',
  'solo.unavailable':
    "Jouer seul n'est pas possible ici. Ouvrez un message privé avec moi et tapez `today`.",
  'solo.no-dm':
    "Je n'ai pas pu vous ouvrir de message privé (vos paramètres de confidentialité l'empêchent peut-être). Jouez ensemble ici avec `today`, ou autorisez les messages privés des membres du serveur.",
  'solo.elsewhere':
    "Vous jouez déjà *{title}* en message privé, et elle compte là où vous l'avez commencée : son résultat ne sera pas posté ici tout seul. Une fois fini, `share` le poste ici.",
  'solo.preparing':
    'La grille du jour est encore en préparation. Retapez `today solo` dans une minute.',
  'solo.board': '*{title}* : votre propre grille. {howTo}',
  'digest.yesterday': 'Hier',
  'digest.head':
    '*{when} ici : grille du jour n° {number}* résolue par {n, plural, one {# joueur} other {# joueurs}} ({how}).',
  'digest.together': '{n} ensemble',
  'digest.alone': '{n} en solo',
  'digest.fastest': 'Le plus rapide : {result}',
  'digest.nobody-ranked': 'Le plus rapide : personne de classé (plus de 10 erreurs chacun).',
  'digest.streaks': '{count, plural, one {Plus longue série} other {Plus longues séries}} : {list}',
  'digest.streak-of': '{name} {n, plural, one {# jour} other {# jours}}',
  'digest.no-daily-yesterday':
    "Il n'y avait pas de grille hier : la première est aujourd'hui. `today` la lance.",
  'digest.nobody':
    "Personne ici n'a résolu la grille d'hier (n° {number}). `daily {number}` la joue depuis les archives ; `leaderboard week` montre la semaine.",
  'stats.yours': '*Vos statistiques Sudoku, {name}*',
  'stats.played':
    'Jouées {played} · résolues {solved}{revealed, plural, =0 {} other { · dévoilées #}}',
  'stats.theirs': '*Statistiques Sudoku de {name}*',
  'stats.dailies': 'Grilles du jour résolues {n}',
  'stats.streak': 'Série : {n, plural, one {# jour} other {# jours}} (record {best})',
  'stats.times': 'Meilleur temps {best} · médiane {median}',
  'stats.mistakes': 'Erreurs {mistakes} · indices {hints}',
  'stats.calendar': 'Grilles du jour résolues, les {weeks} dernières semaines (lun.–dim.) :',
  'stats.nobody-called':
    "Personne du nom de {who} n'a encore joué de grille du jour ici. `stats` montre les vôtres.",
  'stats.no-games':
    'Pas encore de partie. Tapez `today` pour la grille du jour ; vos statistiques commencent à votre premier coup.',
  'stats.no-dailies':
    "{name} n'a pas encore résolu de grille du jour, pas de statistiques à montrer. `today` est un bon début ensemble !",
  'board.penalty': ' ; {time} +{penalty} pour les erreurs',
  'board.result':
    '{time} · {who}{solo} ({mistakes, plural, one {# erreur} other {# erreurs}}, {hints, plural, one {# indice} other {# indices}}{rest})',
  'board.unranked': ', non classé',
  'board.period-row':
    '{place}. {name} : {n, plural, one {# grille résolue} other {# grilles résolues}}, moyenne {average} (meilleur {best})',
  'board.streak-row': '{place}. {name} : {n, plural, one {# jour} other {# jours}} (record {best})',
  'board.week': 'Cette semaine (depuis lundi {from})',
  'board.month': 'Ce mois-ci (depuis le {from})',
  'board.all': 'Depuis le début ({n, plural, one {# grille} other {# grilles}})',
  'board.section': '*{title}*',
  'board.here': '{title}, ici',
  'board.whole': '{title}, tout le {community}',
  'board.none-here': 'Aucune grille du jour résolue ici pour le moment.',
  'board.none': 'Aucune grille du jour résolue pour le moment.',
  'board.period-rule':
    "_D'abord le plus de grilles résolues, puis le temps classé moyen le plus bas, puis le meilleur temps ; toujours à égalité : place partagée. Temps classé : {rule} (une grille non classée ne compte pas ici)._",
  'board.today-here': 'Grille du jour, ici',
  'board.today-none-here':
    'Pas encore résolue ici : `today` pour jouer ensemble, `today solo` en solo.',
  'board.today-whole': 'Grille du jour, tout le {community}',
  'board.today-none': "Personne ne l'a encore résolue.",
  'board.streaks-here': 'Séries ici',
  'board.streaks-whole': 'Séries sur le {community}',
  'board.no-streaks': 'Aucune série en cours.',
  'board.today-rule':
    '_Temps classé : {rule}. À égalité, moins d’indices puis moins d’erreurs ; toujours à égalité : place partagée. 👤 a joué en solo. `leaderboard week`, `leaderboard month` ou `leaderboard all` pour plus long._',
  'board.ranking-rule': '+{penalty} s par erreur ; plus de {most} erreurs : non classé',
  'community.server': 'serveur',
  'community.workspace': 'espace de travail',
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
  ...catalogEngine,
  ...quietLookupsFr,
  ...i18nCliFr,
  ...cliWordsFr,
};
