// A request refused before its body is read should cost nothing for that body. But Node's HTTP
// parser reads a socket 64 KB at a time and copies the body bytes that came with the headers
// into a new Buffer for the request, even when nobody will read them: under a flood of
// connections sending a large body each, that was some 10 MB a second of garbage for V8 to
// collect, and the process's memory grew with it. The parser skips that copy when its body
// callback is not a function, so a refusal clears it for the rest of the current read (the parser
// goes on counting the bytes, so the request stays well-formed) and puts it back right after, before
// the parser can serve another connection. Only Node's own callback is ever cleared: on a Node
// whose parser looks different this does nothing but pause the socket.

import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** The slot of Node's HTTP parser holding its body callback (HTTPParser.kOnBody, in _http_common). */
const ON_BODY = 3;
/** The name of Node's body callback in that slot (parserOnBody in _http_common). */
const NODE_ON_BODY = 'parserOnBody';

type ParserSlots = Record<number, unknown>;

/**
 * Stops reading `req`'s socket and drops, uncopied, the body bytes already read with its headers:
 * for a request refused without its body (the caller answers, then closes the connection).
 * Returns whether the parser's copy was skipped (false on a Node whose parser differs).
 */
export function dropArrivedBody(req: IncomingMessage): boolean {
  const socket = req.socket as Socket & { parser?: ParserSlots | null };
  socket.pause();
  const parser = socket.parser;
  const onBody = parser?.[ON_BODY];
  if (!parser || typeof onBody !== 'function' || onBody.name !== NODE_ON_BODY) return false;
  parser[ON_BODY] = null;
  // After the parser's current read (it runs on to the end of what arrived before returning).
  process.nextTick(() => {
    parser[ON_BODY] = onBody;
  });
  return true;
}
