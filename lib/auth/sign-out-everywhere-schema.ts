import { z } from "zod";

/** 'Sign out everywhere' ends this session too: the caller confirms it explicitly. */
export const ZSignOutEverywhere = z.object({ confirm: z.literal(true) });
export const ZSignOutEverywhereAnswer = z.object({ url: z.string() });
