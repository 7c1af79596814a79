// Trains the two-layer perceptron of src/vision/classifier.ts with plain mini-batch SGD.

import type { Random } from '../../src/engine/random.ts';

export interface Sample {
  readonly features: Float32Array;
  readonly label: number;
}

export interface TrainedLayer {
  weights: Float32Array;
  biases: Float32Array;
  inputs: number;
  outputs: number;
}

/** Trains on the samples; returns the two layers (hidden ReLU, softmax output). */
export function trainMlp(
  samples: readonly Sample[],
  options: {
    inputs: number;
    hidden: number;
    classes: number;
    epochs: number;
    random: Random;
    log: (line: string) => void;
  },
): TrainedLayer[] {
  const { inputs, hidden, classes, epochs, random } = options;
  const gauss = () =>
    Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const layer = (n: number, m: number): TrainedLayer => ({
    weights: Float32Array.from({ length: n * m }, () => gauss() * Math.sqrt(2 / n)),
    biases: new Float32Array(m),
    inputs: n,
    outputs: m,
  });
  const l1 = layer(inputs, hidden);
  const l2 = layer(hidden, classes);
  const v1 = new Float32Array(l1.weights.length);
  const v2 = new Float32Array(l2.weights.length);
  const vb1 = new Float32Array(hidden);
  const vb2 = new Float32Array(classes);
  const h = new Float32Array(hidden);
  const z = new Float32Array(classes);
  const dz = new Float32Array(classes);
  const dh = new Float32Array(hidden);
  const order = samples.map((_, i) => i);
  const batch = 16;
  const g1 = new Float32Array(l1.weights.length);
  const g2 = new Float32Array(l2.weights.length);
  const gb1 = new Float32Array(hidden);
  const gb2 = new Float32Array(classes);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const rate = 0.03 * Math.pow(0.8, epoch);
    for (let i = order.length - 1; i > 0; i--) {
      const j = random.int(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let loss = 0;
    let correct = 0;
    for (let start = 0; start < order.length; start += batch) {
      g1.fill(0);
      g2.fill(0);
      gb1.fill(0);
      gb2.fill(0);
      const end = Math.min(order.length, start + batch);
      for (let s = start; s < end; s++) {
        const { features: x, label } = samples[order[s]!]!;
        for (let o = 0; o < hidden; o++) {
          let sum = l1.biases[o]!;
          const row = o * inputs;
          for (let k = 0; k < inputs; k++) sum += l1.weights[row + k]! * x[k]!;
          h[o] = sum > 0 ? sum : 0;
        }
        let peak = -Infinity;
        for (let o = 0; o < classes; o++) {
          let sum = l2.biases[o]!;
          const row = o * hidden;
          for (let k = 0; k < hidden; k++) sum += l2.weights[row + k]! * h[k]!;
          z[o] = sum;
          peak = Math.max(peak, sum);
        }
        let total = 0;
        for (let o = 0; o < classes; o++) total += z[o] = Math.exp(z[o]! - peak);
        let top = 0;
        for (let o = 0; o < classes; o++) {
          z[o]! /= total;
          if (z[o]! > z[top]!) top = o;
          dz[o] = z[o]! - (o === label ? 1 : 0);
        }
        if (top === label) correct++;
        loss -= Math.log(Math.max(z[label]!, 1e-9));
        dh.fill(0);
        for (let o = 0; o < classes; o++) {
          const row = o * hidden;
          gb2[o]! += dz[o]!;
          for (let k = 0; k < hidden; k++) {
            g2[row + k]! += dz[o]! * h[k]!;
            dh[k]! += dz[o]! * l2.weights[row + k]!;
          }
        }
        for (let o = 0; o < hidden; o++) {
          if (h[o]! <= 0) continue;
          const d = dh[o]!;
          gb1[o]! += d;
          const row = o * inputs;
          for (let k = 0; k < inputs; k++) g1[row + k]! += d * x[k]!;
        }
      }
      const n = end - start;
      const step = (w: Float32Array, v: Float32Array, g: Float32Array, decay: number) => {
        for (let i = 0; i < w.length; i++) {
          v[i] = 0.9 * v[i]! - rate * (g[i]! / n + decay * w[i]!);
          w[i]! += v[i]!;
        }
      };
      step(l1.weights, v1, g1, 1e-4);
      step(l1.biases, vb1, gb1, 0);
      step(l2.weights, v2, g2, 1e-4);
      step(l2.biases, vb2, gb2, 0);
    }
    options.log(
      `epoch ${epoch + 1}: loss ${(loss / order.length).toFixed(4)}, train accuracy ${((100 * correct) / order.length).toFixed(2)}%`,
    );
  }
  return [l1, l2];
}
