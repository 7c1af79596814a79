// The Slack distribution settings (SLACK_CLIENT_ID, SLACK_CLIENT_SECRET, SLACK_STATE_SECRET):
// Slack's OAuth install flow for many workspaces instead of one workspace's bot token.

import type { Reader } from './config-reader.ts';

/** Shortest SLACK_STATE_SECRET accepted: it signs the install flow's state, like a password. */
export const MIN_STATE_SECRET_LENGTH = 16;

const DISTRIBUTION_VARIABLES = ['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET', 'SLACK_STATE_SECRET'];

/**
 * SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_STATE_SECRET: all three turn on distribution
 * (Slack's OAuth install flow, many workspaces), none keeps single-workspace mode.
 */
export function readSlackDistribution(
  r: Reader,
  slack: { botToken?: string; appToken?: string; signingSecret?: string },
): { clientId: string; clientSecret: string; stateSecret: string } | undefined {
  const [clientId, clientSecret, stateSecret] = DISTRIBUTION_VARIABLES.map((v) => r.text(v));
  const set = DISTRIBUTION_VARIABLES.filter((v) => r.text(v) !== undefined);
  if (set.length === 0) return undefined;
  const missing = DISTRIBUTION_VARIABLES.filter((v) => r.text(v) === undefined);
  for (const variable of missing) {
    r.problem(
      variable,
      `is required with ${set.join(' and ')}: Slack distribution (installs in many workspaces) needs all of ${DISTRIBUTION_VARIABLES.join(', ')} (Basic Information > App Credentials; the state secret is any long random string).`,
    );
  }
  if (stateSecret !== undefined && stateSecret.length < MIN_STATE_SECRET_LENGTH) {
    r.problem(
      'SLACK_STATE_SECRET',
      `is too short: use at least ${MIN_STATE_SECRET_LENGTH} random characters (e.g. openssl rand -hex 32).`,
    );
  }
  if (slack.botToken) {
    r.problem(
      'SLACK_BOT_TOKEN',
      'is for one workspace; with SLACK_CLIENT_ID (distribution) each workspace gets its token when it installs the app: unset one of them.',
    );
  }
  if (slack.appToken) {
    r.problem(
      'SLACK_APP_TOKEN',
      "is for Socket Mode; distribution runs in HTTP mode (Slack redirects installers to the bot's public address): unset it and set SLACK_SIGNING_SECRET.",
    );
  } else if (!slack.signingSecret) {
    r.problem(
      'SLACK_SIGNING_SECRET',
      'is required with SLACK_CLIENT_ID (distribution runs in HTTP mode; Basic Information > App Credentials > Signing Secret).',
    );
  }
  if (missing.length > 0 || r.problems.some((p) => p.variable === 'SLACK_STATE_SECRET')) {
    return undefined;
  }
  return { clientId: clientId!, clientSecret: clientSecret!, stateSecret: stateSecret! };
}
