// Distribution: Bolt's OAuth install flow on the HTTP receiver. GET /slack/install redirects the
// installer to Slack's authorize page (a signed, one-time `state` in the URL and in a cookie);
// Slack sends them back to GET /slack/oauth_redirect with a code, which Bolt trades for the
// workspace's bot token (oauth.v2.access) and stores through StoreInstallations. The pages the
// installer then sees are ours: friendly, and saying what to do when the link was bad. A link
// that fails for the installer's reasons (an expired state, a code Slack refuses) gets a 4xx
// page; a 5xx only when the failure is ours (the store down, our credentials refused) or Slack
// could not be reached. No page shows an error's text.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HTTPReceiverOptions, Installation, webApi } from '@slack/bolt';
import type { Logger } from '../../src/bot/ports.ts';
import { BOT_SCOPES, StoreInstallations, type InstallationPort } from './installations.ts';
import { errorFields, slackErrorCode } from './log-fields.ts';
import { ClaimedStateStore } from './oauth-state.ts';

/** Where an install starts (Bolt's default path). */
export const INSTALL_PATH = '/slack/install';
/** Where Slack sends the installer back (Bolt's default path; the manifest's redirect URL). */
export const REDIRECT_PATH = '/slack/oauth_redirect';

/** What distribution needs: the app's credentials, and the Store that keeps installs. */
export interface DistributionOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Signs the install flow's `state` (SLACK_STATE_SECRET). */
  readonly stateSecret: string;
  /** Installations, their schedules, and the one-time claims of used states. */
  readonly store: InstallationPort;
  /** Milliseconds since the epoch, for the state's age (tests move it). */
  readonly now?: () => number;
}

type OAuthReceiverOptions = Pick<
  HTTPReceiverOptions,
  'clientId' | 'clientSecret' | 'installationStore' | 'scopes' | 'installerOptions'
>;

/** The HTTP receiver options that turn the install flow on. */
export function installFlowOptions(
  distribution: DistributionOptions,
  clientOptions: webApi.WebClientOptions,
  logger: Logger,
): OAuthReceiverOptions {
  return {
    clientId: distribution.clientId,
    clientSecret: distribution.clientSecret,
    installationStore: new StoreInstallations(distribution.store),
    scopes: [...BOT_SCOPES],
    installerOptions: {
      installPath: INSTALL_PATH,
      redirectUriPath: REDIRECT_PATH,
      // The install path sends the browser straight on to Slack (no page of our own between).
      directInstall: true,
      stateStore: new ClaimedStateStore(
        distribution.stateSecret,
        distribution.store,
        distribution.now,
      ),
      clientOptions,
      callbackOptions: {
        success: (installation, _options, _req, res) => {
          logger.info('slack app installed', {
            team: installation.team?.id,
            enterprise: installation.enterprise?.id,
          });
          page(res, 200, installedPage(installation));
        },
        failure: (error, _options, _req, res) => {
          const [status, text] = failurePage(error);
          const fields = { status, ...errorFields(error) };
          if (status >= 500) logger.error('slack install failed', fields);
          else logger.warn('slack install refused', fields);
          page(res, status, text);
        },
      },
    },
  };
}

/** The page after a successful install. */
function installedPage(installation: Installation): string {
  const where = installation.team?.name ?? installation.enterprise?.name ?? 'your workspace';
  return `<h1>Sudoku is installed</h1>
<p>Sudoku is now part of <b>${escapeHtml(where)}</b>. Type <code>/sudoku today</code> in any channel
to play today's puzzle together, or <code>/sudoku help</code> to see everything it can do.</p>
<p>You can close this page.</p>`;
}

/**
 * Slack's refusals of oauth.v2.access that mean our app's credentials are wrong (a setup fault
 * of ours); every other refusal is about the code the installer brought back.
 */
const OUR_CREDENTIALS_REFUSED = new Set(['invalid_client_id', 'bad_client_secret']);

/** What the installer is told when the redirect fails, and the status it comes with. */
export function failurePage(error: Error & { code?: string }): [number, string] {
  const retry = `<p><a href="${INSTALL_PATH}">Start the install again</a>.</p>`;
  const ourSide = `<h1>Sudoku could not be installed</h1><p>Something went wrong on our side.</p>${retry}`;
  switch (error.code) {
    case 'slack_oauth_invalid_state':
    case 'slack_oauth_missing_state':
      return [
        400,
        `<h1>This install link has expired</h1>
<p>It was already used, is more than ten minutes old, or was opened in another browser.</p>${retry}`,
      ];
    case 'slack_oauth_installer_authorization_error':
      return [200, `<h1>Install cancelled</h1><p>Sudoku was not added.</p>${retry}`];
    case 'slack_oauth_missing_code':
      return [400, `<h1>This is not a complete install link</h1>${retry}`];
    // Slack answered the code exchange with a refusal (invalid_code, bad_redirect_uri, ...).
    case 'slack_webapi_platform_error':
      if (OUR_CREDENTIALS_REFUSED.has(slackErrorCode(error) ?? '')) return [500, ourSide];
      return [
        400,
        `<h1>This install link did not work</h1>
<p>Slack did not accept it: it was already used, is too old, or was changed on the way.</p>${retry}`,
      ];
    case 'slack_webapi_request_error':
    case 'slack_webapi_http_error':
    case 'slack_webapi_rate_limited_error':
      return [
        502,
        `<h1>Slack could not be reached</h1><p>Sudoku was not added. Please try again in a minute.</p>${retry}`,
      ];
    default:
      return [500, ourSide];
  }
}

function page(res: ServerResponse<IncomingMessage>, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html><head><meta charset="utf-8"><title>Sudoku for Slack</title></head><body>${body}</body></html>`,
  );
}

/** Escapes text for HTML (a workspace's name is chosen by its admins). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
