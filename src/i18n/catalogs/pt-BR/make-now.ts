// Português (Brasil): um sudoku feito enquanto o jogador espera (nenhum estava pronto) (make-now).

export const makeNow = {
  'play.today-making': 'Estou preparando o sudoku de hoje: seu tabuleiro chega em um instante.',
  'play.fresh-making':
    'Nenhum sudoku {level} estava pronto, então estou fazendo um para você: o tabuleiro chega em um instante.',
};
