// Français : le rituel du jour (célébration, lignes de partage, archives, grilles perso, résumé),
// statistiques et classements. Voir en/ritual.ts.

import type { MessageKey } from '../index.ts';

export const ritualFr: Partial<Record<MessageKey, string>> = {
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
};
