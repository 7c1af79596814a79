// Names players read for the steps of nested forcing chains (ids end in -plus or -nested-N).

const KINDS: Record<string, string> = {
  'contradiction-forcing-chain': 'Contradiction Forcing Chain',
  'dynamic-cell-forcing-chain': 'Dynamic Cell Forcing Chains',
  'dynamic-house-forcing-chain': 'Dynamic House Forcing Chains',
  'dynamic-double-forcing-chain': 'Double Forcing Chain',
};

const LEVELS: Record<string, string> = {
  '-plus': ' (+)',
  '-nested-2': ' (nested: + forcing chains)',
  '-nested-3': ' (nested: + multiple forcing chains)',
};

/** Step names of every nested kind and level. */
export const NESTED_STEP_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(KINDS).flatMap(([id, name]) =>
    Object.entries(LEVELS).map(([suffix, level]) => [`${id}${suffix}`, `${name}${level}`]),
  ),
);
