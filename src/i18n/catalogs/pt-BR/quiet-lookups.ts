// Português (Brasil): consultas discretas (botão *Publicar no canal*) e um resultado já publicado.

import type { MessageKey } from '../index.ts';

export const quietLookupsPtBR: Partial<Record<MessageKey, string>> = {
  'publish.button': 'Publicar no canal',
  'publish.by': 'Publicado por *{name}*:',
  'publish.posted': 'Publicado no canal para todos.',
  'publish.already': 'Isso já foi publicado no canal.',
  'publish.open': 'Ver a mensagem',
  'share.already': 'Seu resultado de hoje já está no canal.',
};
