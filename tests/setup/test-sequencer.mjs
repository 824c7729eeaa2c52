// Jest orders files without a recorded duration (every CI run: a fresh clone has no cache) by size, which is not
// by time: the files known to take longest start first, so the workers finish together instead of one long file
// running alone at the end.
import Sequencer from "@jest/test-sequencer";

const LONGEST_FIRST = [
  /security\/fuzz/,
  /jobs\/worker-faults/,
  /jobs\/job-type-faults/,
  /ops\/backup/,
  /seed\//,
  /payroll\/worker-crash/,
  /payroll-reports\/payroll-reports/,
  /core\/check-migrations/,
];

const rank = (test) => {
  const index = LONGEST_FIRST.findIndex((pattern) => pattern.test(test.path));
  return index === -1 ? LONGEST_FIRST.length : index;
};

export default class LongestFirst extends Sequencer {
  async sort(tests) {
    const ordered = await super.sort(tests);
    return [...ordered].sort((a, b) => rank(a) - rank(b));
  }
}
