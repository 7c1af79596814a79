// Board views crossing to a render worker: the geometry travels as its id when the id rebuilds
// it (every built-in geometry and jigsaw map), instead of its houses, peers and tables.

import type { Geometry } from '../engine/geometry.ts';
import { geometryById } from '../game/puzzle.ts';
import type { RenderOptions } from '../bot/ports.ts';
import type { BoardView } from './view.ts';

/** A board view as posted to a worker. */
export type WireView = Omit<BoardView, 'geometry'> & {
  readonly geometry: Geometry | { readonly id: string };
};

/** One picture asked of a worker, or its warm-up (a blank board in each theme) as it starts. */
export type RenderRequest =
  | { readonly id: number; readonly view: WireView; readonly options: RenderOptions }
  | { readonly id: number; readonly warmUp: true };

/** A worker's answer: the PNG, or why there is none, or that it is warm. */
export type RenderAnswer =
  | { readonly id: number; readonly png: Uint8Array }
  | { readonly id: number; readonly error: string }
  | { readonly id: number; readonly warm: true };

/** The view ready to post: its geometry as an id where that rebuilds it. */
export function toWire(view: BoardView): WireView {
  const { geometry } = view;
  return geometryById(geometry.id) === geometry ? { ...view, geometry: { id: geometry.id } } : view;
}

/** The view a worker received, with its geometry rebuilt. */
export function fromWire(view: WireView): BoardView {
  const { geometry } = view;
  if ('houses' in geometry) return view as BoardView;
  const rebuilt = geometryById(geometry.id);
  if (!rebuilt) throw new RangeError(`unknown geometry id ${geometry.id}`);
  return { ...view, geometry: rebuilt };
}
