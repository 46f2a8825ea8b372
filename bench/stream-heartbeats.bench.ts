/**
 * Server memory with 1,000 simulated viewers heart-beating (issue 6): many users with 1–3 streams each,
 * every stream renewing its lease every SESSION_INTERVAL_MS against the real server (embedded PGlite).
 * Prints the server's RSS and heap every 30 s for `--minutes N` (10 by default), and the calls answered
 * in each window. With DATABASE_URL set the server uses that PostgreSQL instead. Asserts nothing.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_KEY_PARAMETER, AuthHeader, MAX_STREAMS, SESSION_INTERVAL_MS } from '@sahra/contracts';
import { IdBase } from '../apps/server/src/modules/catalog/demo/catalog-ids.js';
import { percentile } from './lib/load.js';
import { REPO_ROOT, startMeasuredServer, type MeasuredProcess } from './lib/processes.js';

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' } } });
const MINUTES = Number(values.minutes);
const VIEWERS = 1000;
const SAMPLE_MS = 30_000;
const API_KEY = 'stream-bench-api-key';
const PASSWORD = 'a bench password';
/** The demo catalog's first six channels are in the Public package: every signed-in user may play them. */
const PUBLIC_CHANNELS = 6;
const run = String(Date.now()).slice(-7);

/** A client address per call (the server trusts X-Forwarded-For here), so per-address limits stay out of the way. */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** A signed-in device that is to play one channel. */
interface Device {
  token: string;
  channelId: number;
  name: string;
}

/** An answer's status, or 0 when the call failed on the network. */
async function post(server: MeasuredProcess, callPath: string, body: unknown, token?: string) {
  const response = await fetch(server.url + callPath, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextAddress(),
      ...(token ? { [AuthHeader.Token]: token } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { Result: unknown; ErrorMessage: string | null };
  return { status: response.status, answer, token: response.headers.get(AuthHeader.Token) ?? '' };
}

async function mustPost(server: MeasuredProcess, callPath: string, body: unknown, token?: string) {
  const reply = await post(server, callPath, body, token);
  if (reply.status !== 200) {
    throw new Error(`${callPath} answered ${reply.status}: ${reply.answer.ErrorMessage}`);
  }
  return reply;
}

const membership = (callPath: string) => `${callPath}?${API_KEY_PARAMETER}=${API_KEY}`;

/** One user signed in on `count` devices, each to play a Public channel. */
async function devicesOfOneUser(server: MeasuredProcess, user: number, count: number): Promise<Device[]> {
  const email = `stream.${run}.${user}@example.com`;
  await mustPost(server, membership('/membership/register/withLogin'), {
    name: 'Bench',
    surname: `Viewer ${user}`,
    email,
    mobile: `+8${run}${String(user).padStart(4, '0')}`,
    password: PASSWORD,
    termsAndConditions: true,
    CountryIsoCode: 'NL',
    language: 'en',
  });
  const devices: Device[] = [];
  for (let device = 0; device < count; device++) {
    const { token } = await mustPost(server, membership('/membership/login/email'), {
      email,
      password: PASSWORD,
      deviceId: `bench-${user}-${device}`,
      rememberMe: false,
    });
    const channelId = IdBase.Channel + ((user + device) % PUBLIC_CHANNELS);
    devices.push({ token, channelId, name: `Bench TV ${device}` });
  }
  return devices;
}

/** Users with 1, 2, 3, 1, 2, 3 … devices until there are VIEWERS of them. */
async function signInDevices(server: MeasuredProcess): Promise<Device[]> {
  const plan: number[] = [];
  for (let total = 0; total < VIEWERS;) {
    const count = Math.min(1 + (plan.length % MAX_STREAMS), VIEWERS - total);
    plan.push(count);
    total += count;
  }
  const devices: Device[] = [];
  // two users at a time: each sign-in is an argon2 hash, which is what this machine spends most on
  for (let user = 0; user < plan.length; user += 2) {
    const batch = plan
      .slice(user, user + 2)
      .map((count, offset) => devicesOfOneUser(server, user + offset, count));
    devices.push(...(await Promise.all(batch)).flat());
  }
  console.log(`${plan.length} users signed in on ${devices.length} devices (1 to ${MAX_STREAMS} per user)`);
  return devices;
}

interface Window {
  ok: number;
  /** Refused heartbeats and tickets by status (0: the network). */
  refused: Map<number, number>;
  latencies: number[];
}
const newWindow = (): Window => ({ ok: 0, refused: new Map(), latencies: [] });
const refusals = (window: Window) =>
  [...window.refused].map(([status, count]) => `${count} × ${status}`).join(', ') || '0';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const server = await startMeasuredServer(18120, {
  DATA_DIR: path.join(REPO_ROOT, 'bench/.data/stream-heartbeats'),
  API_KEY,
  TRUST_PROXY: 'loopback',
  MEDIA_GENERATE: 'false',
  RENEWAL_INTERVAL_MS: '0',
});
try {
  console.log(
    `\n## Stream heartbeats (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}): ${VIEWERS} viewers, one heartbeat each every ${SESSION_INTERVAL_MS / 1000} s, ${MINUTES} min`,
  );
  const devices = await signInDevices(server);
  let window = newWindow();
  /** A call timed and counted in the current window; answers its status. */
  const timed = async (callPath: string, body: unknown, token: string) => {
    const started = performance.now();
    const reply = await post(server, callPath, body, token).catch(() => undefined);
    window.latencies.push(performance.now() - started);
    const status = reply?.status ?? 0;
    if (status === 200) window.ok += 1;
    else window.refused.set(status, (window.refused.get(status) ?? 0) + 1);
    return { status, result: reply?.answer.Result };
  };
  // each device starts its stream and then beats on its own 10 s cycle, spread evenly over the
  // interval as real players are. Like a player, it keeps its ticket through a busy answer (503) and
  // asks for a new one only when the stream has ended (410) or never started.
  const timers: NodeJS.Timeout[] = [];
  const play = (device: Device) => {
    let ticket: string | undefined;
    const start = async () => {
      const { result } = await timed(
        '/session/content',
        { Id: device.channelId, Type: 1, DeviceName: device.name },
        device.token,
      );
      ticket = (result as { ticket?: string } | null | undefined)?.ticket;
    };
    const beat = async () => {
      if (!ticket) return start();
      const { status } = await timed('/session/heartbeat', { ticket }, device.token);
      if (status === 410) return start();
    };
    void start();
    timers.push(setInterval(() => void beat(), SESSION_INTERVAL_MS));
  };
  devices.forEach((device, index) => {
    timers.push(setTimeout(() => play(device), (index * SESSION_INTERVAL_MS) / devices.length));
  });
  const started = Date.now();
  const first = await server.memory();
  console.log(`start: RSS ${megabytes(first.rss)}, heap ${megabytes(first.heapUsed)}`);
  console.log(
    '| minute | RSS | heap used | heap total | external | answered/s | p50 ms | p99 ms | refused |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  while (Date.now() - started < MINUTES * 60_000) {
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    const done = window;
    window = newWindow();
    const memory = await server.memory();
    const minute = ((Date.now() - started) / 60_000).toFixed(1);
    console.log(
      `| ${minute} | ${megabytes(memory.rss)} | ${megabytes(memory.heapUsed)} | ${megabytes(memory.heapTotal)} | ` +
        `${megabytes(memory.external)} | ${(done.ok / (SAMPLE_MS / 1000)).toFixed(1)} | ` +
        `${percentile(done.latencies, 50).toFixed(1)} | ${percentile(done.latencies, 99).toFixed(1)} | ${refusals(done)} |`,
    );
  }
  for (const timer of timers) clearTimeout(timer);
} finally {
  await server.stop();
}
