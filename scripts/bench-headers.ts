// `npm run bench:headers`: the MDN HTTP Observatory scans only ports 80 and 443 of a host name, so
// the real server runs behind a local TLS proxy with a certificate made for this run. Needs root.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSite, packageVersion, repoRoot, startServer } from "./bench/harness.ts";
import { stamp, table, writeSection } from "./bench/report.ts";

const host = "localhost";
const siteUrl = `https://${host}`;
const buildDir = process.env.BUILD_DIR ?? "build-bench";
const observatoryDir = join(repoRoot, "node_modules", "@mdn", "mdn-http-observatory");

interface ObservatoryTest {
  expectation: string;
  pass: boolean;
  result: string;
  scoreModifier: number;
  scoreDescription?: string;
}
interface ObservatoryResult {
  scan: {
    grade: string;
    score: number;
    testsPassed: number;
    testsFailed: number;
    testsQuantity: number;
    algorithmVersion: number;
  };
  tests: Record<string, ObservatoryTest>;
}

function makeCertificate(dir: string) {
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(
    ...["req", "-x509", ...ec, "-keyout", "ca.key", "-out", "ca.pem", "-days", "1"],
    ...["-subj", "/CN=bench-headers throw-away CA"],
    ...["-addext", "basicConstraints=critical,CA:TRUE"],
    ...["-addext", "keyUsage=critical,keyCertSign,cRLSign"],
  );
  openssl("req", ...ec, "-keyout", "site.key", "-out", "site.csr", "-subj", `/CN=${host}`);
  const extensions = [
    `subjectAltName=DNS:${host},IP:127.0.0.1,IP:::1`,
    "basicConstraints=CA:FALSE",
    "keyUsage=critical,digitalSignature",
    "extendedKeyUsage=serverAuth",
  ];
  execFileSync("sh", ["-c", `printf '%s\\n' "$@" > site.ext`, "sh", ...extensions], { cwd: dir });
  openssl(
    ...["x509", "-req", "-in", "site.csr", "-CA", "ca.pem", "-CAkey", "ca.key"],
    ...["-CAcreateserial", "-out", "site.pem", "-days", "1", "-extfile", "site.ext"],
  );
  return {
    ca: join(dir, "ca.pem"),
    key: readFileSync(join(dir, "site.key")),
    cert: readFileSync(join(dir, "site.pem")),
  };
}

async function listenOnLoopback(make: () => http.Server, port: number) {
  const servers: http.Server[] = [];
  for (const address of ["127.0.0.1", "::1"]) {
    const server = make();
    server.listen(port, address);
    try {
      await Promise.race([
        once(server, "listening"),
        once(server, "error").then(([error]) => {
          throw error;
        }),
      ]);
      servers.push(server);
    } catch (error) {
      // A machine without IPv6 has no ::1; 127.0.0.1 is enough there.
      if (address === "127.0.0.1") throw error;
    }
  }
  return () => Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
}

function proxyTo(port: number): http.RequestListener {
  return (request, response) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          "x-forwarded-proto": "https",
          "x-forwarded-host": request.headers.host ?? host,
          "x-forwarded-for": request.socket.remoteAddress ?? "127.0.0.1",
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      response.writeHead(502).end();
    });
    request.pipe(upstream);
  };
}

async function scanWithObservatory(ca: string): Promise<ObservatoryResult> {
  // The package's bin wrapper would replace NODE_EXTRA_CA_CERTS with Mozilla's bundle: call scan().
  const code = `import { scan } from ${JSON.stringify(join(observatoryDir, "src", "index.js"))};
const result = await scan(process.argv[1]);
process.stdout.write(JSON.stringify(result));`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code, host], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: ca },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  const [exitCode] = (await once(child, "exit")) as [number | null];
  if (exitCode !== 0) throw new Error(`the scanner exited with ${exitCode}: ${out}`);
  return JSON.parse(out) as ObservatoryResult;
}

// The install script that downloads the HSTS preload list is skipped (package.json "allowScripts":
// this machine reaches no such server); a local host is on no preload list anyway.
const preloadList = join(observatoryDir, "conf", "hsts-preload.json");
if (!existsSync(preloadList)) await writeFile(preloadList, "{}\n");

const work = await mkdtemp(join(tmpdir(), "bench-headers-"));
const closers: (() => Promise<unknown>)[] = [];
try {
  const { ca, key, cert } = makeCertificate(work);
  const staticDir = await buildSite(buildDir, siteUrl);
  const server = await startServer({
    STATIC_DIR: staticDir,
    DATA_DIR: join(work, "data"),
    SITE_URL: siteUrl,
    TRUST_PROXY: "true",
  });
  closers.push(server.stop);
  closers.push(
    await listenOnLoopback(() => https.createServer({ key, cert }, proxyTo(server.port)), 443),
  );
  closers.push(
    await listenOnLoopback(
      () =>
        http.createServer((request, response) => {
          const name = (request.headers.host ?? host).replace(/:\d+$/, "");
          response.writeHead(301, { location: `https://${name}${request.url ?? "/"}` }).end();
        }),
      80,
    ),
  );

  const result = await scanWithObservatory(ca);
  const { scan } = result;
  console.log(
    `observatory: grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed}/${scan.testsQuantity} tests passed`,
  );
  const rows = Object.entries(result.tests).map(([name, test]) => [
    name,
    test.pass ? "pass" : "**fail**",
    `\`${test.result}\``,
    test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier),
  ]);
  const version = await packageVersion("@mdn/mdn-http-observatory");
  const met = scan.grade === "A+" && scan.testsFailed === 0;
  await writeSection(
    "headers",
    `## Security headers: MDN HTTP Observatory

\`npm run bench:headers\`, ${stamp()}, @mdn/mdn-http-observatory ${version} (algorithm ${scan.algorithmVersion}), Node ${process.version}.
The production server behind a local HTTPS harness (${siteUrl}: a certificate made for the run,
HTTP on 80 redirecting to HTTPS on 443, \`TRUST_PROXY=true\` as behind a real TLS proxy).

**Grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed} of ${scan.testsQuantity} tests passed.** Target: A+ with every test passed: ${met ? "met" : "**missed**"}.

${table(["test", "", "result", "score"], rows)}

Not scored here: HSTS preloading (a local host is on no preload list; \`preload\` is sent, so a
public domain can be submitted to the list). COEP is not sent: nothing on the site needs
cross-origin isolation, and \`require-corp\` would block map tiles from servers that send no CORP header.`,
  );
  if (!met) process.exitCode = 1;
} finally {
  for (const close of closers.reverse()) await close().catch(() => {});
  await rm(work, { recursive: true, force: true });
}
