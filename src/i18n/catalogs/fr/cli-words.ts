// Français : le reste de ce que la commande `sudoku` dit à quelqu’un (aide, usage, erreurs).
// Les options et les jetons de données (niveaux, grilles) restent tels qu’on les tape.

import type { MessageKey } from '../index.ts';

export const cliWordsFr: Partial<Record<MessageKey, string>> = {
  'cli.usage': 'usage : {usage}',
  'cli.usage-head': 'usage :',
  'cli.unknown-command': 'commande inconnue « {name} »',
  'cli.puzzle-form': '{usage} (GRILLE : 81 chiffres, . ou 0 pour une case vide)',
  'cli.usage.solve': 'sudoku solve [FICHIER] [--count]',
  'cli.usage.grade': 'sudoku grade [FICHIER] [--technique] [--deep]',
  'cli.usage.steps': 'sudoku steps GRILLE [--deep] [--lang LANGUE]',
  'cli.usage.hint': 'sudoku hint GRILLE [CASE] [--level N] [--lang LANGUE]',
  'cli.usage.render':
    'sudoku render GRILLE [--out FICHIER.png] [--theme dark] [--scale N] [--title TITRE] [--notes] [--solution] [--hint [--cell r3c5] [--level 1-3] [--bare]] [--variant x|windoku] [--jigsaw CARTE] [--text]',
  'cli.usage.read-photo': 'sudoku read-photo IMAGE...',
  'cli.usage.generate':
    'sudoku generate --level NIVEAU [--seed GRAINE] [--count N] [--variant VARIANTE] [--symmetry SYMÉTRIE]',
  'cli.usage.daily': 'sudoku daily [AAAA-MM-JJ] [--days N] [--salt SEL] [--launch AAAA-MM-JJ]',
  'cli.summary.solve': 'résoudre des grilles, une par ligne, depuis FICHIER ou l’entrée standard',
  'cli.summary.grade': 'noter des grilles (échelle de Sudoku Explainer) et donner leur niveau',
  'cli.summary.steps':
    'afficher le chemin de résolution d’une grille, numéroté et expliqué (--lang fr, ja, ...)',
  'cli.summary.hint':
    'un indice pour l’étape suivante (--level 1-3), ou le plus court chemin vers CASE',
  'cli.summary.render': 'dessiner une grille en PNG (ou en texte avec --text)',
  'cli.summary.read-photo':
    'lire la grille de photos : ligne de la grille (. = vide) et cases douteuses',
  'cli.summary.generate': 'créer des grilles uniques, minimales et symétriques d’un niveau',
  'cli.summary.daily':
    'la grille du jour d’une date (aujourd’hui par défaut) ; --days N pour les jours suivants',
  'cli.no-such-file': 'fichier introuvable : {file}',
  'cli.not-a-file': 'ce n’est pas un fichier',
  'cli.no-file': 'fichier introuvable',
  'cli.unknown-option': 'option inconnue --{option} ; options : {options}.',
  'cli.unexpected-argument': 'argument inattendu « {argument} » ; options : {options}.',
  'cli.whole-number': '--{flag} est un nombre entier de 1 à {max}.',
  'cli.grade.unrated':
    'non notée : budget de calcul épuisé après des étapes notées jusqu’à {reached, number, ::.0} (--deep la note en entier)',
  'cli.render.variant':
    'variante inconnue « {variant} » ; utilisez classic, x ou windoku (ou --jigsaw CARTE)',
  'cli.render.theme': '--theme prend {themes}',
  'cli.render.level': '--level prend 1, 2 ou 3 (quelle part de l’indice montrer)',
  'cli.render.wrote': '{file} écrit ({kb, number, ::.0} Ko)',
  'cli.generate.level-required': '--level est obligatoire : choisissez {levels}.',
  'cli.generate.unknown-level': 'niveau inconnu « {level} » : choisissez {levels}.',
  'cli.generate.variant': 'variante inconnue « {variant} » : choisissez {variants}.',
  'cli.generate.variant-levels':
    'la variante {variant} n’a pas de grilles {level} : choisissez {levels}.',
  'cli.generate.symmetry': 'symétrie inconnue « {symmetry} » : choisissez {symmetries}.',
  'cli.generate.budget': '--budget est un nombre entier de candidats de 1 à {max}.',
  'cli.generate.seed': 'graine : {seed}',
  'cli.generate.bad-seed': 'une graine est un texte de 1 à {max} caractères.',
  'cli.generate.failed': 'grille {n} : {text}',
  'cli.daily.one-date': 'donnez au plus une date (AAAA-MM-JJ).',
  'cli.daily.time-zone':
    'DAILY_TIME_ZONE « {zone} » n’est pas un nom de fuseau horaire (p. ex. Europe/Paris).',
  'cli.daily.bad-date':
    'le jour « {date} » n’existe pas : écrivez une date du calendrier en AAAA-MM-JJ, p. ex. 2026-11-27.',
};
