// The part of npm `s3rver` (no bundled types) that the storage tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  type Middleware = (ctx: unknown, next: () => Promise<unknown>) => Promise<unknown>;
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      directory: string;
      silent?: boolean;
      resetOnClose?: boolean;
      configureBuckets?: { name: string }[];
    });
    middleware: Middleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
