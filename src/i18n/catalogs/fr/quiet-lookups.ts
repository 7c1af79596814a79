// Français : consultations discrètes (bouton *Publier dans le salon*) et résultat déjà publié.

import type { MessageKey } from '../index.ts';

export const quietLookupsFr: Partial<Record<MessageKey, string>> = {
  'publish.button': 'Publier dans le salon',
  'publish.by': 'Publié par *{name}* :',
  'publish.posted': 'Publié dans le salon pour tout le monde.',
  'publish.already': 'C’est déjà publié dans le salon.',
  'publish.open': 'Voir le message',
  'share.already': 'Votre résultat du jour est déjà dans le salon.',
};
