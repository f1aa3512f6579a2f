/**
 * Engine processes as process groups: started in a group of their own (`detached`, which on
 * POSIX runs the program in a new session), so that one kill reaches every process the engine
 * started, such as the engine behind a wrapper (`bash -c '...'`) that forks it; and killed, with
 * their groups, when Node exits. Windows has no process groups: there the program alone is
 * started and killed.
 * @module
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

const GROUPS = process.platform !== 'win32';

/** Starts `command` with its standard input and output piped (standard error ignored), leader of its own process group. */
export function spawnGroup(command: string, args: readonly string[], cwd: string | undefined): ChildProcess {
  return spawn(command, [...args], { cwd, stdio: ['pipe', 'pipe', 'ignore'], detached: GROUPS });
}

/**
 * Kills `child` and its process group with SIGKILL. Safe to call when the program has exited:
 * what it left in its group is killed, and a group that is gone is no error.
 */
export function killTree(child: ChildProcess): void {
  if (GROUPS && child.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is gone (ESRCH): nothing left to kill.
    }
  }
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * The engine processes running: killed with their groups when Node exits, so that a program
 * that never quit its engine leaves none behind, and on SIGINT, SIGTERM and SIGHUP when nothing
 * else in the program listens for them (the signal is then raised again, so that Node ends as
 * it would have; a program that handles the signal itself exits later, through `exit`).
 *
 * One registry and one set of listeners a process, kept on `globalThis` under a registered
 * symbol: the package ships ESM and CJS builds, and two copies (or two versions) loaded side by
 * side would each take the other's listener for the program's and leave a signal unanswered.
 * The signal listener goes first (`prependListener`), so that a program's own `once` listener,
 * which Node removes before calling it, is still counted when it runs.
 */
interface Registry {
  readonly running: Set<ChildProcess>;
  readonly onExit: () => void;
  readonly onSignal: (signal: NodeJS.Signals) => void;
}

const REGISTRY = Symbol.for('crownhead.engineProcesses');
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function registry(): Registry {
  const global = globalThis as { [REGISTRY]?: Registry };
  return (global[REGISTRY] ??= makeRegistry());
}

function makeRegistry(): Registry {
  const running = new Set<ChildProcess>();
  const onExit = (): void => {
    // `killTree` of whichever copy made the registry: the same for every version that has one.
    for (const child of running) killTree(child);
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    // Another listener means the program handles the signal: its exit will kill the engines.
    if (process.listeners(signal).some((listener) => listener !== onSignal)) return;
    onExit();
    stopListening(self);
    process.kill(process.pid, signal);
  };
  const self: Registry = { running, onExit, onSignal };
  return self;
}

function stopListening(r: Registry): void {
  process.off('exit', r.onExit);
  for (const signal of SIGNALS) process.off(signal, r.onSignal);
}

/** Kills `child` (and its group) if it is still running when Node exits or is told to stop. */
export function track(child: ChildProcess): void {
  const r = registry();
  if (r.running.size === 0) {
    process.on('exit', r.onExit);
    if (GROUPS) for (const signal of SIGNALS) process.prependListener(signal, r.onSignal);
  }
  r.running.add(child);
}

/** `child` has exited: no longer tracked. */
export function untrack(child: ChildProcess): void {
  const r = registry();
  if (!r.running.delete(child)) return;
  if (r.running.size === 0) stopListening(r);
}
