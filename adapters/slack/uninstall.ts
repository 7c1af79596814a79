// Distribution: when a workspace uninstalls the app (`app_uninstalled`) or revokes its bot token
// (`tokens_revoked` naming a bot user), its installation and its daily-post schedules go, so no
// call is made with a dead token and the scheduler stops posting there. Bolt skips authorization
// for these two events (the token is already gone), so they arrive here even so.

import type { App } from '@slack/bolt';
import type { Logger } from '../../src/bot/ports.ts';
import { installationCache, keyOfQuery, type InstallationPort } from './installations.ts';
import { errorFields } from './log-fields.ts';

/** The envelope fields that say whose install it was. */
interface EnvelopeIds {
  readonly team_id?: string;
  readonly enterprise_id?: string;
  readonly is_enterprise_install?: boolean;
  readonly authorizations?: readonly { readonly is_enterprise_install?: boolean }[];
}

/** Registers the uninstall listeners (distribution mode only). */
export function registerUninstall(
  app: App,
  deps: { readonly store: InstallationPort; readonly logger: Logger },
): void {
  const remove = async (ids: EnvelopeIds, why: string) => {
    const org = ids.is_enterprise_install ?? ids.authorizations?.[0]?.is_enterprise_install;
    const key = keyOfQuery({
      teamId: ids.team_id,
      enterpriseId: ids.enterprise_id,
      isEnterpriseInstall: org === true,
    });
    if (!key) {
      deps.logger.warn('slack uninstall without a team or enterprise id', { why });
      return;
    }
    try {
      const removed = await installationCache(deps.store).delete(key);
      // An org-wide install has no one workspace: its teams' schedules stay until they unschedule.
      const schedules = key.teamId
        ? await deps.store.removeWorkspaceSchedules('slack', key.teamId)
        : 0;
      deps.logger.info('slack app uninstalled', {
        why,
        team: key.teamId || undefined,
        enterprise: key.enterpriseId || undefined,
        installation: removed,
        schedules,
      });
    } catch (error) {
      // Thrown back, Bolt answers 500 and Slack retries the event later.
      deps.logger.error('slack uninstall failed', { ...errorFields(error), why });
      throw error;
    }
  };

  app.event('app_uninstalled', async ({ body }) => remove(body as EnvelopeIds, 'app_uninstalled'));
  app.event('tokens_revoked', async ({ event, body }) => {
    // User tokens are not used by this app; only a revoked bot token ends the install.
    if ((event.tokens.bot ?? []).length === 0) return;
    await remove(body as EnvelopeIds, 'tokens_revoked');
  });
}
