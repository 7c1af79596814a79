// Outlines other than glyphs, as scene shapes centred on (or starting at) their origin: note
// discs and rings, strike lines, rounded cell outlines. Cached, since a board draws each size
// many times and the compositor keys its sprites on the shape.

import { px, type Shape } from './scene.ts';

const cache = new Map<string, Shape>();

function cachedShape(key: string, make: () => Omit<Shape, 'key'>): Shape {
  let shape = cache.get(key);
  if (!shape) {
    shape = { key, ...make() };
    cache.set(key, shape);
  }
  return shape;
}

/** A circle of radius r around the origin (two arcs: one path for any number of discs). */
export function circleShape(radius: number): Shape {
  const r = px(radius);
  return cachedShape(`circle|${r}`, () => ({
    startX: -Number(r),
    startY: 0,
    rest: `a${r} ${r} 0 1 0 ${px(2 * Number(r))} 0a${r} ${r} 0 1 0 ${px(-2 * Number(r))} 0z`,
    box: { x1: -Number(r), y1: -Number(r), x2: Number(r), y2: Number(r) },
  }));
}

/** A rising diagonal through the origin, `reach` each way: how a struck candidate is crossed. */
export function strikeShape(reach: number): Shape {
  const r = Number(px(reach));
  return cachedShape(`strike|${r}`, () => ({
    startX: -r,
    startY: r,
    rest: `l${px(2 * r)}-${px(2 * r)}`,
    box: { x1: -r, y1: -r, x2: r, y2: r },
  }));
}

/** A rectangle with rounded corners whose top-left corner is the origin. */
export function roundedRectShape(width: number, height: number, radius: number): Shape {
  const w = Number(px(width));
  const h = Number(px(height));
  const r = Number(px(Math.min(radius, w / 2, h / 2)));
  return cachedShape(`rrect|${w}|${h}|${r}`, () => {
    const arc = (dx: number, dy: number) => `a${r} ${r} 0 0 1 ${px(dx)} ${px(dy)}`;
    return {
      startX: r,
      startY: 0,
      rest:
        `h${px(w - 2 * r)}${arc(r, r)}v${px(h - 2 * r)}${arc(-r, r)}` +
        `h${px(-(w - 2 * r))}${arc(-r, -r)}v${px(-(h - 2 * r))}${arc(r, -r)}z`,
      box: { x1: 0, y1: 0, x2: w, y2: h },
    };
  });
}
