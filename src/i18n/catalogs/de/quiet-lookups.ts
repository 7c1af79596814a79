// Deutsch: stille Abfragen (Knopf *Im Kanal posten*) und ein schon gepostetes Ergebnis.

import type { MessageKey } from '../index.ts';

export const quietLookupsDe: Partial<Record<MessageKey, string>> = {
  'publish.button': 'Im Kanal posten',
  'publish.by': 'Gepostet von *{name}*:',
  'publish.posted': 'Für alle im Kanal gepostet.',
  'publish.already': 'Das ist schon im Kanal gepostet.',
  'publish.open': 'Beitrag öffnen',
  'share.already': 'Dein heutiges Ergebnis steht schon im Kanal.',
};
