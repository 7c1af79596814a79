// Confidence calibration: one temperature that divides the classifier's scores so that its
// probabilities match how often it is right on print it was not trained on (least negative
// log-likelihood on the calibration cells), folded into the last layer so the shipped model and
// the reader need no extra step.

import { classify, logits, type DigitModel } from '../../src/vision/classifier.ts';
import type { Sample, TrainedLayer } from './train-mlp.ts';

/** Finds the temperature, divides the last layer by it (in place) and returns it. */
export function calibrate(layers: TrainedLayer[], samples: readonly Sample[]): number {
  const model: DigitModel = { layers };
  const scores = samples.map((s) => logits(model, s.features));
  const nll = (t: number) => {
    let sum = 0;
    scores.forEach((z, k) => {
      let peak = -Infinity;
      for (const v of z) peak = Math.max(peak, v / t);
      let total = 0;
      for (const v of z) total += Math.exp(v / t - peak);
      sum -= z[samples[k]!.label]! / t - peak - Math.log(total);
    });
    return sum / Math.max(1, samples.length);
  };
  let best = 1;
  for (let t = 0.5; t <= 6; t *= 1.05) if (nll(t) < nll(best)) best = t;
  const last = layers[layers.length - 1]!;
  for (let i = 0; i < last.weights.length; i++) last.weights[i]! /= best;
  for (let i = 0; i < last.biases.length; i++) last.biases[i]! /= best;
  return best;
}

/** Accuracy on the samples, and how many misreads score below the "unsure" line. */
export function evaluate(model: DigitModel, samples: readonly Sample[], unsureBelow: number) {
  let right = 0;
  let misreadsUnsure = 0;
  for (const s of samples) {
    const p = classify(model, s.features);
    let top = 0;
    for (let k = 1; k < p.length; k++) if (p[k]! > p[top]!) top = k;
    if (top === s.label) right++;
    else if (p[top]! < unsureBelow) misreadsUnsure++;
  }
  return { total: samples.length, right, misreads: samples.length - right, misreadsUnsure };
}
