// English: quiet lookups (stats, leaderboards and the digest answer privately with a *Post to
// channel* button) and a result already in the channel. ICU MessageFormat; see play.ts.

export const quietLookups = {
  'publish.button': 'Post to channel',
  'publish.by': 'Posted by *{name}*:',
  'publish.posted': 'Posted in the channel for everyone.',
  'publish.already': 'That is already posted in the channel.',
  'publish.open': 'Open the post',
  'share.already': 'Your result of today is already in the channel.',
} as const;
