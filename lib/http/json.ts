// A server value as the browser receives it after JSON transport (dates arrive as ISO strings), so client
// components can type responses from the services' own return types.
export type Json<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;
