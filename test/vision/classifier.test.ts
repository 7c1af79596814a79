// The digit classifier's file form and arithmetic.

import { describe, expect, it } from 'vitest';
import { FEATURE_LENGTH } from '../../src/vision/cells.ts';
import {
  classify,
  CLASS_COUNT,
  encodeModel,
  parseModel,
  shippedModel,
  softmax,
} from '../../src/vision/classifier.ts';
import { seededRandom } from '../../src/engine/random.ts';

describe('digit classifier', () => {
  it('round-trips weights through int8 quantisation within a small error', () => {
    const random = seededRandom('model-test');
    const layer = (inputs: number, outputs: number) => ({
      inputs,
      outputs,
      weights: Float32Array.from({ length: inputs * outputs }, () => random.next() - 0.5),
      biases: Float32Array.from({ length: outputs }, () => random.next() - 0.5),
    });
    const layers = [layer(FEATURE_LENGTH, 8), layer(8, CLASS_COUNT)];
    const model = parseModel(encodeModel(layers, { test: true }));
    model.layers.forEach((l, i) => {
      let worst = 0;
      l.weights.forEach((w, k) => (worst = Math.max(worst, Math.abs(w - layers[i]!.weights[k]!))));
      expect(worst).toBeLessThan(0.5 / 127 + 1e-6);
    });
  });

  it('refuses a model file of another shape', () => {
    const file = encodeModel(
      [
        { inputs: 3, outputs: 2, weights: new Float32Array(6), biases: new Float32Array(2) },
        {
          inputs: 2,
          outputs: CLASS_COUNT,
          weights: new Float32Array(2 * CLASS_COUNT),
          biases: new Float32Array(CLASS_COUNT),
        },
      ],
      {},
    );
    expect(() => parseModel(file)).toThrow(/does not match/);
  });

  it('ships a model that gives a probability for each class', () => {
    const p = classify(shippedModel(), new Float32Array(FEATURE_LENGTH));
    expect(p.length).toBe(CLASS_COUNT);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
  });

  it('computes a stable softmax', () => {
    const p = softmax(Float32Array.from([1000, 1000, -1000]));
    expect(p[0]).toBeCloseTo(0.5, 6);
    expect(p[2]).toBe(0);
  });
});
