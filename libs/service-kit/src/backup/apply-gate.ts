import type { Db } from '../db';

/**
 * Lets a backup stop a process's consumers from applying events for a moment (docs/operations.md,
 * "Backup and restore"). Every consumer transaction on a database runs through its gate; `hold()`
 * waits until the applies in flight have committed and keeps new ones waiting until `release()`.
 * While every service of a system is held, no service commits a consumed event, so copies taken in
 * that time are one consistent cut across the services' databases (no service holds the effect of
 * an event whose producer's copy lacks it). A hold that is not released ends by itself after
 * `maxHoldMs`, so a backup that dies never stops a service's consumers for longer.
 */
export interface ApplyGate {
  /** Runs one consumer transaction, after a hold is released if one is on. */
  run<T>(apply: () => Promise<T>): Promise<T>;
  /** Stops new applies and resolves once those in flight are done. */
  hold(maxHoldMs: number): Promise<void>;
  release(): void;
  readonly held: boolean;
}

export function createApplyGate(): ApplyGate {
  let inFlight = 0;
  let reopened: Promise<void> | null = null;
  let reopen: () => void = () => undefined;
  let drained: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;

  const gate: ApplyGate = {
    get held() {
      return reopened !== null;
    },
    async run(apply) {
      while (reopened) await reopened;
      inFlight += 1;
      try {
        return await apply();
      } finally {
        inFlight -= 1;
        if (inFlight === 0) drained?.();
      }
    },
    async hold(maxHoldMs) {
      if (!reopened) reopened = new Promise<void>((resolve) => (reopen = resolve));
      clearTimeout(timer);
      timer = setTimeout(() => gate.release(), maxHoldMs);
      timer.unref();
      if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
      drained = null;
    },
    release() {
      clearTimeout(timer);
      const wasHeld = reopened;
      reopened = null;
      if (wasHeld) reopen();
    },
  };
  return gate;
}

const gates = new WeakMap<Db, ApplyGate>();

/** The gate of the consumers on one database (every consumer of a service shares its database). */
export function applyGateOf(db: Db): ApplyGate {
  let gate = gates.get(db);
  if (!gate) gates.set(db, (gate = createApplyGate()));
  return gate;
}
