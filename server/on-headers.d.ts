// on-headers ships no types (and @types/on-headers is published with another package's).
declare module "on-headers" {
  import type { ServerResponse } from "node:http";
  /** Runs `listener` once, just before the response's status line and headers are written. */
  export default function onHeaders<Res extends ServerResponse>(res: Res, listener: (this: Res) => void): void;
}
