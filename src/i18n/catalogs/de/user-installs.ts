// Deutsch: Discord-Nutzerinstallationen (die App im eigenen Konto eines Spielers).

import type { MessageKey } from '../index.ts';

export const userInstalls: Partial<Record<MessageKey, string>> = {
  'user-install.server-only':
    'Das gibt es nur auf Servern: Der tägliche Post und die Einstellungen eines Kanals brauchen mich auf dem Server, und hier hast nur du mich hinzugefügt (zu deinem Konto). Alles andere geht auch hier: `/sudoku today` spielt das Tagesrätsel gemeinsam. Auf einem Server, der mich hinzugefügt hat, oder in unseren Direktnachrichten postet `/schedule` das Rätsel jeden Tag.',
};
