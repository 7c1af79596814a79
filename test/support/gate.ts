// Explicit events for tests on a busy machine: work held until the test opens its gate, so a test
// checks what happened while the work was still running, never how fast the machine is.

/** A gate: `opened` resolves once `open()` is called (any number of times). */
export interface Gate {
  readonly opened: Promise<void>;
  open(): void;
}

/** A closed gate. */
export function gate(): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
