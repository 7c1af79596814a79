// Español: lo que dice el bot mientras dibuja (polish).

export const polish = {
  'queued.solution': 'Dibujando la solución: el bot está ocupado, aparecerá aquí.',
};
