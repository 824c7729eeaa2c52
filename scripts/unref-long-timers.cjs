// Preload for `prisma migrate deploy`: the wasm engine leaves a long timer armed that keeps the
// process alive ~10 s after it has finished. Unref timers of 5 s or more so the CLI exits promptly.
const originalSetTimeout = global.setTimeout;
global.setTimeout = function patchedSetTimeout(fn, ms, ...args) {
  const timer = originalSetTimeout(fn, ms, ...args);
  if (typeof ms === "number" && ms >= 5000 && timer && typeof timer.unref === "function") timer.unref();
  return timer;
};
