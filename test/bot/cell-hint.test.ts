// `hint r3c5` through the core: asked again about the same cell it goes one level deeper, as
// `hint` does; another cell starts over; a filled cell gets an empty cell to ask about instead.
import { describe, expect, it } from 'vitest';
import { current, empties, harness, name, only } from './harness.ts';

describe('hint about one cell', () => {
  it('goes deeper when asked again about the same cell, and starts over for another', async () => {
    const h = harness();
    await h.send('new easy');
    const game = await current(h);
    const cell = name(empties(game).at(-1)!);
    const texts: string[] = [];
    for (let i = 0; i < 4; i++) texts.push(only(await h.send(`hint ${cell}`)).text);
    const title = new RegExp(`^\\*Hint for ${cell}:\\*`);
    for (const text of texts) expect(text).toMatch(title);
    // Levels 1 and 2 invite the same command again; level 3 is the last and stays there.
    expect(texts[0]).toContain(`Type \`hint ${cell}\` again for more.`);
    expect(texts[1]).toContain(`Type \`hint ${cell}\` again for more.`);
    expect(texts[2]).not.toContain('again for more');
    expect(texts[3]).toBe(texts[2]);
    expect(new Set(texts.slice(0, 3)).size).toBe(3);
    expect((await current(h)).hints).toBe(4);

    // Asking about another cell in between starts the first one at level 1 again.
    const other = name(empties(game)[0]!);
    expect(only(await h.send(`hint ${other}`)).text).toContain('again for more');
    expect(only(await h.send(`hint ${cell}`)).text).toBe(texts[0]);
  });

  it('answers a filled cell with an empty cell to ask about', async () => {
    const h = harness();
    await h.send('new easy');
    const game = await current(h);
    const given = game.givens.findIndex((d) => d > 0);
    const reply = only(await h.send(`hint ${name(given)}`)).text;
    expect(reply).toMatch(
      new RegExp(`^${name(given)} is already filled\\. Ask about an empty cell`),
    );
    const suggested = /`hint (r\d+c\d+)`/.exec(reply)?.[1];
    expect(suggested).not.toBe(name(given));
    expect(empties(game).map(name)).toContain(suggested);
  });
});
