// JSON over real HTTP for the server tests (the playground's and the Activity's APIs).

/** What a JSON request answered: its status, headers and parsed body. */
export interface JsonAnswer {
  readonly status: number;
  readonly headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

/** POSTs `body` as JSON to `url` (with `headers` besides) and reads the JSON answer. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
