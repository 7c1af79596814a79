import { describe, expect, it } from 'vitest';
import {
  geometryOfVariant,
  parseVariant,
  PLAY_VARIANTS,
} from '../../../src/engine/generate/variants.ts';

describe('variants', () => {
  it('maps each variant to its geometry', () => {
    expect(geometryOfVariant('classic').id).toBe('classic9');
    expect(geometryOfVariant('mini').id).toBe('classic6');
    expect(geometryOfVariant('x').id).toBe('x9');
    expect(geometryOfVariant('big').id).toBe('classic16');
  });

  it('parses every name, ignoring case and spaces', () => {
    for (const v of PLAY_VARIANTS)
      expect(parseVariant(` ${v.toUpperCase()}`)).toEqual({ ok: true, value: v });
  });

  it('refuses an unknown name with the allowed ones in the message', () => {
    const result = parseVariant('jigsaw');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('unknown-variant');
      expect(result.error.message).toContain("'jigsaw'");
      for (const v of PLAY_VARIANTS) expect(result.error.message).toContain(v);
    }
  });
});
