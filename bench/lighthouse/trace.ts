/**
 * Where Lighthouse's Total Blocking Time goes, read from Lighthouse's own trace: one page in one language,
 * measured as bench:lighthouse measures it (mobile defaults, 4× CPU slowdown simulated, or CPU_SLOWDOWN),
 * with V8's CPU profiler added to the trace. Lighthouse charges each main-thread task it observed at the
 * slowdown times its length, so at 4× every task over 12.5 ms after the first paint adds to TBT. For each task over MIN_MS this
 * prints when it ran, how long, and where its time went (by function, and by the app's own code that led
 * there), named through the build's source maps. Asserts nothing.
 *
 *   npm run bench:lighthouse-trace -w @sahra/bench -- /ondemand/movies ar
 *   MIN_MS=8 LIGHTHOUSE_PORT=8293 npm run bench:lighthouse-trace -w @sahra/bench -- / en
 *   PROFILE=false npm run bench:lighthouse-trace -w @sahra/bench -- / ar
 *   CPU_SLOWDOWN=calibrated MIN_MS=6 npm run bench:lighthouse-trace -w @sahra/bench -- / ar
 *   FRESH=true PROFILE=false npm run bench:lighthouse-trace -w @sahra/bench -- /catchup/videos ar
 *   TRACE_FILE=bench/results/trace-en-_.json MIN_MS=8 npm run bench:lighthouse-trace -w @sahra/bench -- / en
 */
import fs from 'node:fs';
import path from 'node:path';
import { isPageLanguage, type PageLanguage } from '@sahra/contracts';
import lighthouse from 'lighthouse';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { REPO_ROOT } from '../lib/processes.js';
import { webBuild } from '../lib/web-build.js';
import { cpuSlowdownFor, launchChrome, RESULTS_DIR, startBenchServer, warmUp } from './setup.js';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8293);
const MIN_MS = Number(process.env.MIN_MS ?? 12);
const PROFILING = process.env.PROFILE !== 'false';
/** FRESH=true: the page in a browser started for it alone, as bench:lighthouse's fresh rows. */
const FRESH = process.env.FRESH === 'true';
const DATA_DIR = path.join(REPO_ROOT, 'bench', '.data', 'lighthouse-trace');
const [page = '/', asked = 'en'] = process.argv.slice(2);
if (!page.startsWith('/') || !isPageLanguage(asked)) {
  console.error('usage: bench:lighthouse-trace -- <path> <en|ar>');
  process.exit(2);
}
const language: PageLanguage = asked;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: ProfileData & TaskData };
}
/** What Chrome's trace says a piece of a task was: a script, a timer, a callback, a fetch's answer. */
interface TaskData {
  url?: string;
  functionName?: string;
  type?: string;
}
interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}
interface ProfileData {
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** The renderer's main thread that worked the most: the page's, not an uncounted one's or a worker's. */
function mainThread(events: TraceEvent[]) {
  const rendererMains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && rendererMains.has(thread))
      busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const [thread] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!thread) throw new Error('the trace has no renderer main thread');
  return thread;
}

/** The CPU profile's samples on one thread: when each was taken and which call stack it caught. */
function samplesOf(events: TraceEvent[], thread: string) {
  const onThread = events.filter((event) => `${event.pid}:${event.tid}` === thread);
  const profile = onThread.find((event) => event.name === 'Profile');
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  if (!profile?.args?.data?.startTime) return { nodes, samples };
  let ts = profile.args.data.startTime;
  // profile ids are per process: another renderer's profile can have the same one
  const chunks = events.filter(
    (event) => event.name === 'ProfileChunk' && event.id === profile.id && event.pid === profile.pid,
  );
  for (const { args } of chunks) {
    for (const node of args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = args?.data?.timeDeltas ?? [];
    (args?.data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, node });
    });
  }
  return { nodes, samples };
}

/** Names a call frame by the source it was built from, through the source map beside its script. */
function sourceNamer(distDir: string) {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerFor = (url: string) => {
    if (!consumers.has(url)) {
      const file = path.join(distDir, new URL(url).pathname);
      const map = fs.existsSync(`${file}.map`)
        ? new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as RawSourceMap)
        : null;
      consumers.set(url, map);
    }
    return consumers.get(url);
  };
  return (frame: CallFrame) => {
    if (!frame.url?.startsWith('http'))
      return { label: frame.functionName || `(${frame.url || 'native'})`, app: false };
    const position = consumerFor(frame.url)?.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    if (!position?.source)
      return { label: `${frame.functionName} ${frame.url}:${frame.lineNumber}`, app: false };
    const source = position.source.replace(/^.*node_modules\//, '').replace(/^.*\/apps\/web\/src\//, '');
    const app = !position.source.includes('node_modules/');
    return {
      label: `${frame.functionName || position.name || '(anonymous)'} ${source}:${position.line}`,
      app,
    };
  };
}

const top = (counts: Map<string, number>, interval: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([label, count]) => `      ${(count * interval).toFixed(1).padStart(5)} ms  ${label}`)
    .join('\n');

/** The trace's own events inside a task (scripts run, timers fired, style and layout) over 1 ms. */
function partsOf(events: TraceEvent[], thread: string, task: TraceEvent) {
  const end = task.ts + (task.dur ?? 0);
  return events
    .filter(
      (event) =>
        event !== task &&
        event.ph === 'X' &&
        `${event.pid}:${event.tid}` === thread &&
        event.ts >= task.ts &&
        event.ts < end &&
        (event.dur ?? 0) >= 1000 &&
        !event.name.startsWith('V8.') &&
        event.name !== 'ProfileCall',
    )
    .map((event) => {
      const data = event.args?.data;
      const what = [data?.type, data?.functionName, data?.url?.replace(/^https?:\/\/[^/]+/, '')]
        .filter(Boolean)
        .join(' ');
      const depth = '  '.repeat(Math.min(4, Math.round((event.ts - task.ts) / 1e9)));
      return `      ${depth}${((event.dur ?? 0) / 1000).toFixed(1).padStart(5)} ms  ${event.name} ${what}`;
    })
    .slice(0, 12)
    .join('\n');
}

function report(events: TraceEvent[], distDir: string) {
  const thread = mainThread(events);
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && `${event.pid}:${event.tid}` === thread,
  );
  const start = fcp?.ts ?? 0;
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      `${event.pid}:${event.tid}` === thread &&
      event.ts >= start &&
      (event.dur ?? 0) >= MIN_MS * 1000,
  );
  const { nodes, samples } = samplesOf(events, thread);
  const name = sourceNamer(distDir);
  const named = new Map<number, ReturnType<typeof name>>();
  const nameOf = (id: number) => {
    if (!named.has(id)) named.set(id, name(nodes.get(id)!.callFrame));
    return named.get(id)!;
  };
  /** The deepest frame of a stack that is the app's own code (or the leaf, if none is). */
  const appFrameOf = (leaf: number) => {
    for (let id: number | undefined = leaf; id !== undefined; id = nodes.get(id)?.parent)
      if (nameOf(id).app) return nameOf(id).label;
    return nameOf(leaf).label;
  };
  const interval =
    samples.length > 1 ? (samples.at(-1)!.ts - samples[0]!.ts) / (samples.length - 1) / 1000 : 0;
  console.log(
    `main thread ${thread}; first contentful paint at ${fcp ? 'trace start +' + ((start - events[0]!.ts) / 1000).toFixed(0) + ' ms' : 'not found'}`,
  );
  console.log(
    `${tasks.length} tasks of ${MIN_MS} ms or more after it (sample interval ${interval.toFixed(2)} ms):`,
  );
  for (const task of tasks) {
    const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + (task.dur ?? 0));
    const self = new Map<string, number>();
    const app = new Map<string, number>();
    for (const { node } of within) {
      const leaf = nameOf(node).label;
      self.set(leaf, (self.get(leaf) ?? 0) + 1);
      const appFrame = appFrameOf(node);
      app.set(appFrame, (app.get(appFrame) ?? 0) + 1);
    }
    const ms = (task.dur ?? 0) / 1000;
    console.log(
      `\n  +${((task.ts - start) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms observed, ${(ms * cpuSlowdown).toFixed(0)} ms at ${cpuSlowdown}×`,
    );
    console.log(`    made of:\n${partsOf(events, thread, task)}`);
    if (within.length === 0) continue;
    console.log(`    by function:\n${top(self, interval)}`);
    console.log(`    by the app's code that led there:\n${top(app, interval)}`);
  }
}

/** Lighthouse's default, or as CPU_SLOWDOWN sets it once the uncounted run has measured the host. */
let cpuSlowdown = 4;

async function traceOnce(distDir: string): Promise<TraceEvent[]> {
  const server = await startBenchServer(PORT, path.join(DATA_DIR, 'data'), distDir);
  let chrome = await launchChrome();
  try {
    await warmUp(server.url, page, language);
    const flags = {
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
    };
    // uncounted, as in bench:lighthouse: the browser's own start is not the page's
    const uncounted = await lighthouse(`${server.url}/devices`, { ...flags, port: chrome.port });
    cpuSlowdown = cpuSlowdownFor(uncounted?.lhr.environment.benchmarkIndex ?? 0);
    if (FRESH) {
      chrome.kill();
      chrome = await launchChrome();
    }
    const result = await lighthouse(`${server.url}${page}`, {
      ...flags,
      port: chrome.port,
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      extraHeaders: { 'Accept-Language': language },
      // PROFILE=false: the tasks as they are without the profiler's own cost, unattributed
      ...(PROFILING ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { lhr, artifacts } = result;
    console.log(
      `${page} (${language}): performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
        `TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms at ${cpuSlowdown}× CPU slowdown ` +
        `(benchmark index ${Math.round(lhr.environment.benchmarkIndex)})${PROFILING ? ' (the profiler slows the page too)' : ''}`,
    );
    return artifacts.Trace.traceEvents as unknown as TraceEvent[];
  } finally {
    chrome.kill();
    await server.stop();
  }
}

// TRACE_FILE=<a trace this wrote before>: read again (MIN_MS changed, say) without measuring again
const traceFile = process.env.TRACE_FILE && path.resolve(process.env.INIT_CWD ?? '.', process.env.TRACE_FILE);
const distDir = traceFile
  ? path.join(DATA_DIR, 'web')
  : webBuild(path.join(DATA_DIR, 'web'), { sourcemap: true });
let events: TraceEvent[];
if (traceFile) {
  events = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as TraceEvent[];
} else {
  events = await traceOnce(distDir);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `trace-${language}-${page.replaceAll(/\W+/g, '_')}.json`);
  fs.writeFileSync(file, JSON.stringify(events));
  console.log(`trace kept in ${path.relative(REPO_ROOT, file)}`);
}
report(events, distDir);
