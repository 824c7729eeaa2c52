// "The page has settled": hydrated, React with no work left, and no data request in flight, read from the page
// itself instead of the network going quiet for 500 ms (`networkidle`, which every page paid in full and which,
// bounded, let a slow page be read half-loaded). An init script counts the page's fetches (route prefetches aside:
// they load no data of this page) and listens to React's commits through the hook its developer tools use, which
// production builds call too.
import type { BrowserContext, Page } from "@playwright/test";

type SettleState = { commits: number; pending: number; inflight: number; changed: number };

function install() {
  const w = window as unknown as { __omniSettle?: SettleState; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  // Once per document, however many times the context was asked to track.
  if (w.__omniSettle) return;
  const state: SettleState = { commits: 0, pending: 0, inflight: 0, changed: performance.now() };
  w.__omniSettle = state;
  const touch = () => (state.changed = performance.now());
  const original = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (headers.has("next-router-prefetch")) return original(input, init);
    state.inflight++;
    touch();
    const done = () => {
      state.inflight--;
      touch();
    };
    // In flight until the body has arrived (a clone read to the end), not only its headers: the rows are rendered
    // from the body.
    return original(input, init).then(
      (response) => {
        response.clone().arrayBuffer().then(done, done);
        return response;
      },
      (error) => {
        done();
        throw error;
      },
    );
  };
  if (w.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { pendingLanes: number }) => {
      state.commits++;
      state.pending = root.pendingLanes;
      touch();
    },
  };
}

/** Every page of the context reports its state to settle(). */
export async function trackSettling(context: BrowserContext) {
  await context.addInitScript(install);
}

/** Waits until the page is loaded and hydrated, React has nothing pending and no fetch has been in flight for
 *  two frames' time (a request that answers may start the next: a dependent SWR key, a re-render's effect). */
export async function settle(page: Page, timeout = 30_000) {
  await page.waitForLoadState("load");
  try {
    await page.waitForFunction(
      () => {
        const s = (window as unknown as { __omniSettle?: SettleState }).__omniSettle;
        return !!s && s.commits > 0 && s.pending === 0 && s.inflight === 0 && performance.now() - s.changed > 40;
      },
      undefined,
      { timeout },
    );
  } catch (error) {
    const state = await page
      .evaluate(() => (window as unknown as { __omniSettle?: SettleState }).__omniSettle ?? null)
      .catch(() => null);
    throw new Error(`${page.url()} did not settle in ${timeout} ms (${JSON.stringify(state)}): ${String(error)}`);
  }
}
