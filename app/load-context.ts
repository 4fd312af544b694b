// What every loader and action receives from the HTTP server: created once at start, never a global.
import type { Logger } from "pino";
import type { DatabaseHandle } from "./db/client.server";
import type { AppConfig } from "./utils/env.server";

export interface AppServices {
  database: DatabaseHandle;
  config: AppConfig;
  logger: Logger;
}

declare module "react-router" {
  interface AppLoadContext extends AppServices {
    db: DatabaseHandle["db"];
    /** Per-request logger carrying the request id. */
    log: Logger;
    requestId: string;
    /**
     * The client's address for per-address rate limits, worked out once where the request enters: the TCP
     * peer, or X-Forwarded-For's last entry when TRUST_PROXY is set (features/spam/client-address.server.ts).
     * Null when it cannot be known.
     */
    clientAddress: string | null;
    /** Nonce for this response's Content-Security-Policy; every inline script carries it. */
    cspNonce: string;
  }
}
