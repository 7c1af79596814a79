// English: each day's thread under the daily post (results, shares, the digest), `thread on|off`,
// and why a day's talk fell back to the channel.

export const dailyThread = {
  'thread.name': 'Sudoku talk · {date, date, long}',
  'thread.show':
    "{state, select, on {Each daily post here opens a thread: the day's results, shares and digest go there, so the channel shows one message a day.} other {Day threads are off here: results, shares and the digest go into the channel.}} People who can manage the channel switch it with `thread on` or `thread off`.",
  'thread.on':
    "Done ({name}): from the next daily post on, the day's results, shares and digest go into a thread under it.",
  'thread.off':
    'Done ({name}): results, shares and the digest stay in the channel from now on, with no thread under the daily post.',
  'thread.refused':
    'Only people who can manage this channel can turn day threads on or off. `thread` alone says how it is set.',
  'thread.direct':
    'Day threads are for channels: in our direct messages everything stays right here.',
  'thread.posted': "Posted in today's thread under the daily post.",
  'thread.lost.no-permission':
    "Today's results stay in the channel: I may not open or post in a thread here. People who can manage the channel can let me create public threads and send messages in threads, or type `thread off` to keep everything in the channel.",
  'thread.lost.archived':
    "Today's thread was archived and I can't reopen it, so today's results go into the channel.",
  'thread.lost.gone':
    "Today's thread (or the daily post it hangs under) was deleted, so today's results go into the channel.",
  'thread.lost.failed':
    "I couldn't post in today's thread, so today's results go into the channel.",
} as const;
