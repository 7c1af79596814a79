// Français : une grille préparée pendant que le joueur attend (aucune n'était prête) (make-now).

export const makeNow = {
  'play.today-making': 'Je prépare la grille du jour : elle arrive dans un instant.',
  'play.fresh-making':
    'Aucune grille {level} n’était prête : j’en prépare une pour vous, elle arrive dans un instant.',
};
