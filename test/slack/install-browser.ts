// The installer's browser in Slack's OAuth install flow: opens /slack/install (which sends it on
// to Slack's authorize page and sets the state cookie) and comes back to /slack/oauth_redirect
// the way Slack sends it. Shared by the distribution tests.

import { expect } from 'vitest';
import { INSTALL_PATH, REDIRECT_PATH } from '../../adapters/slack/index.ts';

/** GET /slack/install: where it sends the browser, and the state cookie it sets. */
export async function beginInstall(
  origin: string,
): Promise<{ location: URL; state: string; cookie: string }> {
  const response = await fetch(`${origin}${INSTALL_PATH}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return { location, state: location.searchParams.get('state')!, cookie };
}

/** GET /slack/oauth_redirect as Slack sends the installer back. */
export async function redirect(
  origin: string,
  query: Record<string, string>,
  cookie?: string,
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${origin}${REDIRECT_PATH}?${new URLSearchParams(query)}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}
