// Français : la page de discussion du terrain de jeu autour de la grille (barre latérale,
// connexion, zone de saisie, notes de la page) et la page de lancement de l'Activité.

import type { MessageKey } from '../index.ts';

export const pageWordsFr: Partial<Record<MessageKey, string>> = {
  'page-words.page-title': 'Terrain de jeu Sudoku',
  'page-words.brand-small': 'terrain de jeu',
  'page-words.conversations': 'Conversations',
  'page-words.playing-as': 'Vous jouez en tant que',
  'page-words.who-help': 'Ouvrez un deuxième onglet avec un autre nom pour jouer à plusieurs.',
  'page-words.sign-out': 'Se déconnecter',
  'page-words.channels': 'Salons',
  'page-words.direct-messages': 'Messages privés',
  'page-words.sidebar-note':
    'La partie d’un salon est partagée par tous ceux qui s’y trouvent ; votre message privé avec le bot contient une partie rien qu’à vous.',
  'page-words.play-on-board': 'Jouer sur la grille',
  'page-words.messages': 'Messages',
  'page-words.loading': 'Chargement…',
  'page-words.drop-hint': 'Déposez la photo d’un Sudoku pour le résoudre',
  'page-words.open-it': 'L’ouvrir',
  'page-words.dismiss': 'Fermer',
  'page-words.attach-title': 'Résoudre la photo d’un Sudoku',
  'page-words.attach-label': 'Envoyer la photo d’un Sudoku à résoudre',
  'page-words.command-placeholder': 'Tapez une commande, p. ex. new easy ou r3c5 7',
  'page-words.command-short': 'Tapez une commande…',
  'page-words.command-label': 'Commande',
  'page-words.send': 'Envoyer',
  'page-words.try': 'Essayez',
  'page-words.keys': '{enter} envoie · {shift}+{enter} nouvelle ligne · {up} rappelle',
  'page-words.live-board': 'Grille en direct',
  'page-words.back-to-chat': 'Retour à la discussion',
  'page-words.sign-in-title': 'Connexion au terrain de jeu Sudoku',
  'page-words.your-name': 'Votre nom',
  'page-words.name-help':
    'Le premier navigateur qui se connecte avec un nom le garde (ainsi que les noms qui lui ressemblent).',
  'page-words.password': 'Mot de passe',
  'page-words.sign-in': 'Se connecter',
  'page-words.unreachable':
    'Impossible de joindre le serveur du terrain de jeu. `npm start` tourne-t-il encore ?',
  'page-words.server-answered': 'Le serveur a répondu {status}.',
  'page-words.signed-in':
    'Connecté. Les autres se connectent avec leur propre nom pour jouer ensemble.',
  'page-words.stream-stopped':
    'Mises à jour en direct arrêtées (trop de pages ouvertes ?). Fermez-en une et rechargez.',
  'page-words.reconnecting': 'Reconnexion…',
  'page-words.welcome-direct': 'Votre partie à vous avec le bot',
  'page-words.welcome-channel': 'Bienvenue dans #{channel}',
  'page-words.welcome-how':
    'Commencez une partie avec {new} ou jouez la grille du jour avec {today}. Placez des chiffres avec {place}, demandez un {hint} si vous bloquez, ou déposez ici la photo d’un Sudoku imprimé pour le résoudre.',
  'page-words.unread': '{channel}, {count}',
  'page-words.unread-count': '{n, plural, one {# non lu} other {# non lus}}',
  'page-words.board-ready': 'Votre propre grille est prête dans @ {channel}.',
  'page-words.topic-direct': 'Votre partie personnelle : vous seul jouez ici.',
  'page-words.topic-channel': 'Une partie partagée : tout le salon joue sur la même grille.',
  'page-words.window-title': '{channel} · Terrain de jeu Sudoku',
  'page-words.not-an-image': '« {file} » n’est pas une image PNG, JPEG, WebP ou GIF.',
  'page-words.photo-too-large': '« {file} » est trop lourde : une photo fait au plus {limit}.',
  'page-words.thinking': '{bot} réfléchit…',
  'page-words.launch-title': 'Sudoku : ouvrez-le dans Discord',
  'page-words.launch-heading': 'Sudoku se joue dans Discord',
  'page-words.launch-body':
    'Cette page est l’Activité Sudoku, et elle ne marche que lorsque Discord l’ouvre. Dans un salon d’un serveur ou un message privé avec le bot, tapez {play}, appuyez sur {button} sous une grille de Sudoku, ou choisissez Sudoku dans le lanceur d’applications.',
  'page-words.only-you': 'Visible par vous seul',
  'page-words.daily-post': 'Grille du jour',
};
