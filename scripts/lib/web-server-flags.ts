// Node flags of the production web server (`npm start` and the list-API benchmark, which measures what production
// runs). A request allocates a few hundred kB of short-lived objects (Next.js request/response objects, rows, JSON);
// with V8's default 16 MB young generation the scavenger ran several times a second under load and cost about a
// quarter of the server's throughput (bench:api, employees list: 276 -> 391 req/s). 64 MB semi-spaces trade about
// 100 MB of memory for that. WEB_NODE_FLAGS replaces them (an empty value runs V8's defaults).
export const WEB_NODE_FLAGS = (process.env.WEB_NODE_FLAGS ?? "--max-semi-space-size=64").split(" ").filter(Boolean);
