// Issue 27's photo trust, main's reader and bot beside this checkout's in one run
// (VISION_PART=trust npm run bench -- vision, also the last part of the whole vision bench):
// - the shared photos, their degraded copies (JPEG-20, dark, blurred, tilted) and their faint-digit
//   and glare copies (scripts/vision-eval/faint-digits.ts), split by puzzle: misread cells,
//   how many the reader flagged, digits read as empty and not flagged, and the bot's whole photo
//   flow with a user who fixes every cell the bot asks about: a wrong solution offered, or the
//   whole board asked to be checked (and whether a user who confirmed it unseen would be wrong);
// - pictures that are not a Sudoku (styles a, b, c): shown as a board, refused, CPU;
// - Sudoku-like photos (6x6, 16x16, finished, pencil marks, phone screen, two grids): the reply.
// VISION_SPLIT=tuning measures the tuning part only (what was used while working), =held-out the
// held-out part only; the default
// reports the held-out part (never tuned on) and the tuning part, each in its own tables.
// VISION_SETS and VISION_PATHS narrow a run (see below); the figures in the README are whole runs.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PhotoRead } from '../src/bot/ports.ts';
import type { Reply } from '../src/bot/types.ts';
import type { PendingPhoto } from '../src/store/port.ts';
import * as current from '../src/bot/photo.ts';
import { renderText, type Text } from '../src/i18n/text.ts';
import { readPhoto } from '../src/vision/index.ts';
import { loadOpenCv } from '../src/vision/opencv.ts';
import { BEFORE_TRUST_COMMIT, baselineRoot } from '../scripts/vision-eval/baseline-reader.ts';
import { DEGRADATIONS } from '../scripts/vision-eval/degrade.ts';
import {
  FAINT_KINDS,
  FRESH_KINDS,
  faintCopy,
  freshSeeds,
  seededSetName,
  faintCorners,
} from '../scripts/vision-eval/faint-digits.ts';
import { UNSEEN_KINDS, unseenCopy } from '../scripts/vision-eval/unseen-degradations.ts';
import { nonSudokuPictures, type NonSudokuSet } from '../scripts/vision-eval/non-sudoku.ts';
import { sharedPhotos, type PhotoPart } from '../scripts/vision-eval/shared-photos.ts';
import { sudokuLikePhotos } from '../scripts/vision-eval/sudoku-like.ts';
import { wrongCells } from '../scripts/vision-eval/score.ts';
import { percentile, printTable } from './lib.ts';

type Read = Awaited<ReturnType<typeof readPhoto>>;

/** A reader and the bot's photo flow of the same commit. */
interface Path {
  readonly label: string;
  read(bytes: Buffer): Promise<Read>;
  pendingOf(read: PhotoRead, createdAt: number): PendingPhoto;
  // Only the offered actions are read: the old commit's reply has string texts, this one's
  // catalog texts, so the intro is an empty string for both.
  photoReply(pending: PendingPhoto, intro: never, visibility: Reply['visibility']): Offered;
}

/** What the flow reads of a reply: its words (a string, or catalog text) and what it offers. */
interface Offered {
  readonly text: Text;
  readonly actions?: readonly { readonly command: string }[];
}

async function paths(): Promise<Path[]> {
  const out: Path[] = [];
  // VISION_BASE=<commit> measures that commit's reader as "main" (e.g. main's head).
  const base = process.env.VISION_BASE ?? BEFORE_TRUST_COMMIT;
  const root = baselineRoot(base);
  if (root) {
    const vision = (await import(join(root, 'src', 'vision', 'read-photo.ts'))) as {
      readPhoto: typeof readPhoto;
    };
    const bot = (await import(join(root, 'src', 'bot', 'photo.ts'))) as typeof current;
    out.push({ label: 'main', read: vision.readPhoto, ...bot });
  } else console.log(`main's reader not measured: ${base} is not in the history`);
  out.push({ label: 'new', read: readPhoto, ...current });
  // VISION_PATHS=new measures this checkout only (while working on the tuning part).
  return out.filter((p) => !process.env.VISION_PATHS || p.label === process.env.VISION_PATHS);
}

const offersSolution = (reply: Offered) =>
  reply.actions?.some((action) => action.command.startsWith('solve ')) ?? false;

/** The photo flow to its end with a user who fixes every cell asked about to the printed digit. */
interface Flow {
  /** A solution offered for a grid that is not the printed one. */
  readonly wrongOffered: boolean;
  /** The flow ended asking the user to check the whole board (no solution offered yet). */
  readonly askedBoard: boolean;
  /** With askedBoard: the grid then still differs from the print (confirmed unseen, it is wrong). */
  readonly wrongIfConfirmedUnseen: boolean;
}

function flow(path: Path, read: PhotoRead, truth: Uint8Array): Flow {
  let pending = path.pendingOf(read, 0);
  for (let step = 0; step <= 81; step++) {
    const reply = path.photoReply(pending, '' as never, 'asker');
    const grid = Uint8Array.from(pending.grid, (c) => (c === '.' ? 0 : Number(c)));
    const wrong = wrongCells(grid, truth).length > 0;
    if (offersSolution(reply))
      return { wrongOffered: wrong, askedBoard: false, wrongIfConfirmedUnseen: false };
    if (pending.unsure.length === 0) {
      const askedBoard = 'checkBoard' in pending && pending.checkBoard === true;
      return { wrongOffered: false, askedBoard, wrongIfConfirmedUnseen: askedBoard && wrong };
    }
    const [cell, ...rest] = pending.unsure as [number, ...number[]];
    const digits = [...pending.grid];
    digits[cell] = truth[cell] ? String(truth[cell]) : '.';
    pending = { ...pending, grid: digits.join(''), unsure: rest };
  }
  throw new Error('the photo flow did not end');
}

interface Scored {
  readonly error?: string;
  readonly wrong: number;
  readonly flaggedWrong: number;
  /** Printed digits read as empty and not flagged. */
  readonly emptyUnflagged: number;
  /** Right cells flagged: what the user checks for nothing. */
  readonly flaggedRight: number;
  readonly flow?: Flow;
  readonly cpuMs: number;
  /** Each cell's final confidence and whether its reading is right (for the reliability curve). */
  readonly cells?: readonly CellOutcome[];
}

interface CellOutcome {
  readonly confidence: number;
  readonly readEmpty: boolean;
  readonly right: boolean;
}

async function score(path: Path, bytes: Buffer, truth: Uint8Array): Promise<Scored> {
  const before = process.cpuUsage();
  const result = await path.read(bytes);
  const used = process.cpuUsage(before);
  const cpuMs = (used.user + used.system) / 1000;
  if (!result.ok)
    return {
      error: result.error.code,
      wrong: 0,
      flaggedWrong: 0,
      emptyUnflagged: 0,
      flaggedRight: 0,
      cpuMs,
    };
  const read = result.value;
  const wrong = wrongCells(read.grid, truth);
  const flagged = new Set([...read.unsure, ...read.repaired]);
  return {
    wrong: wrong.length,
    flaggedWrong: wrong.filter((c) => flagged.has(c)).length,
    emptyUnflagged: wrong.filter((c) => read.grid[c] === 0 && !flagged.has(c)).length,
    flaggedRight: [...flagged].filter((c) => read.grid[c] === truth[c]).length,
    flow: flow(path, read, truth),
    cpuMs,
    cells: [...read.grid].map((digit, c) => ({
      confidence: read.confidence[c]!,
      readEmpty: digit === 0,
      right: digit === truth[c],
    })),
  };
}

function row(list: readonly Scored[]): Record<string, number | string> {
  const read = list.filter((s) => !s.error);
  const sum = (f: (s: Scored) => number) => list.reduce((n, s) => n + f(s), 0);
  const wrong = sum((s) => s.wrong);
  return {
    photos: list.length,
    exact: read.filter((s) => s.wrong === 0).length,
    refused: list.length - read.length,
    'wrong cells': wrong,
    'flagged / wrong': `${sum((s) => s.flaggedWrong)} / ${wrong}`,
    'empty, not flagged': sum((s) => s.emptyUnflagged),
    'right cells flagged per photo': read.length ? sum((s) => s.flaggedRight) / read.length : 0,
    'wrong solution offered': read.filter((s) => s.flow?.wrongOffered).length,
    'asked to check board': read.filter((s) => s.flow?.askedBoard).length,
    'of which wrong if confirmed unseen': read.filter((s) => s.flow?.wrongIfConfirmedUnseen).length,
    'p50 cpu ms': percentile(
      list.map((s) => s.cpuMs),
      0.5,
    ),
  };
}

// VISION_SETS=a,b (names as in the tables) limits the photo sets measured.
const chosen = process.env.VISION_SETS?.split(',');
const wanted = (set: string) => !chosen || chosen.includes(set);

async function* photoSets(dir: string, part: PhotoPart) {
  const photos = sharedPhotos(dir).filter((p) => p.part === part);
  if (wanted('photos'))
    for (const p of photos) yield { set: 'photos', truth: p.truth, bytes: readFileSync(p.path) };
  for (const d of DEGRADATIONS.filter((d) => wanted(d.name)))
    for (const p of photos)
      yield { set: d.name, truth: p.truth, bytes: await d.apply(readFileSync(p.path)) };
  const corners = faintCorners();
  for (const kind of FAINT_KINDS.filter(wanted))
    for (const p of photos) {
      const bytes = (await faintCopy(p, corners[p.name]!, kind)).bytes;
      yield { set: kind, truth: p.truth, bytes };
    }
  // Judged only: read when VISION_SETS names them, never by a default run.
  for (const kind of UNSEEN_KINDS.filter((k) => chosen?.includes(k)))
    for (const p of photos)
      yield { set: kind, truth: p.truth, bytes: await unseenCopy(p, corners[p.name]!, kind) };
  for (const kind of FRESH_KINDS)
    for (const seed of freshSeeds().filter((seed) => wanted(seededSetName(kind, seed))))
      for (const p of photos) {
        const bytes = (await faintCopy(p, corners[p.name]!, kind, seed)).bytes;
        yield { set: seededSetName(kind, seed), truth: p.truth, bytes };
      }
}

async function photoTables(all: readonly Path[], dir: string, part: PhotoPart): Promise<void> {
  const results = new Map<string, Scored[]>();
  for await (const item of photoSets(dir, part))
    for (const path of all) {
      const key = `${item.set}|${path.label}`;
      results.set(key, [...(results.get(key) ?? []), await score(path, item.bytes, item.truth)]);
    }
  const sets = [...new Set([...results.keys()].map((k) => k.split('|')[0]!))];
  if (sets.length === 0) return;
  const degraded = sets.filter((s) => s !== 'photos');
  printTable(
    `Photo trust, shared photos (${part} part) and their copies; the flow's user fixes each cell asked about`,
    [...sets, 'all degraded'].flatMap((set) =>
      all.map((path) => ({
        set,
        path: path.label,
        ...row(
          set === 'all degraded'
            ? degraded.flatMap((s) => results.get(`${s}|${path.label}`) ?? [])
            : (results.get(`${set}|${path.label}`) ?? []),
        ),
      })),
    ),
  );
  const hard = (s: string) =>
    ([...FAINT_KINDS, ...FRESH_KINDS, ...UNSEEN_KINDS] as string[]).some(
      (k) => s === k || s.startsWith(`${k} #`),
    );
  const of = (label: string, pick: (s: string) => boolean) =>
    all.flatMap((path) =>
      reliabilityRows(
        label,
        path.label,
        sets.filter(pick).flatMap((s) => results.get(`${s}|${path.label}`) ?? []),
      ),
    );
  printTable(`Reliability curve (${part} part): final confidence bin -> observed accuracy`, [
    ...of('faint and glare copies', hard),
    ...of('photos and other copies', (s) => !hard(s)),
  ]);
}

/** Confidence bins of the reliability curve (lower bounds). */
const BINS = [0, 0.5, 0.8, 0.95, 0.99] as const;

/**
 * The reliability curve: cells binned by the reader's final confidence, and how many in each bin
 * are right, apart for cells read as empty (right = nothing printed: empty against faint print)
 * and cells read as a digit (right = that digit: digit against digit).
 */
function reliabilityRows(label: string, path: string, list: readonly Scored[]) {
  const cells = list.flatMap((s) => s.cells ?? []);
  return (['empty', 'digit'] as const).flatMap((kind) =>
    BINS.map((lo, b) => {
      const hi = BINS[b + 1] ?? 1.01;
      const inBin = cells.filter(
        (c) => c.readEmpty === (kind === 'empty') && c.confidence >= lo && c.confidence < hi,
      );
      const right = inBin.filter((c) => c.right).length;
      return {
        sets: label,
        path,
        'read as': kind,
        confidence: `${lo.toFixed(2)}-${hi > 1 ? '1.00' : hi.toFixed(2)}`,
        cells: inBin.length,
        wrong: inBin.length - right,
        'observed accuracy': inBin.length ? (right / inBin.length).toFixed(4) : '-',
      };
    }),
  );
}

async function nonSudokuTable(all: readonly Path[], sets: readonly NonSudokuSet[]) {
  const { cv } = await loadOpenCv();
  const rows = [];
  for (const set of sets) {
    const results = new Map<string, { cpuMs: number; error?: string }[]>();
    for await (const picture of nonSudokuPictures(cv, set))
      for (const path of all) {
        const before = process.cpuUsage();
        const result = await path.read(picture.jpeg);
        const used = process.cpuUsage(before);
        const entry = {
          cpuMs: (used.user + used.system) / 1000,
          ...(result.ok ? {} : { error: result.error.code }),
        };
        results.set(path.label, [...(results.get(path.label) ?? []), entry]);
      }
    for (const path of all) {
      const list = results.get(path.label) ?? [];
      const cpu = list.map((r) => r.cpuMs);
      rows.push({
        style: set,
        path: path.label,
        pictures: list.length,
        'shown as a board': list.filter((r) => !r.error).length,
        'not-sudoku': list.filter((r) => r.error === 'not-sudoku').length,
        'other refusal': list.filter((r) => r.error && r.error !== 'not-sudoku').length,
        'p50 cpu ms': percentile(cpu, 0.5),
        'p95 cpu ms': percentile(cpu, 0.95),
        'max cpu ms': Math.max(...cpu),
      });
    }
  }
  printTable('Pictures that are not a Sudoku (29 per style), CPU per picture in-process', rows);
}

// What the bot answers a Sudoku-like photo, in a few words.
function answer(path: Path, result: Read, truths: readonly Uint8Array[]): string {
  if (!result.ok) {
    const size = 'size' in result.error && result.error.size ? ` ${result.error.size}` : '';
    return `${result.error.code}${size}`;
  }
  const match = truths.findIndex((t) => wrongCells(result.value.grid, t).length === 0);
  const reply = path.photoReply(path.pendingOf(result.value, 0), '' as never, 'asker');
  const solved = /already solved/i.test(renderText(reply.text, 'en')) ? ' solved-already' : '';
  const grid = match < 0 ? 'misread' : truths.length > 1 ? `grid ${match + 1}` : 'exact';
  return `${grid}${solved}${offersSolution(reply) ? ' +solution' : ''}`;
}

async function sudokuLikeTable(all: readonly Path[], set: 'tuning' | 'held-out') {
  const { cv } = await loadOpenCv();
  const answers = new Map<string, string[]>();
  for await (const photo of sudokuLikePhotos(cv, set))
    for (const path of all) {
      const key = `${photo.kind}|${path.label}`;
      const said = answer(path, await path.read(photo.jpeg), photo.truths);
      answers.set(key, [...(answers.get(key) ?? []), said]);
    }
  printTable(
    `Sudoku-like photos (${set}): the answer to each photo`,
    [...answers.entries()].map(([key, list]) => {
      const [kind, path] = key.split('|');
      return { kind: kind!, path: path!, answers: list.join('; ') };
    }),
  );
}

/** The trust tables for the held-out part (reported) and the tuning part, or the tuning part only. */
export async function trustTables(dir: string): Promise<void> {
  const all = await paths();
  const split = process.env.VISION_SPLIT;
  const parts: readonly PhotoPart[] =
    split === 'tuning' || split === 'held-out' ? [split] : ['held-out', 'tuning'];
  for (const part of parts) {
    await photoTables(all, dir, part);
    if (wanted('sudoku-like')) await sudokuLikeTable(all, part);
    if (wanted('non-sudoku')) await nonSudokuTable(all, part === 'tuning' ? ['a'] : ['b', 'c']);
  }
}
