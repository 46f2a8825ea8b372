/**
 * What accounts cost: one argon2id hash at the server's parameters, login throughput (every login
 * checks a password), and the latency of account details under 50 concurrent signed-in sessions,
 * on the embedded default (PGlite); and whether the time of an answer tells who has an account (a
 * wrong password against an unknown account, a code sent to an account and to nobody: the median gap
 * within alternating pairs, which load slowing both calls of a pair alike does not move; the tests
 * prove the answers are alike, enumeration.test.ts). Prints figures; asserts nothing.
 */
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { API_KEY_PARAMETER, AuthHeader } from '@sahra/contracts';
import autocannon from 'autocannon';
import { PASSWORD_HASH_OPTIONS } from '../apps/server/src/modules/membership/passwords.js';
import { figuresOf, median, type LoadFigures } from './lib/load.js';
import { REPO_ROOT, startServer, type RunningProcess } from './lib/processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const API_KEY = 'membership-bench-api-key';
const PASSWORD = 'a bench password';
/** Logins rotate over this many accounts, so the per-account login limit (10 in 15 min) is never met. */
const ACCOUNTS = 300;
const SESSIONS = 50;
/** Pairs of calls timed for the enumeration figures, each on an account of its own (one try each). */
const PAIRS = 200;
/** The first client address of those pairs, far from the logins' (ACCOUNTS + 1 onwards). */
const ENUMERATION_ADDRESSES = 1 << 20;
const LOGIN_CONNECTIONS = 16;
const run = String(Date.now()).slice(-7);

const emailOf = (n: number) => `bench.${run}.${n}@example.com`;
const mobileOf = (n: number) => `+9${run}${String(n).padStart(4, '0')}`;
/** A client address per request (the server trusts X-Forwarded-For here), so per-address limits stay out of the way. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const withApiKey = (callPath: string) => `${callPath}?${API_KEY_PARAMETER}=${API_KEY}`;

async function registerAccounts(server: RunningProcess): Promise<string[]> {
  const tokens: string[] = [];
  for (let first = 0; first < ACCOUNTS; first += 8) {
    const batch = Array.from({ length: Math.min(8, ACCOUNTS - first) }, (_, offset) => first + offset);
    const answers = await Promise.all(
      batch.map((n) =>
        fetch(server.url + withApiKey('/membership/register/withLogin'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(n) },
          body: JSON.stringify({
            name: 'Bench',
            surname: `User ${n}`,
            email: emailOf(n),
            mobile: mobileOf(n),
            password: PASSWORD,
            termsAndConditions: true,
            CountryIsoCode: 'NL',
            language: 'en',
          }),
        }),
      ),
    );
    for (const answer of answers) {
      if (!answer.ok) throw new Error(`registration answered ${answer.status}: ${await answer.text()}`);
      tokens.push(answer.headers.get(AuthHeader.Token) ?? '');
    }
  }
  return tokens;
}

async function hashMilliseconds(): Promise<number> {
  const timings: number[] = [];
  for (let round = 0; round < 20; round++) {
    const started = performance.now();
    await hash(PASSWORD, PASSWORD_HASH_OPTIONS);
    timings.push(performance.now() - started);
  }
  return median(timings);
}

/** autocannon with a request that changes on every call (who logs in, which session asks). */
async function loadVarying(
  server: RunningProcess,
  connections: number,
  request: autocannon.Request,
): Promise<LoadFigures> {
  return figuresOf(
    await autocannon({ url: server.url, connections, duration: SECONDS, requests: [request] }),
  );
}

/** One call from its own address: the milliseconds until its answer was read, and the answer's status. */
async function timedCall(server: RunningProcess, callPath: string, body: object, from: number) {
  const started = performance.now();
  const answer = await fetch(server.url + withApiKey(callPath), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(from) },
    body: JSON.stringify(body),
  });
  await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.status };
}

/**
 * `PAIRS` pairs of a call about account n and the same call about nobody, alternating which goes first;
 * the median gap (account minus nobody) and each side's median, in ms.
 */
async function enumerationGap(
  server: RunningProcess,
  callPath: string,
  bodyOf: (who: { email: string }) => object,
) {
  const gaps: number[] = [];
  const known: number[] = [];
  const unknown: number[] = [];
  for (let n = 0; n < PAIRS; n++) {
    const account = () =>
      timedCall(server, callPath, bodyOf({ email: emailOf(n) }), ENUMERATION_ADDRESSES + 2 * n);
    const nobody = () =>
      timedCall(
        server,
        callPath,
        bodyOf({ email: `nobody.${run}.${n}@example.com` }),
        ENUMERATION_ADDRESSES + 2 * n + 1,
      );
    let ofAccount: Awaited<ReturnType<typeof account>>;
    let ofNobody: Awaited<ReturnType<typeof nobody>>;
    if (n % 2) {
      ofAccount = await account();
      ofNobody = await nobody();
    } else {
      ofNobody = await nobody();
      ofAccount = await account();
    }
    if (ofAccount.status !== ofNobody.status)
      throw new Error(`${callPath} answered ${ofAccount.status} and ${ofNobody.status}`);
    known.push(ofAccount.ms);
    unknown.push(ofNobody.ms);
    gaps.push(ofAccount.ms - ofNobody.ms);
  }
  return `median gap ${median(gaps).toFixed(2)} ms (account ${median(known).toFixed(1)} ms, nobody ${median(unknown).toFixed(1)} ms)`;
}

const describe = (figures: LoadFigures) =>
  `${figures.rps.toFixed(1)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms; ` +
  `failures ${figures.errors + figures.timeouts + figures.non2xx}`;

const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_OPTIONS;
console.log(
  `\n## Membership (embedded PGlite), argon2id m=${memoryCost} KiB, t=${timeCost}, p=${parallelism}`,
);
console.log(`One password hash in this process: ${(await hashMilliseconds()).toFixed(1)} ms (median of 20)`);

const server = await startServer(18090, {
  DATA_DIR: path.join(REPO_ROOT, 'bench/.data/membership'),
  API_KEY,
  TRUST_PROXY: 'loopback',
  // no demo media made beside the figures: ffmpeg would take the cores they measure
  MEDIA_GENERATE: 'false',
});
try {
  const tokens = await registerAccounts(server);
  // first, while each account has had no try: a wrong password counts toward the account's login limit
  const wrongPassword = await enumerationGap(server, '/membership/login/email', ({ email }) => ({
    email,
    password: 'not the password',
  }));
  console.log(`Wrong password against an account and nobody, ${PAIRS} pairs: ${wrongPassword}`);
  const resetCode = await enumerationGap(server, '/membership/verification/send', ({ email }) => ({
    codeType: 'ResetPassword',
    method: 'Email',
    email,
    language: 'en',
  }));
  console.log(`Reset code sent to an account and to nobody, ${PAIRS} pairs: ${resetCode}`);
  let logins = 0;
  const login = await loadVarying(server, LOGIN_CONNECTIONS, {
    method: 'POST',
    path: withApiKey('/membership/login/email'),
    setupRequest: (request) => {
      logins += 1;
      return {
        ...request,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(ACCOUNTS + logins) },
        body: JSON.stringify({ email: emailOf(logins % ACCOUNTS), password: PASSWORD }),
      };
    },
  });
  console.log(`Login by e-mail, ${LOGIN_CONNECTIONS} connections, ${SECONDS} s: ${describe(login)}`);

  let detailCalls = 0;
  const details = await loadVarying(server, SESSIONS, {
    method: 'GET',
    path: withApiKey('/membership/account/detail'),
    setupRequest: (request) => {
      detailCalls += 1;
      return { ...request, headers: { [AuthHeader.Token]: tokens[detailCalls % SESSIONS] ?? '' } };
    },
  });
  console.log(`Account details, ${SESSIONS} concurrent sessions, ${SECONDS} s: ${describe(details)}`);
} finally {
  await server.stop();
}
