/** Starts Stoplight Prism mocking a description, with request validation that answers with errors. */
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export interface RunningPrism {
  readonly url: string;
  stop(): void;
}

export async function startPrism(spec: string, port: number): Promise<RunningPrism> {
  const prism = spawn(
    path.join(ROOT, "node_modules/.bin/prism"),
    // --errors: a request that breaks the description is answered with an error, never a mock.
    ["mock", "--errors", "--host", "127.0.0.1", "--port", String(port), spec],
    // SCARF_ANALYTICS=false keeps Prism's telemetry package off the network.
    { env: { ...process.env, SCARF_ANALYTICS: "false" }, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let log = "";
  prism.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  prism.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const stop = () => {
    if (prism.exitCode === null && prism.signalCode === null) process.kill(-prism.pid!, "SIGTERM");
  };
  const deadline = Date.now() + 120_000;
  while (!/Prism is listening/.test(log)) {
    if (prism.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(
        `Prism did not start on port ${port} (is it free? SAMPLES_PRISM_PORT sets it):\n${log.slice(-2000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
