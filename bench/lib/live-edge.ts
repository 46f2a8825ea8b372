import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  API_KEY_PARAMETER,
  AuthHeader,
  DEMO_API_KEY,
  type Envelope,
  type TicketResult,
} from '@sahra/contracts';
import { ffmpegPath } from '../../apps/server/src/modules/encoding/ffmpeg.js';
import { DemoBroadcaster } from '../../apps/server/src/modules/recording/demo-broadcaster.js';
import { setChannelSource } from '../../apps/server/src/modules/guide/public.js';
import { recordedSegments } from '../../apps/server/src/modules/recording/recording-repository.js';
import { openPostgres } from '../../apps/server/src/platform/db.js';
import { startNginxEdge, type NginxEdge } from '../../apps/server/src/testing/nginx-edge.js';
import { readMasterPlaylist, readMediaPlaylist } from '../../apps/server/src/testing/playlists.js';
import { publicChannelLink } from './media-links.js';
import { freshPostgres } from './postgres.js';
import { REPO_ROOT, startServer, type RunningProcess } from './processes.js';

/**
 * What the edge benches share (ADR 035): a real live channel recorded from a local broadcaster by the
 * first of `instances` server processes on one PostgreSQL and one recordings folder, with Debian's nginx
 * and the edge of deploy/edge/ in front of all of them.
 */
export interface LiveEdge {
  /** The origin instances; the first records the channel (ROLES with recorder), the others only serve. */
  servers: RunningProcess[];
  edge: NginxEdge;
  /** The edge's nginx master and workers (found by its port), for their CPU; empty when not found. */
  edgePids: number[];
  /** The recorded Public channel: anonymous viewers get tickets for it. */
  channelId: number;
  secret: string;
  stop(): Promise<void>;
}

export const ffmpeg = ffmpegPath(process.env.FFMPEG_PATH);

/** The nginx master whose config listens on `port`, and its workers. */
function nginxPidsOf(port: number): number[] {
  const processes = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .map((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
        return { pid, parent, command };
      } catch {
        return undefined;
      }
    })
    .filter((entry) => entry !== undefined);
  const master = processes.find((entry) => {
    const conf = /nginx: master process .* -c (\S+)/.exec(entry.command)?.[1];
    if (!conf) return false;
    try {
      return fs.readFileSync(conf, 'utf8').includes(`listen 127.0.0.1:${port};`);
    } catch {
      return false;
    }
  });
  if (!master) return [];
  return [master.pid, ...processes.filter((entry) => entry.parent === master.pid).map((entry) => entry.pid)];
}

export { cpuOfProcesses as cpuOf } from './cpu-time.js';

export async function startLiveEdge(
  name: string,
  options: { instances: number; firstPort: number },
): Promise<LiveEdge> {
  const root = path.join(REPO_ROOT, 'bench/.data', name);
  fs.rmSync(root, { recursive: true, force: true });
  const recordingsDir = path.join(root, 'recordings');
  const secret = `${name}-bench-media-link-secret`;
  const databaseUrl = await freshPostgres(`sahra_bench_${name.replace(/\W/g, '_')}`);
  const servers: RunningProcess[] = [];
  const storage = openPostgres(databaseUrl, 2, 1000);
  let broadcaster: DemoBroadcaster | undefined;
  let edge: NginxEdge | undefined;
  const stop = async () => {
    await edge?.stop();
    // the recording instance first: it hands its lease back and ends its ffmpeg
    for (const server of servers) await server.stop();
    await broadcaster?.stop();
    await storage.close();
  };
  try {
    // one after the other: the first migrates and seeds the catalog, the others find it done
    for (let index = 0; index < options.instances; index++) {
      servers.push(
        await startServer(options.firstPort + index, {
          DATABASE_URL: databaseUrl,
          // a data folder each (it is locked by its instance), one recordings folder for all
          DATA_DIR: path.join(root, `instance-${index}`),
          RECORDINGS_DIR: recordingsDir,
          MEDIA_LINK_SECRET: secret,
          MEDIA_GENERATE: 'false',
          GUIDE_DEMO: 'false',
          DEMO_BROADCASTER: 'false',
          ROLES: index === 0 ? 'api,recorder,worker' : 'api,worker',
        }),
      );
    }
    const { channelId } = await publicChannelLink(servers[0]!.url);
    broadcaster = new DemoBroadcaster({ ffmpeg, dir: path.join(root, 'broadcaster') });
    await setChannelSource(storage.db, channelId, await broadcaster.start(), new Date());
    const deadline = Date.now() + 120_000;
    while ((await recordedSegments(storage.db, channelId)).length < 3) {
      if (Date.now() > deadline) throw new Error(`channel ${channelId}: no 3 recorded segments in 120 s`);
      await sleep(500);
    }
    edge = await startNginxEdge({
      origins: servers.map((server) => new URL(server.url).host),
      secret,
    });
    return { servers, edge, edgePids: nginxPidsOf(edge.port), channelId, secret, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One entry of a playlist: a segment, or the init file (`EXT-X-MAP`) it follows, resolved. */
export interface PlaylistFile {
  url: string;
  /** The path alone: the edge's cache key, the same for every viewer. */
  path: string;
  init: boolean;
}

const fileOf = (uri: string, base: string, init: boolean): PlaylistFile => {
  const url = new URL(uri, base);
  return { url: url.toString(), path: url.pathname, init };
};

/**
 * A media playlist's target duration and files in play order, resolved against its URL: each segment,
 * after its init file wherever the init changes.
 */
export function parsePlaylist(text: string, base: string): { targetDuration: number; files: PlaylistFile[] } {
  const playlist = readMediaPlaylist(text);
  const files: PlaylistFile[] = [];
  let init: string | undefined;
  for (const segment of playlist.segments) {
    if (segment.map && segment.map.uri !== init) {
      init = segment.map.uri;
      files.push(fileOf(init, base, true));
    }
    files.push(fileOf(segment.uri, base, false));
  }
  return { targetDuration: playlist.targetDuration, files };
}

/** The first variant of a master playlist (the lightest: the origin lists them lightest first). */
export function firstVariant(master: string, base: string): string {
  const variant = readMasterPlaylist(master).variants[0];
  if (!variant) throw new Error(`no variant in the master playlist:\n${master}`);
  return new URL(variant.uri, base).toString();
}

export const variantsOf = (master: string) => readMasterPlaylist(master).variants.length;

/** POST a JSON body; the envelope's Result, or an Error with the status. */
export async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [AuthHeader.Token]: token } : {}) },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok)
    throw new Error(`${new URL(url).pathname} answered ${answer.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as Envelope<T>).Result as T;
}

/** A ticket for a channel: anonymous without a token, a lease of the signed-in session with one. */
export const ticketFor = (base: string, channelId: number, token?: string) =>
  postJson<TicketResult>(`${base}/session/content`, { Id: channelId, Type: 1 }, token);

const withApiKey = (base: string, callPath: string) =>
  `${base}${callPath}?${API_KEY_PARAMETER}=${DEMO_API_KEY}`;

const runId = String(Date.now()).slice(-7);
let accounts = 0;

/** A new account, registered and signed in: its auth token and how to sign in again (a new session). */
export async function newAccount(base: string): Promise<{ token: string; login(): Promise<string> }> {
  accounts += 1;
  const account = accounts;
  const email = `edge.${runId}.${account}@example.com`;
  const password = 'an edge bench password';
  const register = await fetch(withApiKey(base, '/membership/register/withLogin'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Edge',
      surname: `Viewer ${account}`,
      email,
      mobile: `+7${runId}${String(account).padStart(4, '0')}`,
      password,
      termsAndConditions: true,
      CountryIsoCode: 'NL',
      language: 'en',
    }),
  });
  if (!register.ok) throw new Error(`register answered ${register.status}: ${await register.text()}`);
  const login = async () => {
    const answer = await fetch(withApiKey(base, '/membership/login/email'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, deviceId: `edge-${runId}-${account}`, rememberMe: false }),
    });
    if (!answer.ok) throw new Error(`login answered ${answer.status}: ${await answer.text()}`);
    return answer.headers.get(AuthHeader.Token) ?? '';
  };
  return { token: register.headers.get(AuthHeader.Token) ?? '', login };
}

/** POST /membership/logout: ends the session of `token`. */
export async function logout(base: string, token: string): Promise<number> {
  const answer = await fetch(withApiKey(base, '/membership/logout'), {
    method: 'POST',
    headers: { [AuthHeader.Token]: token },
  });
  await answer.arrayBuffer();
  return answer.status;
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
