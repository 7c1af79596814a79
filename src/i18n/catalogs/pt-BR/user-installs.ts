// Português (Brasil): instalações de usuário do Discord (o app adicionado à conta de um jogador).

import type { MessageKey } from '../index.ts';

export const userInstalls: Partial<Record<MessageKey, string>> = {
  'user-install.server-only':
    'Isso é recurso de servidor: o post diário e as configurações de um canal precisam que eu seja adicionado ao servidor, e aqui só você me adicionou (à sua conta). Todo o resto funciona aqui: `/sudoku today` joga o sudoku do dia em grupo. Num servidor que me adicionou, ou nas nossas mensagens diretas, `/schedule` posta o do dia todos os dias.',
};
