// Français : les mots propres à la ligne de commande `sudoku` autour des étapes et indices.

import type { MessageKey } from '../index.ts';

export const i18nCliFr: Partial<Record<MessageKey, string>> = {
  'cli.lang-unknown':
    'Langue inconnue « {language} » : les langues disponibles sont {languages}. Choisissez-en une avec --lang, par exemple --lang fr.',
  'cli.error': 'erreur : {text}',
  'cli.not-a-cell':
    '« {cell} » n’est pas une case : nommez-en une comme r3c5 (lignes et colonnes de 1 à {size}).',
  'cli.hint-level': '--level doit valoir 1, 2 ou 3.',
  'cli.steps.line': '{n}. [{rating, number, ::.0}] {text}',
  'cli.steps.rating': 'Note {rating, number, ::.0} ({level}).',
  'cli.steps.stopped':
    'Arrêt après {steps, plural, one {# étape} other {# étapes}} : les recherches de chaînes ont épuisé leur budget de travail après des étapes notées jusqu’à {reached, number, ::.0}, la grille n’est donc pas notée ({rating, number, ::.0}) ; --deep la note entièrement.',
  'cli.steps.stuck':
    'Bloqué après {steps, plural, one {# étape} other {# étapes}} : aucune technique connue du moteur ne s’applique, la note est donc {rating, number, ::.0} (il faut deviner).',
  'cli.too-many-steps': 'Cette grille demande plus d’étapes que le notateur n’en permet.',
  'cli.hint.route': 'Chemin : {steps}.',
};
