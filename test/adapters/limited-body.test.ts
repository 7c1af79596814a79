import { describe, expect, it } from 'vitest';
import { readLimitedBody } from '../../adapters/shared/limited-body.ts';

// A response whose body arrives in the given chunks, optionally declaring a length.
function responseOf(chunks: number[], declared?: number): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(7));
      controller.close();
    },
  });
  const headers = declared === undefined ? undefined : { 'content-length': String(declared) };
  return new Response(stream, { headers });
}

describe('readLimitedBody', () => {
  it('returns the whole body when it fits', async () => {
    const body = await readLimitedBody(responseOf([3, 4]), 10);
    expect(body.length).toBe(7);
    expect(body.every((b) => b === 7)).toBe(true);
  });

  it('refuses at once when the declared length is over the cap', async () => {
    await expect(readLimitedBody(responseOf([1], 11), 10, 'the photo')).rejects.toThrow(
      'the photo is 11 bytes; at most 10 are read',
    );
  });

  it('stops reading when the body is longer than declared', async () => {
    await expect(readLimitedBody(responseOf([6, 6], 5), 10)).rejects.toThrow(
      'the file is over 10 bytes',
    );
  });

  it('accepts a body of exactly the cap', async () => {
    expect((await readLimitedBody(responseOf([5, 5]), 10)).length).toBe(10);
  });
});
