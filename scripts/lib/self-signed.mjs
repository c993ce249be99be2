// A key and a self-signed certificate for 127.0.0.1, for serving the built site over HTTPS and
// HTTP/2 as a CDN does (scripts/serve-static.mjs with SERVE_TLS_KEY and SERVE_TLS_CERT): the
// bench's first search over a network, and the server's test of it.
import { spawnSync } from "node:child_process";
import path from "node:path";

/** Whether openssl, which makes the certificate, is installed (`apt-get install openssl`). */
export function hasOpenssl() {
  return spawnSync("openssl", ["version"], { stdio: "ignore" }).status === 0;
}

/** Writes key.pem and cert.pem (valid a day) into `folder`; their paths, or null without openssl. */
export function selfSignedCertificate(folder) {
  const key = path.join(folder, "key.pem");
  const cert = path.join(folder, "cert.pem");
  const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-keyout", key, "-out", cert];
  const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
  const made = spawnSync("openssl", [...args, ...subject], { stdio: "ignore" });
  return made.status === 0 ? { key, cert } : null;
}
