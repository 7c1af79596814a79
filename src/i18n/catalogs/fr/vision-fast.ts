// Français : ce que le lecteur de photos a vu à la place d'un sudoku (vision-fast).

export const visionFast = {
  'photo.seen.kakuro': 'un kakuro : une grille dont les cases d’indices sont coupées en diagonale',
};
