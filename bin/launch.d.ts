// Types of launch.js (plain JavaScript so that it runs before any TypeScript loader).

/** The repository (or image) root: the folder above bin/. */
export declare const ROOT: string;
/** Folders whose files the build is made from. */
export declare const SOURCE_DIRS: readonly string[];
/** The file the build writes last into dist/. */
export declare const BUILD_INFO: string;

/** What chooseEntry decided: the file to run, whether it is compiled, whether dist/ was stale. */
export interface Entry {
  readonly path: string;
  readonly built: boolean;
  readonly stale: boolean;
}

/** Newest modification time (ms) of any file under `dirs` (relative to `root`); 0 when none. */
export declare function newestSourceMtime(root: string, dirs?: readonly string[]): number;
/** Which file to run for `source` (e.g. `src/cli.ts`): the build when it is complete and fresh. */
export declare function chooseEntry(
  root: string,
  source: string,
  env?: Readonly<Record<string, string | undefined>>,
): Entry;
/** Reads `.env` beside package.json into process.env; variables already set win. */
export declare function loadDotEnv(root?: string): void;
/** Runs `source` from the build when it is fresh, else through tsx. */
export declare function launch(source: string): Promise<void>;
