// The digit classifier: a small two-layer perceptron in plain TypeScript. Its weights are built
// offline by scripts/build-digit-model.ts from synthetic photos (about 50 font families plus
// generated digit shapes, heavily degraded; no shared photo is used), calibrated on fonts it
// was not trained on, and shipped in assets/vision/digit-model.json, int8-quantised.

import { readFileSync } from 'node:fs';
import { FEATURE_LENGTH } from './cells.ts';

/** Output classes: 0 = not a digit (a speck, a line remnant), 1..9 = the digit. */
export const CLASS_COUNT = 10;

/** The model file's JSON shape. */
export interface DigitModelFile {
  readonly format: string;
  readonly inputs: number;
  readonly hidden: number;
  readonly classes: number;
  /** Per layer: int8 weights (row-major, one row per output unit, base64), a scale per row, biases. */
  readonly layers: readonly {
    readonly weights: string;
    readonly scales: number[];
    readonly biases: number[];
  }[];
  /** How the model was made (fonts, sample counts, held-out accuracy). */
  readonly provenance: Record<string, unknown>;
}

interface Layer {
  readonly weights: Float32Array;
  readonly biases: Float32Array;
  readonly inputs: number;
  readonly outputs: number;
}

export interface DigitModel {
  readonly layers: readonly Layer[];
}

const MODEL_URL = new URL('../../assets/vision/digit-model.json', import.meta.url);

let shipped: DigitModel | undefined;

/** The shipped model (loaded once). */
export function shippedModel(): DigitModel {
  shipped ??= parseModel(JSON.parse(readFileSync(MODEL_URL, 'utf8')) as DigitModelFile);
  return shipped;
}

/** Builds a model from its file form; throws on a malformed file (a bug, not user input). */
export function parseModel(file: DigitModelFile): DigitModel {
  if (
    file.format !== 'sudoku-digit-mlp/1' ||
    file.inputs !== FEATURE_LENGTH ||
    file.classes !== CLASS_COUNT
  ) {
    throw new Error('digit model file does not match this reader');
  }
  const sizes = [file.inputs, file.hidden, file.classes];
  const layers = file.layers.map((layer, i) => {
    const inputs = sizes[i]!;
    const outputs = sizes[i + 1]!;
    const raw = Buffer.from(layer.weights, 'base64');
    if (raw.length !== inputs * outputs || layer.scales.length !== outputs)
      throw new Error('digit model layer size');
    const weights = new Float32Array(inputs * outputs);
    for (let o = 0; o < outputs; o++) {
      const scale = layer.scales[o]!;
      for (let k = 0; k < inputs; k++)
        weights[o * inputs + k] = raw.readInt8(o * inputs + k) * scale;
    }
    return { weights, biases: Float32Array.from(layer.biases), inputs, outputs };
  });
  return { layers };
}

/** Quantises float layers (one row per output unit) into the file form. */
export function encodeModel(
  layers: readonly {
    weights: Float32Array;
    biases: Float32Array;
    inputs: number;
    outputs: number;
  }[],
  provenance: Record<string, unknown>,
): DigitModelFile {
  return {
    format: 'sudoku-digit-mlp/1',
    inputs: layers[0]!.inputs,
    hidden: layers[0]!.outputs,
    classes: layers[1]!.outputs,
    layers: layers.map((layer) => {
      const bytes = Buffer.alloc(layer.inputs * layer.outputs);
      const scales: number[] = [];
      for (let o = 0; o < layer.outputs; o++) {
        let peak = 1e-8;
        for (let k = 0; k < layer.inputs; k++)
          peak = Math.max(peak, Math.abs(layer.weights[o * layer.inputs + k]!));
        const scale = peak / 127;
        scales.push(Number(scale.toPrecision(6)));
        for (let k = 0; k < layer.inputs; k++) {
          bytes.writeInt8(
            Math.round(layer.weights[o * layer.inputs + k]! / scale),
            o * layer.inputs + k,
          );
        }
      }
      return {
        weights: bytes.toString('base64'),
        scales,
        biases: Array.from(layer.biases, (b) => Number(b.toPrecision(6))),
      };
    }),
    provenance,
  };
}

/** Class probabilities (softmax) for one feature vector. */
export function classify(model: DigitModel, features: Float32Array): Float32Array {
  return softmax(logits(model, features));
}

/** The network's raw class scores (before softmax) for one feature vector. */
export function logits(model: DigitModel, features: Float32Array): Float32Array {
  let activation = features;
  model.layers.forEach((layer, index) => {
    const out = new Float32Array(layer.outputs);
    for (let o = 0; o < layer.outputs; o++) {
      let sum = layer.biases[o]!;
      const row = o * layer.inputs;
      for (let k = 0; k < layer.inputs; k++) sum += layer.weights[row + k]! * activation[k]!;
      out[o] = index < model.layers.length - 1 ? Math.max(0, sum) : sum;
    }
    activation = out;
  });
  return activation;
}

/** Softmax of the logits, computed stably. */
export function softmax(logits: Float32Array): Float32Array {
  let peak = -Infinity;
  for (const v of logits) peak = Math.max(peak, v);
  const out = new Float32Array(logits.length);
  let sum = 0;
  for (let i = 0; i < logits.length; i++) sum += out[i] = Math.exp(logits[i]! - peak);
  for (let i = 0; i < out.length; i++) out[i]! /= sum;
  return out;
}
