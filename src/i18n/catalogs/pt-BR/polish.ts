// Português (Brasil): o que o bot diz enquanto desenha (polish).

export const polish = {
  'queued.solution': 'Desenhando a solução: o bot está ocupado, ela aparecerá aqui.',
};
