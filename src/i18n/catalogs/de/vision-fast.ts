// Deutsch: was der Fotoleser statt eines Sudokus gesehen hat (vision-fast).

export const visionFast = {
  'photo.seen.kakuro': 'ein Kakuro: ein Gitter, dessen Hinweisfelder diagonal geteilt sind',
};
