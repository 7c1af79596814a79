// English: the board UI's and the playground's HTTP refusals (shown on the page), the Activity's
// sign-in refusals, playground names refused, and the Discord DM note on an overlong message.

export const i18nHttp = {
  'http.not-found': 'There is nothing at that address.',
  'http.method-not-allowed': '`{method}` is not allowed here.',
  'http.internal': 'Sorry, something went wrong on our side. Please try again.',
  'http.aborted': 'The upload broke off before it was complete; send it again.',
  'http.too-large':
    'That {what, select, photo {photo} other {request}} is too large: the limit is {limit}.',
  'http.not-json': 'Send the request body as `application/json`.',
  'http.bad-json': 'The request body is not valid JSON.',
  'http.send-shape': 'Send {shape}.',
  'http.no-sign-in': 'This playground has no sign-in.',
  'http.command-not-text': 'The command must be text.',
  'http.not-an-image': 'Upload a photo as PNG, JPEG, WebP or GIF (the file was not one of those).',
  'http.empty-photo': 'The photo was empty.',
  'http.image-gone': 'That image is no longer kept; ask for the board again.',
  'http.wrong-host': 'Open the playground through localhost.',
  'http.bad-channel': 'That channel name is not valid.',
  'http.no-channel': 'There is no channel called “{key}”.',
  'http.bad-page': 'Name the page with {example} (letters and digits).',
  'http.empty-command': 'Type a command first, for example `help`.',
  'http.command-too-long': 'That command is too long: keep it under {max, number} characters.',
  'http.sign-in': 'Sign in first: your session has ended.',
  'http.wrong-password': 'That password is not right.',
  'http.names-full':
    'The playground holds as many names as it can ({max, number}): sign in with a name you used before in this browser, or try again once unused names expire.',
  'http.too-many-tries':
    'Too many wrong passwords {scope, select, network {from your network} other {for the name {name}}}: try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'http.name-taken':
    "{name} is another player's name (it was first used in another browser): pick another name.",
  'http.name-like':
    "{name} looks too much like {holder}, another player's name: pick another name.",
  'http.streams-busy':
    'Every live-update stream is taken by other players: reload later to see new messages live.',
  'http.pages-open': 'You have {max, number} pages open already; close one and reload this one.',
  'http.board-open': 'You have this board open {max, number} times already; close one and reload.',
  'http.room-full': '{max, number} pages are watching this board already; try again later.',
  'http.boards-busy': 'Too many boards are open right now; try again later.',
  'http.slow-down':
    'That is more {what, select, moves {moves} other {selections}} than anyone can make by hand: wait a moment, then go on. Nothing else was changed.',
  'http.replayed': 'That move was received already (a repeated request): it was not made twice.',
  'http.too-old': 'That move is too old to tell whether it was made already: nothing was changed.',
  'http.too-slow': 'That took too long; look at the board and try again.',
  'http.bad-cell': 'Send {shape} with a cell of the board, or `null`.',
  'http.move-off-board':
    'That cell is off the board: cells go from 0 (r1c1) to {last, number} ({cell}).',
  'http.move-no-game': 'The move names no game: send the `gameId` of the board you tapped.',
  'http.move-no-seq':
    'The move needs a sequence number (`seq`): a whole number, one higher each move.',
  'http.move-missing': 'The move is missing.',
  'http.move-kinds': 'Moves are {kinds}.',
  'http.no-game': 'There is no game here any more.',
  'http.other-game':
    'That board is not the game played here now (an earlier game, or another conversation’s): nothing was changed. The board shows the current game.',
  'http.game-over':
    '{solved, select, yes {This game is solved} other {This game was revealed}}: it takes no more moves.',
  'size.mb': '{n, number} MB',
  'size.kb': '{n, number} KB',
  'size.bytes': '{n, plural, one {# byte} other {# bytes}}',
  'name.empty': 'Type a name.',
  'name.blank': 'Type a name with letters or digits in it.',
  'name.too-long': 'That name is {length, number} characters long: use at most {max, number}.',
  'name.start': 'Start the name with a letter or digit.',
  'name.character':
    'A name cannot hold {character}: use letters, digits, spaces, dots, dashes or underscores.',
  'name.code-point': 'the character {code}',
  'activity.session-ended':
    'Your Activity session has ended or is not valid: the board signs you in again.',
  'activity.other-instance':
    'This session belongs to another Activity: nothing was changed. Reopen the Activity.',
  'activity.code-refused':
    'Discord did not accept this sign-in (the code was used already or has expired): close the Activity and open it again.',
  'activity.token-refused': 'Discord did not accept the sign-in: open the Activity again.',
  'activity.unreachable': 'Discord could not be reached to sign you in; try again in a moment.',
  'activity.discord-status':
    'Discord answered {status} while signing you in; try again in a moment.',
  'activity.unexpected':
    'Discord sent an unexpected {what, select, token {token} user {user} instance {activity instance} other {answer}} while signing you in; try again.',
  'activity.too-many-sign-ins': 'Too many sign-ins for this Activity; wait a moment.',
  'activity.own-already': 'This is your own board already.',
  'activity.no-own-board': 'There is no daily here to play on your own.',
  'activity.send-code': 'Send the code Discord’s authorize gave the page.',
  'activity.send-instance': 'Send the instance id of this Activity.',
  'activity.code-used': 'This sign-in code was used already: close the Activity and open it again.',
  'activity.not-running': 'This Activity is not running any more: open it again from Discord.',
  'activity.not-listed': 'Discord does not list you in this Activity: open it again from Discord.',
  'discord.type-move-like': 'Type a move like `r3c5 7`.',
  'adapter.not-a-picture': '({name} is not a picture)',
  'discord.dm-too-long':
    'That message is {length, number} characters long; a command is at most {max, number}.',
};
