// CPU time of processes on this machine, from Linux's /proc (undefined elsewhere): what a request costs a server,
// apart from the time it waits.
import { readdirSync, readFileSync } from 'node:fs';

/** utime + stime of one /proc/<pid>/stat, in ms (fields 14 and 15, 11 and 12 after the command, in ticks of 10 ms). */
function statCpuMs(stat) {
  const fields = stat.replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time (user + system, all its threads) a process has used so far, in ms. */
export function processCpuMs(pid) {
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every running process: pid → { ppid, comm, cpuMs }. */
function processTable() {
  const table = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.replace(/^.*\) /, '').split(' ');
      table.set(Number(pid), { ppid: Number(fields[1]), comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), cpuMs: statCpuMs(stat) });
    } catch {
      // it ended while the table was read
    }
  }
  return table;
}

/**
 * CPU time of each named process together with its running descendants (a worker or helper it spawned), in ms:
 * `{ [name]: ms }`. A child that has already exited is not counted (its time is gone with it).
 */
export function treeCpuMs(processes) {
  let table;
  try {
    table = processTable();
  } catch {
    return {};
  }
  const children = new Map();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const sum = (pid) => (table.get(pid)?.cpuMs ?? 0) + (children.get(pid) ?? []).reduce((n, child) => n + sum(child), 0);
  return Object.fromEntries(processes.filter((p) => table.has(p.pid)).map((p) => [p.name, sum(p.pid)]));
}

/** CPU time the MariaDB/MySQL server has used so far, in ms, when it runs on this machine (else undefined). */
export function databaseCpuMs(databaseUrl) {
  if (!['127.0.0.1', 'localhost', '::1'].includes(new URL(databaseUrl).hostname)) return undefined;
  try {
    for (const [pid, { comm }] of processTable()) if (comm === 'mariadbd' || comm === 'mysqld') return processCpuMs(pid);
  } catch {
    // no /proc
  }
  return undefined;
}
