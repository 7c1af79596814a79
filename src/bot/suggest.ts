// "Did you mean ...?" for mistyped command words.

/** The candidate closest to a mistyped word (at most two edits away), if any. */
export function closestWord(word: string, candidates: readonly string[]): string | undefined {
  if (word.length > 20) return undefined;
  let best: string | undefined;
  let bestDistance = 3;
  for (const verb of candidates) {
    if (Math.abs(verb.length - word.length) >= bestDistance) continue;
    const d = editDistance(word, verb);
    if (d < bestDistance && d < Math.max(2, verb.length / 2)) {
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
