// English: the daily ritual (the celebration, share lines, archive dailies, own boards, the
// digest) and stats and leaderboards. ICU MessageFormat; see play.ts for the quoting rule.

export const ritual = {
  'celebrate.result':
    'in {time} with {mistakes, plural, one {# mistake} other {# mistakes}} and {hints, plural, one {# hint} other {# hints}}',
  'celebrate.played-by': ' Played by {players}.',
  'celebrate.your-streak': ' Your streak: {n, plural, one {# day} other {# days}}.',
  'celebrate.streaks': ' Streak: {list}.',
  'celebrate.streak-of': '{name} {n, plural, one {# day} other {# days}}',
  'celebrate.solved': '🎉 Solved *{title}* {result}.{by}{streak}\nShare it:\n{share}',
  'celebrate.board': '*{title}* is solved 🎉 {result}.{by}',
  'celebrate.solo-result': '{name} solved it on their own:\n{share}',
  'share.name-daily': 'Sudoku Daily #{number}',
  'share.name': 'Sudoku',
  'share.variant.mini': ' Mini',
  'share.variant.x': ' Sudoku X',
  'share.variant.big': ' 16x16',
  'share.head': '{name}{variant} ({level}) solved in {time}',
  'share.unranked': 'unranked',
  'share.ranked': 'ranked {time}',
  'share.streak': 'streak {n}',
  'share.not-finished':
    "You haven't finished today's daily yet: your result is shared once you solve it. Keep going!",
  'share.not-solved':
    "You haven't solved today's daily yet, so there is nothing to share. `today` plays it together, `today solo` on your own.",
  'share.gone': 'That game is gone, so I cannot share it.',
  'share.copy': 'Copy and share anywhere:\n{line}',
  'share.result-of': "{name}'s result:\n{line}",
  'archive.range':
    "Dailies go from #1 ({launch}) to today''s #{latest}. Try `daily {example}`, or `today`.",
  'archive.bad-date': '{date} is not a date I know. Give it as YYYY-MM-DD, e.g. `daily {example}`.',
  'archive.not-yet': "The daily of {date} isn't out yet: no peeking! `today` is today's.",
  'archive.before-launch': 'The first daily was on {launch} (#1). Try `daily 1`.',
  'archive.is-today': "That's today's daily: type `today` to play it with everyone.",
  'archive.preparing':
    'The daily of {date} is being prepared; try `daily {date}` again in a minute.',
  'archive.started':
    '*{title}* from the archive: it counts for no streak or leaderboard. Enjoy!{aside}',
  'solo.ready':
    'Your own board of *{title}* is ready in our direct messages. When you finish, your result (no spoilers) is posted here.',
  'solo.waiting':
    'Your own board of *{title}* is waiting in our direct messages. When you finish, your result (no spoilers) is posted here.',
  'solo.unavailable':
    'Playing on your own is not available here. Open a direct message with me and type `today`.',
  'solo.no-dm':
    "I couldn't open a direct message with you (your privacy settings may not allow it). Play together here with `today`, or allow direct messages from server members.",
  'solo.elsewhere':
    "You are already playing *{title}* in our direct messages, and it counts where you started it, so its result won't be posted here by itself. Once you finish, `share` posts it here.",
  'solo.preparing': "Today's puzzle is still being prepared. Try `today solo` again in a minute.",
  'solo.board': '*{title}*: your own board. {howTo}',
  'digest.yesterday': 'Yesterday',
  'digest.head':
    '*{when} here: Daily #{number}* was solved by {n, plural, one {# player} other {# players}} ({how}).',
  'digest.together': '{n} together',
  'digest.alone': '{n} on their own',
  'digest.fastest': 'Fastest: {result}',
  'digest.nobody-ranked': 'Fastest: nobody ranked (more than 10 mistakes each).',
  'digest.streaks': '{count, plural, one {Longest streak} other {Longest streaks}}: {list}',
  'digest.streak-of': '{name} {n, plural, one {# day} other {# days}}',
  'digest.no-daily-yesterday':
    'There was no daily yesterday: the first one is today. `today` plays it.',
  'digest.nobody':
    "Nobody here solved yesterday''s daily (#{number}). `daily {number}` plays it from the archive; `leaderboard week` shows the week.",
  'stats.yours': '*Your Sudoku stats, {name}*',
  'stats.played':
    'Played {played} · solved {solved}{revealed, plural, =0 {} other { · revealed #}}',
  'stats.theirs': "*{name}'s Sudoku stats*",
  'stats.dailies': 'Dailies solved {n}',
  'stats.streak': 'Daily streak: {n, plural, one {# day} other {# days}} (best {best})',
  'stats.times': 'Best time {best} · median {median}',
  'stats.mistakes': 'Mistakes {mistakes} · hints {hints}',
  'stats.calendar': 'Dailies solved, the last {weeks} weeks (Mon–Sun):',
  'stats.nobody-called': 'Nobody called {who} has played a daily here yet. `stats` shows yours.',
  'stats.no-games':
    'No games yet. Type `today` for the daily puzzle; your stats start with your first move.',
  'stats.no-dailies':
    "{name} hasn't solved a daily yet, so there are no stats to show. `today` is a good place to start together!",
  'board.penalty': '; {time} +{penalty} for mistakes',
  'board.result':
    '{time} · {who}{solo} ({mistakes, plural, one {# mistake} other {# mistakes}}, {hints, plural, one {# hint} other {# hints}}{rest})',
  'board.unranked': ', unranked',
  'board.period-row':
    '{place}. {name}: {n, plural, one {# daily} other {# dailies}} solved, average {average} (best {best})',
  'board.streak-row': '{place}. {name}: {n, plural, one {# day} other {# days}} (best {best})',
  'board.week': 'This week (since Monday {from})',
  'board.month': 'This month (since {from})',
  'board.all': 'All time ({n, plural, one {# daily} other {# dailies}})',
  'board.section': '*{title}*',
  'board.here': '{title}, here',
  'board.whole': '{title}, whole {community}',
  'board.none-here': 'No daily solved here yet.',
  'board.none': 'No daily solved yet.',
  'board.period-rule':
    '_Most dailies solved first, then the lower average ranked time, then the better best time; still tied: a shared place. Ranked time: {rule} (an unranked daily counts for nothing here)._',
  'board.today-here': "Today's daily, here",
  'board.today-none-here':
    'Not solved here yet: `today` to play together, `today solo` on your own.',
  'board.today-whole': "Today's daily, whole {community}",
  'board.today-none': 'Nobody has solved it yet.',
  'board.streaks-here': 'Streaks here',
  'board.streaks-whole': 'Streaks in the {community}',
  'board.no-streaks': 'No running streaks yet.',
  'board.today-rule':
    '_Ranked time: {rule}. Ties go to fewer hints, then fewer mistakes; still tied: a shared place. 👤 played on their own. `leaderboard week`, `leaderboard month` or `leaderboard all` for longer._',
  'board.ranking-rule': '+{penalty} s per mistake; more than {most} mistakes: unranked',
  'community.server': 'server',
  'community.workspace': 'workspace',
} as const;
