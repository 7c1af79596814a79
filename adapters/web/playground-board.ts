// The playground as a host of the board UI: the seat is the page's channel (`?channel=`) and
// its player (the signed-in session, or the typed name on loopback), the replay window counts
// per page (`?page=`, a random id each page makes), and what a move shows everyone goes into
// the channel's message log like any reply.

import type { IncomingMessage } from 'node:http';
import type { User } from '../../src/bot/types.ts';
import { msg, verbatim } from '../../src/i18n/text.ts';
import type { PasswordAuth } from './auth.ts';
import type { BoardHost, BoardSeat } from './board-api.ts';
import { parseUser, type ChannelDirectory } from './channels.ts';
import { HttpError } from './http-util.ts';
import type { Playground } from './playground.ts';

const PAGE_ID = /^[\w-]{1,40}$/;

export interface PlaygroundBoardDeps {
  readonly directory: ChannelDirectory;
  readonly playground: Playground;
  readonly auth?: PasswordAuth;
}

/** The board host of the playground. */
export function playgroundBoardHost(deps: PlaygroundBoardDeps): BoardHost {
  const who = (req: IncomingMessage, url: URL): User =>
    deps.auth ? deps.auth.userOf(req) : parseUser(url.searchParams.get('user'));
  return {
    seat(req, url): BoardSeat {
      const channel = deps.directory.channel(url.searchParams.get('channel') ?? '');
      const user = who(req, url);
      const page = url.searchParams.get('page') ?? '';
      if (!PAGE_ID.test(page)) {
        throw new HttpError(
          400,
          'bad-page',
          msg('http.bad-page', { example: verbatim('`?page=ID`') }),
        );
      }
      const direct = deps.directory.channels.find((c) => c.kind === 'direct');
      return {
        conversation: deps.directory.conversation(channel, user),
        user,
        client: `${user.id}/${page}`,
        ...(direct && {
          openDirect: () => Promise.resolve(deps.directory.conversation(direct, user)),
        }),
      };
    },
    deliver: (seat, replies) =>
      deps.playground.deliverBoardReplies(seat.conversation, seat.user, replies),
  };
}
