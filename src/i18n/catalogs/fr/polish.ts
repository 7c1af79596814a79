// Français : ce que dit le bot pendant qu'il dessine (polish).

export const polish = {
  'queued.solution': "Dessin de la solution : le bot est occupé, elle s'affichera ici.",
};
