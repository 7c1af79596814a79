// `help [TOPIC]`: every command with an example, and a few topics in more depth. Commands are
// written in the text grammar, as complete examples (no placeholders), so each adapter can show
// them as what its users type (`/p move:r3c5 7` on Discord, `/sudoku r3c5 7` on Slack); what
// differs by platform (how moves are made with taps) is said per platform. The words are in the
// help catalog (src/i18n/catalogs/en/help.ts).

import { LEVELS } from '../engine/levels.ts';
import { PLAY_VARIANTS } from '../game/puzzle.ts';
import { msg, verbatim, type Text } from '../i18n/text.ts';
import { say } from './context.ts';
import { COMMUNITY } from './stats.ts';
import type { Platform, Draft } from './types.ts';

/** The topics the overview points to (`help moves`, ...); each has its own page. */
export const HELP_TOPICS = [
  'moves',
  'hints',
  'daily',
  'solve',
  'photo',
  'schedule',
  'stats',
  'theme',
] as const;

function overview(platform: Platform): Text {
  return msg('help.overview', {
    taps: msg(`help.taps.${platform}`),
    photo: msg(`help.photo-short.${platform}`),
    settings: msg('help.settings-line'),
    words: msg('help.words'),
    topics: HELP_TOPICS.map((t) => `\`help ${t}\``).join(', '),
  });
}

function topics(platform: Platform): Partial<Record<string, Text>> {
  const moves = msg('help.moves', {
    taps: msg(`help.taps.${platform}`),
    spellings:
      platform === 'discord' ? msg('help.spellings.plain') : msg(`help.spellings.${platform}`),
  });
  const stats = msg('help.stats', { community: COMMUNITY[platform] });
  const daily = msg('help.daily');
  const photo = msg('help.photo', { photo: msg(`help.photo-long.${platform}`) });
  const levels = msg('help.levels', {
    levels: LEVELS.join(', '),
    variants: PLAY_VARIANTS.join(', '),
  });
  return {
    moves,
    notes: moves,
    hints: msg('help.hints'),
    solve: msg('help.solve'),
    photo,
    fix: photo,
    schedule: msg('help.schedule'),
    stats,
    leaderboard: stats,
    digest: stats,
    daily,
    today: daily,
    share: daily,
    archive: daily,
    theme: platform === 'web' ? [msg('help.theme'), msg('help.theme-web')] : msg('help.theme'),
    levels,
    variants: levels,
  };
}

/** `help` / `help TOPIC`, worded for the platform the asker is on. */
export function help(topic: string | undefined, platform: Platform = 'web'): Draft[] {
  if (!topic) return [say(overview(platform))];
  const all = topics(platform);
  const page = all[topic.split(/\s+/)[0]!.toLowerCase()];
  if (!page) {
    return [
      say(
        msg('help.unknown', {
          topic: verbatim(topic.slice(0, 30)),
          topics: Object.keys(all).sort().join(', '),
        }),
      ),
    ];
  }
  return [say(page)];
}
