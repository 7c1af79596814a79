// Español: un sudoku preparado mientras el jugador espera (no había ninguno listo) (make-now).

export const makeNow = {
  'play.today-making': 'Estoy preparando el sudoku de hoy: tu tablero llega en un momento.',
  'play.fresh-making':
    'No había ningún sudoku {level} listo, así que estoy preparando uno para ti: el tablero llega en un momento.',
};
