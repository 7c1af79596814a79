// Another bot process on the same SQLite file (distribution.test.ts's restart): starts the
// adapter in distribution mode against the fake Slack at $SLACK_API_URL / $SLACK_ORIGIN, prints
// "ready <events url>", and closes when its stdin ends.

import { startDistributed } from './distribution-app.ts';

const env = process.env;
const bot = await startDistributed(env.SUDOKU_DB!, {
  apiUrl: env.SLACK_API_URL!,
  origin: env.SLACK_ORIGIN!,
});
process.stdout.write(`ready ${bot.adapter.url}\n`);
process.stdin.resume();
process.stdin.once('end', () => {
  void bot.close().then(() => process.exit(0));
});
