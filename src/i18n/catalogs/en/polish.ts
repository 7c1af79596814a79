// English: what the bot says while it draws, new with polish.

export const polish = {
  'queued.solution': 'Drawing the solution: the bot is busy right now, it will show here.',
};
