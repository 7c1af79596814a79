// The crash test's fake clock, shared by its processes through a file: the offset (ms) of fake
// time from real time. A bot process moves it forward when idle; the fake platforms read it to
// stamp messages and to age Discord nonces.

import { readFileSync, writeFileSync } from 'node:fs';

/** The offset kept in `file`. */
export function readClockOffset(file: string): number {
  return Number(readFileSync(file, 'utf8'));
}

/** Starts the fake clock at `at` (ms since the epoch). */
export function startClock(file: string, at: number): void {
  writeFileSync(file, String(at - Date.now()));
}

/** The fake time now, as the file says. */
export function fakeNow(file: string): number {
  return Date.now() + readClockOffset(file);
}
