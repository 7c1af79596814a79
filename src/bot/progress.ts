// Interim replies: when a command's work has to wait in a work pool's line, the asker hears so
// through `Inbound.progress` instead of silence or a refusal, and the adapter replaces that
// reply with the command's answer (an edit). A photo's wait is told at once with its place in
// line (photos take seconds each); a hint's or a picture's only once it has lasted long enough
// to notice (they take milliseconds, and a short line of them is normal under load).

import type { QueueStatus } from './ports.ts';
import type { Inbound, Reply } from './types.ts';

/** What waits in line. */
export type WaitingWork = 'photo' | 'hint' | 'picture';

/** How long a hint or a picture waits before the asker is told (ms; CoreOptions.noticeAfterMs). */
export const NOTICE_AFTER_MS = 1_000;

/** The interim reply for work that waits. */
export function queuedReply(work: WaitingWork, status: QueueStatus): Reply {
  return { text: queuedText(work, status), visibility: 'asker' };
}

function queuedText(work: WaitingWork, status: QueueStatus): string {
  switch (work) {
    case 'photo': {
      if (status.starting) return 'Reading your photo: the photo reader is starting up.';
      if (status.ahead === 0) return "Reading your photo: you're next.";
      const photos = status.ahead === 1 ? '1 photo' : `${status.ahead} photos`;
      return `Reading your photo: ${photos} ahead of yours.`;
    }
    case 'hint':
      return 'Working out your hint: the bot is busy right now, it will show here.';
    case 'picture':
      return 'Drawing the board: the bot is busy right now, it will show here.';
  }
}

/** The notice of one piece of work: pass `onQueued` to the pool, call `done()` once it settled. */
export interface QueueNotice {
  readonly onQueued: (status: QueueStatus) => void;
  done(): void;
}

/**
 * Tells the asker (`progress`, the inbound's) that `work` waits in line: `afterMs` after it
 * joined the line if it has not settled by then, or at once when `afterMs` is 0.
 */
export function queueNotice(
  progress: Inbound['progress'],
  work: WaitingWork,
  afterMs: number,
): QueueNotice {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settled = false;
  const tell = (status: QueueStatus) => {
    if (settled || !progress) return;
    try {
      progress(queuedReply(work, status));
    } catch {
      // An adapter's notice failing must not fail the command.
    }
  };
  return {
    onQueued(status) {
      if (!progress || settled) return;
      if (afterMs <= 0) tell(status);
      else timer ??= setTimeout(() => tell(status), afterMs);
    },
    done() {
      settled = true;
      clearTimeout(timer);
    },
  };
}
