// The last word on how long a shutdown takes. The shutdown's own timers run on the main thread's event loop,
// which a crowd of requests can keep so busy that a 5 s timer fires after 46 s. This one runs on a thread of
// its own: if the process is still alive at the deadline, it writes one log line and ends the process
// (SIGKILL, which no busy loop can delay), so SIGTERM and SIGINT always finish within SHUTDOWN_GRACE_MS +
// SHUTDOWN_TIMEOUT_MS. On a normal shutdown the process exits first and the thread goes with it.
import { Worker } from "node:worker_threads";

const WATCHDOG = `
const { workerData } = require("node:worker_threads");
const { writeSync } = require("node:fs");
setTimeout(() => {
  const line = { level: 40, time: Date.now(), pid: workerData.pid, msg: "shutdown deadline reached: process ended", deadlineMs: workerData.ms };
  try { writeSync(1, JSON.stringify(line) + "\\n"); } catch {}
  process.kill(workerData.pid, "SIGKILL");
}, workerData.ms);
`;

/** Ends this process `ms` from now unless it has exited by then. */
export function startShutdownWatchdog(ms: number): Worker {
  const worker = new Worker(WATCHDOG, { eval: true, workerData: { ms, pid: process.pid } });
  // The watchdog must never be what keeps the process alive.
  worker.unref();
  return worker;
}
