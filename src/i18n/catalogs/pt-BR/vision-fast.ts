// Português (Brasil): o que o leitor de fotos viu no lugar de um sudoku (vision-fast).

export const visionFast = {
  'photo.seen.kakuro': 'um kakuro: uma grade com casas de pistas divididas na diagonal',
};
