// Français : les refus HTTP de la grille et du terrain de jeu web (affichés sur la page), ceux de
// la connexion à l'Activité, les noms refusés, et la note Discord sur un message privé trop long.

import type { MessageKey } from '../index.ts';

export const i18nHttpFr: Partial<Record<MessageKey, string>> = {
  'http.not-found': 'Il n’y a rien à cette adresse.',
  'http.method-not-allowed': '`{method}` n’est pas permis ici.',
  'http.internal': 'Désolé, un problème est survenu de notre côté. Réessayez.',
  'http.aborted': 'L’envoi s’est interrompu avant la fin ; renvoyez-le.',
  'http.too-large':
    '{what, select, photo {Cette photo est trop lourde} other {Cette requête est trop lourde}} : la limite est de {limit}.',
  'http.not-json': 'Envoyez le corps de la requête en `application/json`.',
  'http.bad-json': 'Le corps de la requête n’est pas du JSON valide.',
  'http.send-shape': 'Envoyez {shape}.',
  'http.no-sign-in': 'Ce terrain de jeu n’a pas de connexion.',
  'http.command-not-text': 'La commande doit être du texte.',
  'http.not-an-image':
    'Envoyez une photo en PNG, JPEG, WebP ou GIF (le fichier n’était d’aucun de ces types).',
  'http.empty-photo': 'La photo était vide.',
  'http.image-gone': 'Cette image n’est plus conservée ; redemandez la grille.',
  'http.wrong-host': 'Ouvrez le terrain de jeu par localhost.',
  'http.bad-channel': 'Ce nom de salon n’est pas valide.',
  'http.no-channel': 'Il n’y a pas de salon nommé « {key} ».',
  'http.bad-page': 'Nommez la page avec {example} (lettres et chiffres).',
  'http.empty-command': 'Tapez d’abord une commande, par exemple `help`.',
  'http.command-too-long': 'Cette commande est trop longue : restez sous {max, number} caractères.',
  'http.sign-in': 'Connectez-vous d’abord : votre session a pris fin.',
  'http.wrong-password': 'Ce mot de passe n’est pas le bon.',
  'http.names-full':
    'Le terrain de jeu contient autant de noms qu’il peut ({max, number}) : connectez-vous avec un nom déjà utilisé dans ce navigateur, ou réessayez quand des noms inutilisés auront expiré.',
  'http.too-many-tries':
    'Trop de mots de passe erronés {scope, select, network {depuis votre réseau} other {pour le nom {name}}} : réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
  'http.name-taken':
    '{name} est le nom d’un autre joueur (utilisé d’abord dans un autre navigateur) : choisissez un autre nom.',
  'http.name-like':
    '{name} ressemble trop à {holder}, le nom d’un autre joueur : choisissez un autre nom.',
  'http.streams-busy':
    'Tous les flux de mise à jour en direct sont pris par d’autres joueurs : rechargez plus tard pour voir les messages en direct.',
  'http.pages-open':
    'Vous avez déjà {max, number} pages ouvertes ; fermez-en une et rechargez celle-ci.',
  'http.board-open':
    'Vous avez déjà ouvert cette grille {max, number} fois ; fermez-en une et rechargez.',
  'http.room-full': '{max, number} pages regardent déjà cette grille ; réessayez plus tard.',
  'http.boards-busy': 'Trop de grilles sont ouvertes en ce moment ; réessayez plus tard.',
  'http.slow-down':
    'C’est plus de {what, select, moves {coups} other {sélections}} qu’on ne peut en faire à la main : attendez un instant, puis continuez. Rien d’autre n’a changé.',
  'http.replayed': 'Ce coup a déjà été reçu (une requête répétée) : il n’a pas été joué deux fois.',
  'http.too-old': 'Ce coup est trop ancien pour savoir s’il a déjà été joué : rien n’a changé.',
  'http.too-slow': 'Cela a pris trop de temps ; regardez la grille et réessayez.',
  'http.bad-cell': 'Envoyez {shape} avec une case de la grille, ou `null`.',
  'http.move-off-board':
    'Cette case est hors de la grille : les cases vont de 0 (r1c1) à {last, number} ({cell}).',
  'http.move-no-game': 'Le coup ne nomme aucune partie : envoyez le `gameId` de la grille touchée.',
  'http.move-no-seq':
    'Le coup demande un numéro de séquence (`seq`) : un nombre entier, plus grand d’un à chaque coup.',
  'http.move-missing': 'Le coup manque.',
  'http.move-kinds': 'Les coups sont {kinds}.',
  'http.no-game': 'Il n’y a plus de partie ici.',
  'http.other-game':
    'Cette grille n’est pas la partie jouée ici maintenant (une partie précédente, ou celle d’une autre conversation) : rien n’a changé. La grille montre la partie en cours.',
  'http.game-over':
    '{solved, select, yes {Cette partie est résolue} other {Cette partie a été dévoilée}} : plus aucun coup possible.',
  'size.mb': '{n, number} Mo',
  'size.kb': '{n, number} Ko',
  'size.bytes': '{n, plural, one {# octet} other {# octets}}',
  'board-ui.loading': 'Chargement de la grille…',
  'board-ui.playing-now': 'En train de jouer',
  'board-ui.digits': 'Chiffres',
  'board-ui.board': 'Grille de Sudoku',
  'board-ui.notes': 'Notes',
  'board-ui.notes-title': 'Notes au crayon (N)',
  'board-ui.erase': 'Effacer',
  'board-ui.erase-title': 'Vider la case (Suppr)',
  'board-ui.undo': 'Annuler',
  'board-ui.undo-title': 'Annuler votre dernier coup (U)',
  'board-ui.hint': 'Indice',
  'board-ui.hint-title': 'Un indice : appuyez à nouveau pour plus (H)',
  'board-ui.reveal': 'Dévoiler',
  'board-ui.reveal-title': 'Montrer la solution',
  'board-ui.more': 'Plus',
  'board-ui.close': 'Fermer',
  'board-ui.recent': 'Coups récents',
  'board-ui.cancel': 'Annuler',
  'board-ui.confirm': 'Confirmer',
  'board-ui.someone': 'Quelqu’un',
  'board-ui.no-game': 'Pas encore de partie ici',
  'board-ui.start-one': 'Lancez-en une avec `today` ou `new` dans la discussion.',
  'board-ui.solved': 'Résolue !',
  'board-ui.solved-line': '{title} en {time}.',
  'board-ui.solved-by': '{title} en {time} par {names}.',
  'board-ui.refused': 'Le coup a été refusé ({code}).',
  'board-ui.nothing-changed': 'Rien n’a changé.',
  'board-ui.tap-cell': 'Touchez d’abord une case, puis le chiffre.',
  'board-ui.tap-clear': 'Touchez d’abord la case à vider.',
  'board-ui.reveal-ask': 'Dévoiler la solution pour tout le monde ici ? La partie se termine.',
  'board-ui.filled': '{cell} est déjà remplie.',
  'board-ui.placed-by': '{cell} : {digit}, placé par {who}',
  'board-ui.feed-place': '{who} a placé {digit} en {cell}',
  'board-ui.feed-clear': '{who} a vidé {cell}',
  'board-ui.feed-notes': '{who} a noté tous les candidats',
  'board-ui.feed-note': '{who} a annoté {cell}',
  'board-ui.you': '{name} (vous)',
  'board-ui.all-placed': '{digit} (tous placés)',
  'board-ui.unreachable': 'Le serveur de la grille est injoignable.',
  'board-ui.stream-status': 'Le flux de la grille a répondu {status}.',
  'board-ui.reconnects': 'La grille en direct se reconnecte…',
  'board-ui.connecting': 'Connexion à Discord…',
  'board-ui.discord-closed': 'Discord a fermé l’Activité.',
  'board-ui.sign-in-failed': 'La connexion a échoué ({status}).',
  'board-ui.own-board': 'Seul',
  'board-ui.own-board-title': 'Jouer votre propre grille du jour (elle compte dans ce salon)',
  'board-ui.with-channel': 'Avec le salon',
  'board-ui.with-channel-title': 'Revenir à la grille que tout le monde joue ici',
  'board-ui.did-not-work': 'Cela n’a pas marché ; réessayez.',
  'board-ui.signing-in': 'Connexion…',
  'board-ui.signing-in-again': 'Reconnexion…',
  'board-ui.in-activity': 'Dans cette Activité : {names}',
  'name.empty': 'Tapez un nom.',
  'name.blank': 'Tapez un nom qui contient des lettres ou des chiffres.',
  'name.too-long': 'Ce nom fait {length, number} caractères : utilisez-en au plus {max, number}.',
  'name.start': 'Commencez le nom par une lettre ou un chiffre.',
  'name.character':
    'Un nom ne peut pas contenir {character} : utilisez des lettres, chiffres, espaces, points, tirets ou tirets bas.',
  'name.code-point': 'le caractère {code}',
  'activity.session-ended':
    'Votre session d’Activité a pris fin ou n’est pas valide : la grille vous reconnecte.',
  'activity.other-instance':
    'Cette session appartient à une autre Activité : rien n’a changé. Rouvrez l’Activité.',
  'activity.code-refused':
    'Discord n’a pas accepté cette connexion (le code a déjà servi ou a expiré) : fermez l’Activité et rouvrez-la.',
  'activity.token-refused': 'Discord n’a pas accepté la connexion : rouvrez l’Activité.',
  'activity.unreachable':
    'Impossible de joindre Discord pour vous connecter ; réessayez dans un instant.',
  'activity.discord-status':
    'Discord a répondu {status} pendant votre connexion ; réessayez dans un instant.',
  'activity.unexpected':
    'Discord a envoyé {what, select, token {un jeton inattendu} user {un utilisateur inattendu} instance {une instance d’Activité inattendue} other {une réponse inattendue}} pendant votre connexion ; réessayez.',
  'activity.too-many-sign-ins': 'Trop de connexions pour cette Activité ; patientez un instant.',
  'activity.own-already': 'C’est déjà votre propre grille.',
  'activity.no-own-board': 'Il n’y a pas de grille du jour à jouer seul ici.',
  'activity.send-code': 'Envoyez le code que l’autorisation de Discord a donné à la page.',
  'activity.send-instance': 'Envoyez l’identifiant d’instance de cette Activité.',
  'activity.code-used': 'Ce code de connexion a déjà servi : fermez l’Activité et rouvrez-la.',
  'activity.not-running': 'Cette Activité ne tourne plus : rouvrez-la depuis Discord.',
  'activity.not-listed':
    'Discord ne vous compte pas dans cette Activité : rouvrez-la depuis Discord.',
  'discord.type-move-like': 'Tapez un coup comme `r3c5 7`.',
  'adapter.not-a-picture': '({name} n’est pas une image)',
  'discord.dm-too-long':
    'Ce message fait {length, number} caractères ; une commande en fait au plus {max, number}.',
};
