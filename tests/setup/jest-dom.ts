import "@testing-library/jest-dom";
// jsdom lacks TextEncoder and TextDecoder, which every browser and Node have (lib/queries/keyset.ts uses them).
import { TextDecoder, TextEncoder } from "node:util";
Object.assign(globalThis, { TextEncoder, TextDecoder });
