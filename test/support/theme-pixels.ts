// Which theme a board picture was drawn in, read from its pixels: the top-left pixel is the page
// around the grid, whose colour differs between the themes.
import sharp from 'sharp';
import { themeColours, THEMES, type ThemeName } from '../../src/render/theme.ts';

/** The top-left pixel of an image, as #rrggbb. */
export async function pagePixel(image: Buffer): Promise<string> {
  const { data } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return `#${[data[0]!, data[1]!, data[2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The theme whose page colour the picture has; throws when it is neither's. */
export async function themeOfPicture(image: Buffer): Promise<ThemeName> {
  const page = await pagePixel(image);
  const theme = THEMES.find((t) => themeColours(t).page === page);
  if (!theme) throw new Error(`page colour ${page} is no theme's`);
  return theme;
}
