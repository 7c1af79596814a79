// Run in a child process by fonts-hidden.test.ts with an empty fontconfig: renders the named
// sample views and an SVG that uses <text>, and prints them as JSON (base64 PNGs) on stdout.

import sharp from 'sharp';
import { renderBoard } from '../../src/render/index.ts';
import { sampleViews } from './sample-views.ts';

const TEXT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="220" height="60"><rect width="220" height="60" fill="#fff"/>' +
  '<text x="10" y="42" font-size="32" font-family="sans-serif">Sudoku 123</text></svg>';

/** An SVG drawn with <text>, i.e. with whatever fonts fontconfig finds (boxes when none). */
export function renderTextSvg(): Promise<Buffer> {
  return sharp(Buffer.from(TEXT_SVG)).png().toBuffer();
}

async function main(): Promise<void> {
  const views = sampleViews();
  const out: Record<string, string> = {};
  for (const spec of process.argv.slice(2)) {
    const [name, theme] = spec.split(':') as [string, 'light' | 'dark' | undefined];
    out[spec] = (await renderBoard(views[name]!, { theme: theme ?? 'light' })).toString('base64');
  }
  process.stdout.write(
    JSON.stringify({ pngs: out, text: (await renderTextSvg()).toString('base64') }),
  );
}

if (process.argv[1]?.endsWith('render-child.ts')) await main();
