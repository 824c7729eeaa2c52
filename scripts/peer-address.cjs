// Preloaded into the web server (`node --require ./scripts/peer-address.cjs`, as scripts/start.ts runs `next
// start`): appends the TCP peer's address to X-Forwarded-For on every request, as a reverse proxy does
// (nginx's $proxy_add_x_forwarded_for). Next.js fills the header from the socket only when the client sent none,
// so without this a client-written value would be the whole chain. With it the right-most hop is always the peer,
// which the app trusts no further than TRUSTED_PROXIES says (lib/auth/client-ip.ts).
"use strict";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const http = require("node:http");

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithPeer(event, req, ...rest) {
  if (event === "request" && req && req.socket && req.headers) {
    const peer = req.socket.remoteAddress;
    if (peer) {
      const prior = req.headers["x-forwarded-for"];
      req.headers["x-forwarded-for"] = prior ? `${prior}, ${peer}` : peer;
    }
  }
  return emit.call(this, event, req, ...rest);
};
