// Serves a built site with scripts/serve-static.mjs for the benches (search, phone profile).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const SERVER = fileURLToPath(new URL("../serve-static.mjs", import.meta.url));

/**
 * Serves `root` with scripts/serve-static.mjs (over HTTPS and HTTP/2 given `tls`, its key and
 * certificate files) once it says it is listening; its origin and process.
 */
export async function serve(root, port, tls) {
  const env = tls ? { ...process.env, SERVE_TLS_KEY: tls.key, SERVE_TLS_CERT: tls.cert } : process.env;
  const server = spawn(process.execPath, [SERVER, root, String(port)], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  server.stderr.on("data", (chunk) => (errors += chunk));
  const origin = await new Promise((resolve) => {
    server.stdout.on("data", (chunk) => resolve(/on (https?:\/\/[^\s]+)/.exec(String(chunk))?.[1] ?? null));
    server.on("exit", () => resolve(null));
  });
  if (origin) return { origin, server };
  server.kill();
  const inUse = errors.includes("EADDRINUSE")
    ? ` Port ${port} is in use: stop what serves there, or pass another port.`
    : "";
  throw new Error(`scripts/serve-static.mjs did not serve ${root} on port ${port}.${inUse}\n${errors}`);
}
