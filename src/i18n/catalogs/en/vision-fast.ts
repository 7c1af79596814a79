// English: what the photo reader saw instead of a Sudoku, new with vision-fast.

export const visionFast = {
  'photo.seen.kakuro': 'a kakuro: a grid whose clue cells are split by a diagonal line',
};
