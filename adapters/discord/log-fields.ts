// Log fields for failures and timings. Discord's error objects carry request URLs with the
// interaction token in them; tokens are secrets for 15 minutes, so they are cut out of anything
// logged.

/** Replaces the token part of interaction and webhook URLs (and bot tokens) with `***`. */
export function redact(text: string): string {
  return text
    .replace(/(\/interactions\/\d+\/)[^/\s?]+/g, '$1***')
    .replace(/(\/webhooks\/\d+\/)[^/\s?]+/g, '$1***')
    .replace(/(Bot\s+)[\w.-]+/g, '$1***');
}

/** Fields that describe an error without secrets: name, message, HTTP status, Discord code. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: redact(String(error)) };
  const fields: Record<string, unknown> = { error: redact(error.message), errorName: error.name };
  const extra = error as Error & {
    status?: unknown;
    code?: unknown;
    method?: unknown;
    url?: unknown;
  };
  if (typeof extra.status === 'number') fields.status = extra.status;
  if (typeof extra.code === 'number' || typeof extra.code === 'string') fields.code = extra.code;
  if (typeof extra.method === 'string') fields.method = extra.method;
  if (typeof extra.url === 'string') fields.route = redact(extra.url.replace(/^\w+:\/\/[^/]+/, ''));
  return fields;
}
