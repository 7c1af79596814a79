// Reading a downloaded file with a size cap, shared by the adapters that fetch user uploads.

/**
 * Reads a response body, refusing more than `maxBytes`: at once when the declared length is
 * too large, and while streaming when the body turns out longer than declared.
 */
export async function readLimitedBody(
  response: Response,
  maxBytes: number,
  what = 'the file',
): Promise<Buffer> {
  if (!response.body) throw new Error(`${what} has no content`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body.cancel();
    throw new Error(`${what} is ${declared} bytes; at most ${maxBytes} are read`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new Error(`${what} is over ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}
