// Français. Commandes entre backticks telles qu'on les tape (les mots anglais restent acceptés).
// Vocabulaire des joueurs français : grille, case, chiffre, candidat, indice, « dévoiler ».

import type { MessageKey } from '../index.ts';

export const fr: Partial<Record<MessageKey, string>> = {
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
  'house.row': 'ligne {n}',
  'house.column': 'colonne {n}',
  'house.box': 'bloc {n}',
  'house.diagonal-main': 'la diagonale principale',
  'house.diagonal-anti': "l'anti-diagonale",
  'house.window': 'fenêtre {n}',
  'house.region': 'région {n}',
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
  'help.words':
    "En français, vous pouvez aussi taper : `aide`, `indice`, `annuler`, `nouveau hard`, `aujourd'hui`, `grille`, `effacer r3c5`, `résoudre`, `classement`, `partager`, `reprendre`, `langue fr`.\n",
};
