/** @jest-environment node */
// [SECURITY] the second half of the routes' hostile-bodies pass of fuzz-suite.ts (see fuzz.test.ts).
import { fuzzSuite } from "./fuzz-suite";

jest.setTimeout(900_000);
fuzzSuite({ index: 1, count: 2 });
