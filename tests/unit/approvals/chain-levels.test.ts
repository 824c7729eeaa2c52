// Which levels of a chain a request goes through: thresholds apply to requests that reach them, order is by
// position whatever order the levels come in, and the next level skips the ones the request does not reach.
import { firstLevel, levelApplies, levelsFor, nextLevel, type ChainLevel } from "@/lib/approval-chains/levels";

const level = (position: number, extra: Partial<ChainLevel> = {}): ChainLevel => ({
  position,
  approverKind: "DIRECT_MANAGER",
  approverUserId: null,
  minAmount: null,
  minDays: null,
  ...extra,
});

describe("approval chain levels", () => {
  const chain = [level(3, { approverKind: "COMPANY_ADMIN", minAmount: 5000 }), level(1), level(2, { minAmount: 1000 })];

  it("a threshold applies from its value up, a level without one always", () => {
    expect(levelApplies(level(1, { minAmount: 1000 }), { amount: 999.99 })).toBe(false);
    expect(levelApplies(level(1, { minAmount: 1000 }), { amount: 1000 })).toBe(true);
    expect(levelApplies(level(1, { minDays: 8 }), { days: 7 })).toBe(false);
    expect(levelApplies(level(1, { minDays: 8 }), { days: 8 })).toBe(true);
    expect(levelApplies(level(1), {})).toBe(true);
  });

  it("orders by position and keeps only the levels the request reaches", () => {
    expect(levelsFor(chain, { amount: 200 }).map((l) => l.position)).toEqual([1]);
    expect(levelsFor(chain, { amount: 1500 }).map((l) => l.position)).toEqual([1, 2]);
    expect(levelsFor(chain, { amount: 9000 }).map((l) => l.position)).toEqual([1, 2, 3]);
  });

  it("starts at the first level that applies and moves to the next one that applies", () => {
    expect(firstLevel(chain, { amount: 200 })).toBe(1);
    expect(nextLevel(chain, 1, { amount: 200 })).toBeNull();
    expect(nextLevel(chain, 1, { amount: 9000 })).toBe(2);
    expect(nextLevel(chain, 2, { amount: 9000 })).toBe(3);
    // Only thresholds, none reached: no level, so the single approver decides.
    expect(firstLevel([level(1, { minDays: 8 }), level(2, { minDays: 8 })], { days: 3 })).toBeNull();
    expect(firstLevel([], {})).toBeNull();
  });
});
