// "Did you mean ...?" for a message that starts with no command word: the move it most likely
// means when it is made of numbers, else the command word closest to a typo.

/** Largest row, column or digit of any board (16x16). */
const MAX_INDEX = 16;

/**
 * What a message with an unknown first word most likely means: a move written as numbers
 * (`3 5 7`, `35 7` or `357`: row, column, digit) becomes `r3c5 7`; otherwise the command word
 * closest to `word`, if any.
 */
export function suggestCommand(
  word: string,
  rest: string,
  verbs: readonly string[],
): string | undefined {
  return moveOfNumbers(`${word} ${rest}`.trim().split(/[\s,]+/)) ?? closestWord(word, verbs);
}

function moveOfNumbers(tokens: readonly string[]): string | undefined {
  if (!tokens.every((t) => /^\d{1,3}$/.test(t))) return undefined;
  const [a, b, c] = tokens;
  const parts =
    tokens.length === 3
      ? [a!, b!, c!]
      : tokens.length === 2 && /^\d\d$/.test(a!)
        ? [a![0]!, a![1]!, b!]
        : tokens.length === 1 && /^\d{3}$/.test(a!)
          ? [...a!]
          : undefined;
  const [row, col, digit] = (parts ?? []).map(Number);
  const inRange = (n: number | undefined) => n !== undefined && n >= 1 && n <= MAX_INDEX;
  return inRange(row) && inRange(col) && inRange(digit) ? `r${row}c${col} ${digit}` : undefined;
}

/** The candidate closest to a mistyped word (at most two edits away), if any. */
export function closestWord(word: string, candidates: readonly string[]): string | undefined {
  if (word.length > 20) return undefined;
  let best: string | undefined;
  let bestDistance = 3;
  for (const verb of candidates) {
    if (Math.abs(verb.length - word.length) >= bestDistance) continue;
    const d = editDistance(word, verb);
    // A suggestion keeps at least one character of the word (`3` is not a typo of `?`).
    if (d < bestDistance && d < Math.max(2, verb.length / 2) && d < word.length) {
      best = verb;
      bestDistance = d;
    }
  }
  return best;
}

// Edit distance counting a swap of two neighbours as one edit (`hnit` is one from `hint`).
function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = new Array<number>(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(width);
    row[0] = i;
    for (let j = 1; j < width; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      row[j] = best;
    }
    before = previous;
    previous = row;
  }
  return previous[width - 1]!;
}
