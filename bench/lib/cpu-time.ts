import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times: 100 on every Linux this runs on (getconf CLK_TCK). */
const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds (user + system) a process has used so far, from /proc/{pid}/stat: what the server
 * itself spends, whatever the load client on the same machine can or cannot send.
 */
export function cpuMilliseconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // fields after the parenthesised command name; utime and stime are fields 14 and 15
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds of several processes so far; a process already gone counts 0. */
export const cpuOfProcesses = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      return sum + cpuMilliseconds(pid);
    } catch {
      return sum;
    }
  }, 0);
