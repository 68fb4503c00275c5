// The CPU time a process has used (user + system, all its threads), read from /proc, and which process listens on a
// port. Linux only; a benchmark measures with it before and after a run to print CPU µs per request.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

function clockTicksPerSecond() {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}
const CLK_TCK = clockTicksPerSecond();

/** µs of CPU `pid` has used so far (utime + stime, fields 14 and 15 of /proc/<pid>/stat, counted in clock ticks). */
export function cpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after it start two characters past its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLK_TCK;
}

/** The pid of the process listening on a loopback TCP `port`, from `ss -ltnp`, or undefined (not ours, no ss). */
export function pidListeningOn(port) {
  try {
    const lines = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const match = /pid=(\d+)/.exec(lines);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}
