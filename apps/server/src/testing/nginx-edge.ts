import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const EDGE_DIR = path.resolve(import.meta.dirname, '../../../../deploy/edge');
const TEMPLATE = path.join(EDGE_DIR, 'nginx.conf.template');
/** Debian's nginx and its njs module (scripts/install-nginx.sh); NGINX_PATH names another nginx. */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const JS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
const INSTALL_HINT = 'run `bash scripts/install-nginx.sh` (Debian: nginx and libnginx-mod-http-js)';

export interface EdgeLogEntry {
  /** The request's path as nginx normalized it ($uri); the query is never logged. */
  uri: string;
  status: number;
  /** $upstream_cache_status: HIT, MISS…, or '' for an answer that did not involve the cache. */
  cache: string;
}

export interface NginxEdge {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** The access log so far; nginx writes a request's line just after its answer, so poll for a late one. */
  accessLog(): Promise<EdgeLogEntry[]>;
}

/** Every edge still running, so that the test process's exit never leaves an nginx behind. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) killGroup(child);
});

/** nginx's master and its workers: a killed master leaves its workers serving, so the group goes. */
function killGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The text between nginx's double quotes: `"` and `\` escaped; a `$` would be read as a variable. */
function quotedSecret(secret: string): string {
  if ([...secret].some((character) => character === '$' || character < ' ')) {
    throw new Error('the edge secret must not hold `$` or control characters');
  }
  return secret.replace(/[\\"]/g, (character) => `\\${character}`);
}

/** The template's placeholders filled in, on its directives' lines only: its comments name them too. */
function render(template: string, values: Record<string, string>): string {
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
            const value = values[name];
            if (value === undefined) throw new Error(`nginx-edge: no value for ${placeholder}`);
            return value;
          }),
    )
    .join('\n');
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function checkInstalled() {
  for (const file of [NGINX, JS_MODULE]) {
    if (!fs.existsSync(file)) throw new Error(`nginx-edge: ${file} is missing: ${INSTALL_HINT}`);
  }
}

/** Starts nginx and resolves once it answers, or rejects with what nginx said when it exits first. */
async function launch(dir: string, port: number): Promise<ChildProcess> {
  const conf = path.join(dir, 'nginx.conf');
  // -e: Debian's compiled-in error log is /var/log/nginx, written before the config is read
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'logs/error.log'), '-g', 'daemon off;'];
  // detached: its own process group, killed whole (master and workers)
  const child = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));

  const deadline = Date.now() + 10_000;
  let gone = false;
  void exited.then(() => (gone = true));
  while (!gone && Date.now() < deadline) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/edge-health`);
      if (answer.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  killGroup(child);
  await exited;
  const errorLog = fs.readFileSync(path.join(dir, 'logs/error.log'), { encoding: 'utf8', flag: 'a+' });
  throw new Error(`nginx-edge: nginx did not answer on port ${port}:\n${output}\n${errorLog}`);
}

/**
 * The edge of deploy/edge/ (nginx with njs) in front of `origins` (host:port), in a temporary folder of
 * its own (config, cache, logs, pid), on a free port of 127.0.0.1.
 */
export async function startNginxEdge(options: { origins: string[]; secret: string }): Promise<NginxEdge> {
  checkInstalled();
  if (options.origins.length === 0) throw new Error('nginx-edge: at least one origin');
  for (const origin of options.origins) {
    if (!/^[\w.-]+:\d+$|^\[[\d:a-f]+\]:\d+$/i.test(origin))
      throw new Error(`nginx-edge: ${origin} is not host:port`);
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahra-edge-'));
  // As root, nginx's workers run as nobody: they must be able to reach the cache and temporary folders
  // (nginx's master creates those for them), while the config, logs and pid stay the master's.
  fs.chmodSync(dir, 0o755);
  for (const folder of ['logs', 'tmp', 'cache']) fs.mkdirSync(path.join(dir, folder));
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? 'nobody nogroup' : os.userInfo().username;
  const template = fs.readFileSync(TEMPLATE, 'utf8');

  // A port free a moment ago can be taken before nginx binds it: a few tries.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const config = render(template, {
      USER: user,
      LISTEN: `127.0.0.1:${port}`,
      ORIGIN_SERVERS: options.origins.map((origin) => `server ${origin};`).join('\n        '),
      MEDIA_LINK_SECRET: quotedSecret(options.secret),
      JS_DIR: EDGE_DIR,
      CACHE_DIR: path.join(dir, 'cache'),
      RUN_DIR: dir,
    });
    // a non-root master cannot switch users, and would only warn about the directive
    fs.writeFileSync(path.join(dir, 'nginx.conf'), asRoot ? config : config.replace(/^user .*;$/m, ''));
    let child: ChildProcess;
    try {
      child = await launch(dir, port);
    } catch (error) {
      if (attempt < 3 && /Address already in use/.test(String(error))) continue;
      fs.rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    return edge(child, dir, port);
  }
}

function edge(child: ChildProcess, dir: string, port: number): NginxEdge {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  let stopped: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop() {
      stopped ??= (async () => {
        // SIGTERM: nginx's fast shutdown, which ends the workers; the group is killed if it lingers
        child.kill('SIGTERM');
        const timer = setTimeout(() => killGroup(child), 5_000);
        await exited;
        clearTimeout(timer);
        killGroup(child);
        fs.rmSync(dir, { recursive: true, force: true });
      })();
      return stopped;
    },
    async accessLog() {
      const text = await fs.promises.readFile(path.join(dir, 'logs/access.log'), 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => {
          const entry = JSON.parse(line) as EdgeLogEntry;
          return { uri: entry.uri, status: entry.status, cache: entry.cache };
        });
    },
  };
}
