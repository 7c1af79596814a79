// English: a puzzle made while the player waits (the store had none ready), new with make-now.

export const makeNow = {
  'play.today-making': "Making today's puzzle: your board follows in a moment.",
  'play.fresh-making':
    'No {level} puzzle was ready, so I’m making one for you: the board follows in a moment.',
};
