// Interim replies: when a command's work has to wait in a work pool's line, the asker hears so
// through `Inbound.progress` instead of silence or a refusal, and the adapter replaces that
// reply with the command's answer (an edit). A photo's wait is told at once with its place in
// line (photos take seconds each); a hint's or a picture's only once it has lasted long enough
// to notice (they take milliseconds, and a short line of them is normal under load).

import { msg, type Message } from '../i18n/text.ts';
import type { QueueStatus } from './ports.ts';
import type { Draft } from './types.ts';

/** What waits in line (`solution`: the picture of a posted grid's solution). */
export type WaitingWork = 'photo' | 'hint' | 'picture' | 'solution';

/** How long a hint or a picture waits before the asker is told (ms; CoreOptions.noticeAfterMs). */
export const NOTICE_AFTER_MS = 1_000;

/** The interim reply for work that waits. */
export function queuedReply(work: WaitingWork, status: QueueStatus): Draft {
  return { text: queuedText(work, status), visibility: 'asker' };
}

function queuedText(work: WaitingWork, status: QueueStatus): Message {
  switch (work) {
    case 'photo': {
      if (status.starting) return msg('queued.photo-starting');
      if (status.ahead === 0) return msg('queued.photo-next');
      return msg('queued.photo-ahead', { n: status.ahead });
    }
    case 'hint':
      return msg('queued.hint');
    case 'picture':
      return msg('queued.picture');
    case 'solution':
      return msg('queued.solution');
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
  progress: ((draft: Draft) => void) | undefined,
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
