import { z } from "zod";
import { int32 } from "@/lib/zod/numbers";

/** Offset paging with a cap, shared by every list query string. */
export function ZPage(defaultSize = 20, maxSize = 100) {
  return {
    pageIndex: int32({ coerce: true, min: 0 }).default(0),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  };
}
