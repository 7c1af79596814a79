// Picture themes through the core with the real renderer: `theme dark` darkens the pictures only
// its player sees (DM boards, private hints), a shared channel board follows the channel's theme
// that channel managers set, a redraw of a live board keeps the theme it was drawn in, and the
// choice survives in the store. The PNG's page pixel is read back with sharp.
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/index.ts';
import type { ThemeName } from '../../src/render/theme.ts';
import type { Reply } from '../../src/bot/types.ts';
import { themeOfPicture } from '../support/theme-pixels.ts';
import { ANN, BOB, CHANNEL, DM, harness } from './harness.ts';

/** The theme a reply's picture was drawn in, judged by its page colour. */
async function drawnIn(reply: Reply | undefined): Promise<ThemeName> {
  const png = reply?.image?.png;
  if (!png) throw new Error(`no picture in ${JSON.stringify(reply?.text)}`);
  return themeOfPicture(png);
}

const withBoard = (replies: Reply[]) => replies.find((r) => r.board);

function setup() {
  return harness({ renderer: createRenderer() });
}

describe('picture themes', () => {
  it('says the current theme and how to change it', async () => {
    const h = setup();
    const [mine] = await h.send('theme', BOB, CHANNEL);
    expect(mine!.visibility).toBe('asker');
    expect(mine!.text).toContain('*light* (the default)');
    expect(mine!.text).toContain('`theme dark`');
    expect(mine!.text).toContain('`theme channel dark`');
    await h.send('theme dark', BOB, CHANNEL);
    const [after] = await h.send('theme', BOB, DM);
    expect(after!.text).toContain('Your pictures are *dark*');
    expect(after!.text).toContain('`theme light`');
  });

  it('draws a DM board dark after `theme dark`, and shows it again at once', async () => {
    const h = setup();
    expect(await drawnIn(withBoard(await h.send('new easy', ANN, DM)))).toBe('light');
    const replies = await h.send('theme dark', ANN, DM);
    expect(replies[0]!.text).toMatch(/^Done: your pictures are \*dark\*/);
    const board = withBoard(replies);
    expect(board?.live?.fresh).toBe(true);
    expect(board?.theme).toBe('dark');
    expect(await drawnIn(board)).toBe('dark');
    // A change edits the board in the same theme; the choice is kept for the player.
    const edited = withBoard(await h.send('notes', ANN, DM));
    expect(edited?.live?.fresh).toBeUndefined();
    expect(await drawnIn(edited)).toBe('dark');
    expect(await h.store.pictureTheme({ platform: 'web', scope: 'player', id: ANN.id })).toBe(
      'dark',
    );
  });

  it("keeps a channel's shared board in the channel's theme; private hints take the asker's", async () => {
    const h = setup();
    await h.send('theme dark', BOB, CHANNEL);
    const [reply] = await h.send('theme dark', BOB, CHANNEL);
    expect(reply!.text).toContain(
      'The board everyone in this channel sees is *light* (the default)',
    );
    const shared = withBoard(await h.send('new easy', BOB, CHANNEL));
    expect(shared?.visibility).toBe('everyone');
    expect(await drawnIn(shared)).toBe('light');
    const hint = withBoard(await h.send('hint', BOB, CHANNEL));
    expect(hint?.visibility).toBe('asker');
    expect(await drawnIn(hint)).toBe('dark');
    // Another player's private hint keeps their own (default) theme.
    expect(await drawnIn(withBoard(await h.send('hint', ANN, CHANNEL)))).toBe('light');
  });

  it('lets only channel managers set the channel theme, and redraws the shared board in it', async () => {
    const h = setup();
    await h.send('new easy', ANN, CHANNEL);
    const [refused] = await h.send('theme channel dark', BOB, CHANNEL);
    expect(refused!.text).toContain('Only people who can manage this channel');
    expect(refused!.text).toContain('`theme dark`');
    const replies = await h.send('theme channel dark', ANN, CHANNEL);
    expect(replies[0]!.visibility).toBe('everyone');
    expect(replies[0]!.text).toContain('*dark* from now on (set by Ann)');
    expect(await drawnIn(withBoard(replies))).toBe('dark');
    // Bob chose nothing, yet the shared board is dark for him too.
    expect(await drawnIn(withBoard(await h.send('board', BOB, CHANNEL)))).toBe('dark');
    const [dm] = await h.send('theme channel dark', ANN, DM);
    expect(dm!.text).toContain('follow your own theme');
  });

  it('redraws a live board in the theme it was drawn in (the same board, both themes, one cache)', async () => {
    const h = setup();
    await h.send('theme dark', ANN, DM);
    const board = withBoard(await h.send('new easy', ANN, DM))!;
    expect(board.live?.theme).toBe('dark');
    // The adapter hands back the live board it showed: the theme comes with it.
    expect(await drawnIn(await h.bot.liveBoard(board.live!))).toBe('dark');
    expect(await drawnIn(await h.bot.liveBoard({ ...board.live!, theme: 'light' }))).toBe('light');
    // Without one, a personal game is drawn in its player's theme (once they have played).
    await h.send('hint', ANN, DM);
    const bare = { gameId: board.live!.gameId, viewer: '' };
    expect(await drawnIn(await h.bot.liveBoard(bare))).toBe('dark');
  });
});
