// Deutsch: was der Bot sagt, während er zeichnet (polish).

export const polish = {
  'queued.solution':
    'Die Lösung wird gezeichnet: der Bot ist gerade beschäftigt, sie erscheint hier.',
};
