// Log fields for Slack failures. Slack tokens (xoxb-, xapp-, xoxp-), bearer headers, the app's
// client secret (in oauth.v2.access bodies, which the Web API client logs at debug level) and
// response_url hooks are secrets: a response_url lets anyone post into the conversation for
// 30 minutes. They are cut out of anything logged.

/** Replaces tokens, bearer credentials and the secret part of response URLs with `***`. */
export function redact(text: string): string {
  return text
    .replace(/(Bearer\s+)\S+/gi, '$1***')
    .replace(/\bxox[a-z]-[\w-]+/gi, 'xox*-***')
    .replace(/\bxapp-[\w-]+/gi, 'xapp-***')
    .replace(/(\bclient_secret\\?"?\s*[:=]\s*\\?"?)[^"\\&\s,}]+/gi, '$1***')
    .replace(/(\/(?:commands|actions)\/[A-Z0-9]+\/\d+\/)[\w-]+/g, '$1***');
}

/** Fields that describe an error without secrets: message, Slack's error code, HTTP status. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: redact(String(error)) };
  const fields: Record<string, unknown> = { error: redact(error.message), errorName: error.name };
  const extra = error as Error & {
    code?: unknown;
    statusCode?: unknown;
    data?: { error?: unknown; errors?: unknown };
  };
  if (typeof extra.code === 'string') fields.code = extra.code;
  if (typeof extra.statusCode === 'number') fields.status = extra.statusCode;
  if (typeof extra.data?.error === 'string') fields.slackError = extra.data.error;
  if (Array.isArray(extra.data?.errors)) fields.details = extra.data.errors.slice(0, 5).map(String);
  return fields;
}

/** Slack's error code of a failed Web API call (`not_in_channel`, `invalid_blocks`, ...). */
export function slackErrorCode(error: unknown): string | undefined {
  const data = (error as { data?: { error?: unknown } } | undefined)?.data;
  return typeof data?.error === 'string' ? data.error : undefined;
}
