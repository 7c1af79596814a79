// Español: consultas discretas (botón *Publicar en el canal*) y un resultado ya publicado.

import type { MessageKey } from '../index.ts';

export const quietLookupsEs: Partial<Record<MessageKey, string>> = {
  'publish.button': 'Publicar en el canal',
  'publish.by': 'Publicado por *{name}*:',
  'publish.posted': 'Publicado en el canal para todos.',
  'publish.already': 'Eso ya está publicado en el canal.',
  'publish.open': 'Ver el mensaje',
  'share.already': 'Tu resultado de hoy ya está en el canal.',
};
