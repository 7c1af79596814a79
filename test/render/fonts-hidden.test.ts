// The board must not depend on the machine's fonts: a child process whose fontconfig knows no
// font at all renders boards identical, pixel for pixel, to this process's renders.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderBoard } from '../../src/render/index.ts';
import { countDifferentPixels, decodePng } from './pixels.ts';
import { renderTextSvg } from './render-child.ts';
import { sampleViews } from './sample-views.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SPECS = ['hint:light', 'solved:dark', 'big16:light', 'jigsaw9:light'];

const fontless = mkdtempSync(join(tmpdir(), 'sudoku-no-fonts-'));
writeFileSync(
  join(fontless, 'fonts.conf'),
  `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig><cachedir>${fontless}/cache</cachedir></fontconfig>\n`,
);
afterAll(() => rmSync(fontless, { recursive: true, force: true }));

interface ChildOutput {
  readonly pngs: Record<string, string>;
  /** The <text> SVG as the child drew it. */
  readonly text: string;
}

/** True when fontconfig lists at least one font here (false, or unknown, on a bare machine). */
function machineHasFonts(): boolean {
  const list = spawnSync('fc-list', { encoding: 'utf8' });
  return list.status === 0 && list.stdout.trim().length > 0;
}

function renderInFontlessChild(): ChildOutput {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'test/render/render-child.ts'), ...SPECS],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: {
        ...process.env,
        FONTCONFIG_FILE: join(fontless, 'fonts.conf'),
        FONTCONFIG_PATH: fontless,
      },
    },
  );
  if (child.status !== 0) throw new Error(`render child failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as ChildOutput;
}

describe('rendering with the machine fonts hidden', () => {
  const result = renderInFontlessChild();

  // Proof that the child's fonts really are gone: an SVG with <text> changes there.
  it.skipIf(!machineHasFonts())('really hides the fonts from the child', async () => {
    const here = await decodePng(await renderTextSvg());
    const there = await decodePng(Buffer.from(result.text, 'base64'));
    expect(countDifferentPixels(here, there, 64)).toBeGreaterThan(100);
  });

  it.each(SPECS)('%s gives the same pixels without fonts', async (spec) => {
    const [name, theme] = spec.split(':') as [string, 'light' | 'dark'];
    const here = await decodePng(await renderBoard(sampleViews()[name]!, { theme }));
    const there = await decodePng(Buffer.from(result.pngs[spec]!, 'base64'));
    expect(countDifferentPixels(here, there, 0)).toBe(0);
  });
});
