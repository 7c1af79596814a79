// Seeded randomness: the only source of randomness in the engine. sfc32 seeded through a
// string hash, so the same seed gives the same numbers on every machine and Node version.

/** A deterministic source of random numbers. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Shuffles `items` in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** An independent stream derived from this one and a label. */
  fork(label: string): Random;
}

// cyrb128: a 128-bit string hash that gives four well-mixed 32-bit seeds.
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** A seeded random source; equal seeds give equal sequences everywhere. */
export function seededRandom(seed: string | number): Random {
  let [a, b, c, d] = hash128(String(seed));
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) nextUint32();
  const random: Random = {
    next: () => nextUint32() / 4294967296,
    int: (n) => Math.floor((nextUint32() / 4294967296) * n),
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = random.int(i + 1);
        const tmp = items[i]!;
        items[i] = items[j]!;
        items[j] = tmp;
      }
      return items;
    },
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty array');
      return items[random.int(items.length)]!;
    },
    fork: (label) => seededRandom(`${nextUint32()}:${label}`),
  };
  return random;
}
