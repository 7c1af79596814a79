// The players of the Activity benchmark: Activity pages in chromium (framed by the fake Discord
// client) with a tap recorder and an arrival recorder in the frame, headless Activity players
// over HTTP (sign-in, stream, moves), and a player on the channel's message board who moves
// through the board's menus of empty cells and move panel with discord.js, counting each tap.

import type { Page } from 'playwright-core';
import { parseButtonId } from '../adapters/discord/custom-id.ts';
import { asUser, buttonPress, selectChoice } from '../test/discord/payloads.ts';
import { INSTANCE_ID, PLAYERS, type ActivityHarness } from '../test/activity/harness.ts';
import { openStream, type SseReader } from '../test/web/sse-reader.ts';

/** Records, in the frame, when each digit key is pressed and when each cell shows a digit. */
const RECORDERS = () => {
  const w = window as unknown as {
    taps: number[];
    arrivals: { cell: number; text: string; at: number }[];
    clicks: number;
  };
  w.taps = [];
  w.arrivals = [];
  w.clicks = 0;
  document.addEventListener('click', () => w.clicks++, true);
  document.addEventListener(
    'click',
    (e) => {
      if ((e.target as Element).closest('.sb-key')) w.taps.push(Date.now());
    },
    true,
  );
  // A digit shown is `d7`; a note of 3 appearing `n3+`, going `n3-` (pending digits aside).
  new MutationObserver((records) => {
    const at = Date.now();
    for (const r of records) {
      const span = (r.target.nodeType === 3 ? r.target.parentElement : r.target) as Element;
      const cell = span.closest('.sb-cell') as HTMLElement | null;
      if (!cell || cell.classList.contains('sb-pending')) continue;
      let text: string | undefined;
      if (span.classList.contains('sb-digit') && span.textContent) text = `d${span.textContent}`;
      else if (span.parentElement?.classList.contains('sb-notes')) {
        const digit = Array.prototype.indexOf.call(span.parentElement.children, span) + 1;
        text = `n${digit}${span.textContent ? '+' : '-'}`;
      }
      if (text) w.arrivals.push({ cell: Number(cell.dataset.cell), text, at });
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
};

/** A player's Activity page in chromium. */
export class PagePlayer {
  constructor(
    readonly name: string,
    readonly page: Page,
  ) {}

  private get frame() {
    return this.page.frames().find((f) => f !== this.page.mainFrame())!;
  }

  /** Opens the page, waits for the board, installs the recorders; the first-paint time (ms). */
  static async open(h: ActivityHarness, page: Page, name: string): Promise<[PagePlayer, number]> {
    await page.goto(h.client.hostUrl({ userId: PLAYERS[name]!.id, instanceId: INSTANCE_ID }));
    await page.frameLocator('iframe').locator('.sb-cell').nth(80).waitFor();
    const player = new PagePlayer(name, page);
    const paint = await player.frame.evaluate(() => {
      const ready = performance.getEntriesByName('activity:ready')[0]!.startTime;
      return performance.getEntriesByName('board:painted')[0]!.startTime - ready;
    });
    await player.frame.evaluate(RECORDERS);
    return [player, paint];
  }

  /** Taps the cell, then the digit (or the note switch around it); resolves at the tap's time. */
  async tap(cell: number, digit: number, note = false): Promise<number> {
    const f = this.page.frameLocator('iframe');
    if (note) await f.locator('.sb-notes-toggle').click();
    await f.locator(`.sb-cell[data-cell="${cell}"]`).click();
    await f.locator(`.sb-key[data-digit="${digit}"]`).click();
    if (note) await f.locator('.sb-notes-toggle').click();
    return this.frame.evaluate(() => (window as unknown as { taps: number[] }).taps.at(-1)!);
  }

  /** Clicks made in the frame so far (taps on cells, digits, switches). */
  clicks(): Promise<number> {
    return this.frame.evaluate(() => (window as unknown as { clicks: number }).clicks);
  }

  /**
   * When `cell` first showed `what` (`d7` a digit, `n3+` a note appearing, `n3-` going) at or
   * after `since` (epoch ms), as the frame's observer saw it; waits up to `timeoutMs`.
   */
  async arrival(cell: number, what: string, since: number, timeoutMs = 20_000): Promise<number> {
    const handle = await this.frame.waitForFunction(
      ([c, w, t]) =>
        (
          window as unknown as { arrivals: { cell: number; text: string; at: number }[] }
        ).arrivals.find((a) => a.cell === c && a.text === w && a.at >= t)?.at,
      [cell, what, since] as const,
      { timeout: timeoutMs, polling: 'raf' },
    );
    return (await handle.jsonValue()) as number;
  }
}

/** An Activity player without a browser: signed in over HTTP, its stream open, moving notes. */
export class HeadlessPlayer {
  private seq = 0;
  private constructor(
    readonly userId: string,
    private readonly base: string,
    private readonly headers: Record<string, string>,
    readonly stream: SseReader,
  ) {}

  static async join(h: ActivityHarness, userId: string): Promise<HeadlessPlayer> {
    const base = `${h.activity.url}/.proxy/api`;
    const code = h.oauth.issueCode(userId);
    const res = await fetch(`${base}/activity/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, instanceId: INSTANCE_ID }),
    });
    if (res.status !== 200) throw new Error(`sign-in refused: ${res.status} ${await res.text()}`);
    const { session } = (await res.json()) as { session: string };
    const headers = { authorization: `Bearer ${session}`, 'x-activity-instance': INSTANCE_ID };
    const { reader } = await openStream(`${base}/board/events`, headers);
    await reader.next('state');
    return new HeadlessPlayer(userId, base, headers, reader);
  }

  /** Toggles a note; resolves with the answer's status. */
  async note(gameId: string, cell: number, digit: number): Promise<number> {
    const res = await fetch(`${this.base}/board/moves`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...this.headers },
      body: JSON.stringify({ gameId, seq: this.seq++, move: { kind: 'note', cell, digit } }),
    });
    await res.arrayBuffer();
    return res.status;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * A player on the channel's message board, moving through the board's components as a person
 * would, with the fewest taps they allow: a cell in one of the board's menus of empty cells
 * (open, choose: two taps) opens a move panel only they see with that cell picked, then the
 * digit (a tap); in the panel a cell of the row just played is a button (a tap).
 */
export class BoardPlayer {
  private panel: string | undefined;
  taps = 0;

  constructor(
    private readonly h: ActivityHarness,
    private readonly user: { id: string; username: string; global_name: string },
  ) {}

  private components(messageId: string): Json[] {
    const message = this.h.discord.api.message(messageId)!;
    return message.components.flatMap((row) => row.components as Json[]);
  }

  private press(messageId: string, kind: string, command: string): string | undefined {
    return this.components(messageId).find((c) => {
      const id = parseButtonId(c.custom_id as string);
      return c.type === 2 && !c.disabled && id?.kind === kind && id.command === command;
    })?.custom_id as string | undefined;
  }

  /**
   * Plays `digit` in `cell` of a 9x9 board; resolves, once the adapter is done, to when the digit
   * was pressed (epoch ms).
   */
  async move(cell: number, digit: number): Promise<number> {
    const row = Math.floor(cell / 9) + 1;
    const name = `r${row}c${(cell % 9) + 1}`;
    const api = this.h.discord.api;
    for (let step = 0; step < 4; step++) {
      const on =
        this.panel ?? api.allMessages().find((m) => m.components.length > 0 && m.flags === 0)!.id;
      const message = api.messagePayload(on);
      const place = this.press(on, 'move', `place ${name} ${digit}`);
      if (place) {
        const pressed = Date.now();
        await this.h.discord.run(asUser(buttonPress(place, { message }), this.user));
        this.taps += 1;
        return pressed;
      }
      const pick = this.press(on, 'pick', name);
      const menus = this.components(on).filter((c) => c.type === 3);
      const has = (value: string) => (c: Json) =>
        (c.options as { value: string }[]).some((o) => o.value === value);
      const menu = menus.find(has(name)) ?? menus.find(has(`r${row}`));
      let payload: Json;
      if (pick) {
        payload = asUser(buttonPress(pick, { message }), this.user);
        this.taps += 1;
      } else if (menu) {
        const value = has(name)(menu) ? name : `r${row}`;
        payload = asUser(selectChoice(menu.custom_id as string, value, message), this.user);
        this.taps += 2;
      } else throw new Error(`no way to ${name} on message ${on}`);
      await this.h.discord.run(payload);
      this.panel ??= api.allMessages().find((m) => m.interactionId === payload.id)!.id;
    }
    throw new Error(`${name} ${digit} not placed in 4 steps`);
  }
}
