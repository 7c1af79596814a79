// English: Discord user installs (the app added to a player's own account and used in a DM with
// a friend, a group DM, or a server that never added the bot).

export const userInstalls = {
  'user-install.server-only':
    "That's a server feature: daily posts and a channel's settings need me added to the server, and here only you added me (to your account). Everything else works here: `/sudoku today` plays today's puzzle together. In a server that added me, or in our direct messages, `/schedule` posts the daily every day.",
} as const;
