// nginx in front of app servers, as docs/deploy.md runs it: one upstream holding every server, the proxy headers
// the app reads behind TRUST_PROXY, and no cache of its own (what a test asks for reaches a server). Started
// from Debian's nginx binary as a child process with a generated configuration and every file it writes (pid,
// logs, temporary bodies) in a folder of its own, listening on 127.0.0.1 only. Each answer names the server
// that gave it (X-Upstream), so a test can tell both took turns.
import { type ChildProcess, spawn } from "node:child_process";
import { chmod, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { delay, freePort, makeTempDir } from "../../e2e/support/app-server";

export const NGINX_BINARY = "/usr/sbin/nginx";

export interface Nginx {
  url: string;
  port: number;
  /** nginx's error log so far, for failure messages. */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export function nginxConfiguration(folder: string, port: number, upstreamPorts: number[]): string {
  const inFolder = (name: string) => path.join(folder, name);
  return `worker_processes 1;
pid ${inFolder("nginx.pid")};
error_log ${inFolder("error.log")} warn;

events {
    worker_connections 256;
}

http {
    access_log off;
    client_body_temp_path ${inFolder("client-body")};
    proxy_temp_path ${inFolder("proxy")};
    fastcgi_temp_path ${inFolder("fastcgi")};
    uwsgi_temp_path ${inFolder("uwsgi")};
    scgi_temp_path ${inFolder("scgi")};

    upstream heartbeest {
${upstreamPorts.map((upstream) => `        server 127.0.0.1:${upstream} max_fails=3 fail_timeout=10s;`).join("\n")}
        keepalive 8;
    }

    server {
        listen 127.0.0.1:${port};
        client_max_body_size 40m;

        proxy_http_version 1.1;
        proxy_set_header Connection "";
        # The Host with its port (docs/deploy.md's $host drops it): React Router refuses a post whose Origin
        # names another host than the request, and this proxy's address has a port.
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_next_upstream error timeout http_502;

        location / {
            proxy_pass http://heartbeest;
            add_header X-Upstream $upstream_addr always;
        }
    }
}
`;
}

/** nginx on a free port in front of the servers on `upstreamPorts`; resolves once it answers /healthz. */
export async function startNginx(options: { upstreamPorts: number[]; port?: number }): Promise<Nginx> {
  const folder = await makeTempDir("heartbeest-nginx-");
  // Run as root, nginx's workers drop to nobody: they must be able to reach their temporary folders in here.
  await chmod(folder, 0o755);
  const port = options.port ?? (await freePort());
  const configFile = path.join(folder, "nginx.conf");
  const errorLogFile = path.join(folder, "error.log");
  await writeFile(configFile, nginxConfiguration(folder, port, options.upstreamPorts));

  const child = spawn(NGINX_BINARY, ["-p", folder, "-e", errorLogFile, "-c", configFile, "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      running.delete(child);
      resolve();
    });
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  const errorLog = () => readFile(errorLogFile, "utf8").catch(() => "");
  const stop = async () => {
    if (!hasExited) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
    await rm(folder, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (hasExited) {
      const log = await errorLog();
      await stop();
      throw new Error(`nginx stopped before it answered.\n${output}\n${log}`);
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      const log = await errorLog();
      await stop();
      throw new Error(`nginx did not answer on ${url} within 20 s.\n${output}\n${log}`);
    }
    await delay(50);
  }
  return { url, port, errorLog, stop };
}
