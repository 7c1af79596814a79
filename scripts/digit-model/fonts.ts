// Which font families this machine has (fontconfig), so that a script using fonts says plainly
// which are missing instead of letting fontconfig draw another font in their place.

import { execFileSync } from 'node:child_process';

/** The font families fontconfig knows on this machine. */
export function installedFamilies(): Set<string> {
  try {
    return new Set(
      execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' })
        .split('\n')
        .flatMap((line) => line.split(','))
        .map((name) => name.trim().replaceAll('\\-', '-'))
        .filter(Boolean),
    );
  } catch {
    return new Set();
  }
}

/** The families of `wanted` that are installed, and the ones that are not. */
export function availableFamilies(wanted: readonly string[]): {
  readonly present: string[];
  readonly missing: string[];
} {
  const installed = installedFamilies();
  return {
    present: wanted.filter((f) => installed.has(f)),
    missing: wanted.filter((f) => !installed.has(f)),
  };
}
