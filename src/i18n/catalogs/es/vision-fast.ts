// Español: lo que el lector de fotos vio en lugar de un sudoku (vision-fast).

export const visionFast = {
  'photo.seen.kakuro': 'un kakuro: una cuadrícula con casillas de pistas divididas en diagonal',
};
