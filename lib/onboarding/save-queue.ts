// The onboarding drawer's save queue (spec 1 section 4: changes are sent after a 1 second pause). Local state is
// the truth while the user ticks: one save at a time, each carrying the newest state when it leaves; an answer
// that comes back while newer ticks wait is reported as stale, so it never overwrites them; a failure drops what
// waits and lets the screen roll back to the last saved state. Pure (timers only), so it is unit-tested alone.

export type SaveQueueOptions<S, R> = {
  delayMs: number;
  /** Sends a state; null when it differs from nothing saved (no request made). */
  send: (state: S) => Promise<R | null>;
  /** An answer; `stale` when newer local state was scheduled after this save left. */
  onSaved: (result: R, info: { stale: boolean }) => void;
  onFailed: (error: unknown) => void;
};

export type SaveQueue<S> = {
  /** The newest local state: saved after the pause, or after the save in flight. */
  schedule: (state: S) => void;
  /** Whether a save waits or is in flight. */
  busy: () => boolean;
  dispose: () => void;
};

export function createSaveQueue<S, R>(options: SaveQueueOptions<S, R>): SaveQueue<S> {
  let latest: { state: S; version: number } | null = null;
  let version = 0;
  let savedVersion = 0;
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  async function run() {
    timer = null;
    if (inFlight || disposed || !latest || latest.version === savedVersion) return;
    const { state, version: sent } = latest;
    inFlight = true;
    try {
      const result = await options.send(state);
      inFlight = false;
      savedVersion = sent;
      if (disposed) return;
      const stale = version !== sent;
      if (result !== null) options.onSaved(result, { stale });
      // Newer ticks whose pause already ended waited for this save: send them now.
      if (stale && !timer) void run();
    } catch (error) {
      inFlight = false;
      clearTimer();
      // What waited is dropped with the failed save: the screen goes back to the last saved state.
      latest = null;
      savedVersion = version;
      if (!disposed) options.onFailed(error);
    }
  }

  return {
    schedule(state) {
      version += 1;
      latest = { state, version };
      clearTimer();
      timer = setTimeout(() => void run(), options.delayMs);
    },
    busy: () => inFlight || timer !== null,
    dispose() {
      disposed = true;
      clearTimer();
    },
  };
}
