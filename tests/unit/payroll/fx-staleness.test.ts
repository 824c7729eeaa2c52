// FX rates say when they are stale (lib/finance/fx-rates/staleness.ts): the daily 09:15 UTC refresh, with an hour's grace.
import { fxStaleness } from "@/lib/finance/fx-rates/staleness";

describe("[FX-RATES] staleness", () => {
  it("rates from 1 November are stale on 26 November, 25 days old", () => {
    const s = fxStaleness("2026-11-01T09:16:00.000Z", new Date("2026-11-26T21:00:00Z"));
    expect(s).toEqual({ stale: true, expectedRun: new Date("2026-11-26T09:15:00Z"), daysOld: 25 });
  });

  it("today's run is fresh; before today's run (plus grace) yesterday's counts", () => {
    expect(fxStaleness("2026-11-26T09:16:00Z", new Date("2026-11-26T21:00:00Z")).stale).toBe(false);
    expect(fxStaleness("2026-11-25T09:16:00Z", new Date("2026-11-26T10:00:00Z")).stale).toBe(false);
    expect(fxStaleness("2026-11-25T09:16:00Z", new Date("2026-11-26T10:16:00Z")).stale).toBe(true);
    expect(fxStaleness("2026-11-24T09:16:00Z", new Date("2026-11-26T08:00:00Z")).stale).toBe(true);
  });

  it("no rates at all is not 'stale' (the tab shows its empty state)", () => {
    expect(fxStaleness(null, new Date("2026-11-26T21:00:00Z")).stale).toBe(false);
  });
});
