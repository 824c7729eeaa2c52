// The onboarding drawer's save queue (spec 1 section 4): one save at a time after the pause, the newest state sent,
// an answer that comes back while newer ticks wait reported as stale (the screen keeps its ticks), a failure
// dropping what waits (the screen rolls back). Fake timers; each save is a promise the test resolves.
import { createSaveQueue } from "@/lib/onboarding/save-queue";

type Call = { state: string[]; resolve: (value: string[]) => void; reject: (error: Error) => void };

function setup() {
  const calls: Call[] = [];
  const saved: { result: string[]; stale: boolean }[] = [];
  const failed: unknown[] = [];
  const queue = createSaveQueue<string[], string[]>({
    delayMs: 1000,
    send: (state) => new Promise((resolve, reject) => calls.push({ state, resolve, reject })),
    onSaved: (result, { stale }) => saved.push({ result, stale }),
    onFailed: (error) => failed.push(error),
  });
  return { queue, calls, saved, failed };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("[spec 1 §4] onboarding save queue", () => {
  it("waits for the pause and sends only the newest state", async () => {
    const { queue, calls } = setup();
    queue.schedule(["a"]);
    jest.advanceTimersByTime(500);
    queue.schedule(["a", "b"]);
    jest.advanceTimersByTime(999);
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(calls.map((c) => c.state)).toEqual([["a", "b"]]);
    expect(queue.busy()).toBe(true);
  });

  it("never sends while a save is in flight; the older answer is stale, then the newest state goes out", async () => {
    const { queue, calls, saved } = setup();
    queue.schedule(["a"]);
    jest.advanceTimersByTime(1000);
    // Ticks go on while the first save is out, and their pause ends before it answers.
    queue.schedule(["a", "b"]);
    queue.schedule(["a", "b", "c"]);
    jest.advanceTimersByTime(1000);
    expect(calls).toHaveLength(1);
    calls[0].resolve(["a"]);
    await settle();
    expect(saved).toEqual([{ result: ["a"], stale: true }]);
    expect(calls.map((c) => c.state)).toEqual([["a"], ["a", "b", "c"]]);
    calls[1].resolve(["a", "b", "c"]);
    await settle();
    expect(saved[1]).toEqual({ result: ["a", "b", "c"], stale: false });
    expect(queue.busy()).toBe(false);
  });

  it("an answer while newer ticks still pause is stale, and they go out after their pause", async () => {
    const { queue, calls, saved } = setup();
    queue.schedule(["a"]);
    jest.advanceTimersByTime(1000);
    queue.schedule(["a", "b"]);
    calls[0].resolve(["a"]);
    await settle();
    expect(saved).toEqual([{ result: ["a"], stale: true }]);
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(1000);
    expect(calls.map((c) => c.state)).toEqual([["a"], ["a", "b"]]);
  });

  it("a failure reports once and drops what waited; a send with nothing to save reports nothing", async () => {
    const { queue, calls, saved, failed } = setup();
    queue.schedule(["a"]);
    jest.advanceTimersByTime(1000);
    queue.schedule(["a", "b"]);
    calls[0].reject(new Error("offline"));
    await settle();
    expect(failed).toEqual([new Error("offline")]);
    jest.advanceTimersByTime(5000);
    expect(calls).toHaveLength(1);
    expect(queue.busy()).toBe(false);

    const empty = createSaveQueue<string[], string[]>({
      delayMs: 10,
      send: async () => null,
      onSaved: (result) => saved.push({ result, stale: false }),
      onFailed: (error) => failed.push(error),
    });
    empty.schedule([]);
    jest.advanceTimersByTime(10);
    await settle();
    expect(saved).toEqual([]);
    expect(failed).toHaveLength(1);
  });
});
