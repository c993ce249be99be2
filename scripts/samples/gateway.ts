/**
 * Starts the mock gateway /sdk/ publishes (`mock-gateway.mjs`, collected from the page as
 * shown) in front of Prism, so every flow reaches Prism, and posts its uploads, through the
 * very code a reader is told to run.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export interface RunningGateway {
  readonly url: string;
  stop(): void;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether something accepts connections on the port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startGateway(code: string, dir: string, prismUrl: string): Promise<RunningGateway> {
  const file = path.join(dir, "mock-gateway.mjs");
  writeFileSync(file, code);
  const port = await freePort();
  // The page's two settings: the port it listens on and the mock it fronts.
  const gateway = spawn(process.execPath, [file], {
    cwd: dir,
    env: { PATH: process.env.PATH, GATEWAY_PORT: String(port), PRISM_URL: prismUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  gateway.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  gateway.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const stop = () => {
    if (gateway.exitCode === null && gateway.signalCode === null) gateway.kill("SIGTERM");
  };
  const deadline = Date.now() + 30_000;
  while (!(await listening(port))) {
    if (gateway.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`The mock gateway of /sdk/ did not start on port ${port}:\n${log.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
