import crypto from "node:crypto";

/** An id for a row created later by a job (the caller gets its link at once). */
export const createId = () => `c${crypto.randomUUID().replace(/-/g, "")}`.slice(0, 25);
