// Español: instalaciones de usuario de Discord (la app añadida a la cuenta de un jugador).

import type { MessageKey } from '../index.ts';

export const userInstalls: Partial<Record<MessageKey, string>> = {
  'user-install.server-only':
    'Eso es cosa de servidores: la publicación diaria y los ajustes de un canal necesitan que me añadan al servidor, y aquí solo me añadiste tú (a tu cuenta). Todo lo demás funciona aquí: `/sudoku today` juega el sudoku del día entre todos. En un servidor que me haya añadido, o en nuestros mensajes directos, `/schedule` publica el del día cada día.',
};
