/** @jest-environment node */
// [SECURITY] hostile input never answers 5xx: the suite is in fuzz-suite.ts; this file runs the first half of the
// routes' hostile-bodies pass and every whole-inventory pass, fuzz-routes-2.test.ts the other half.
import { fuzzSuite } from "./fuzz-suite";

jest.setTimeout(900_000);
fuzzSuite({ index: 0, count: 2 });
