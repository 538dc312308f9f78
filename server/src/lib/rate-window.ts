// A rate measured over a fixed window of whole seconds: a ring of per-second counters. What it
// answers depends only on when the events came, not on who asks or when they last asked.

export class RateWindow {
  /** Count and second (epoch seconds) of each slot; a slot of another second counts as empty. */
  private readonly counts: number[];
  private readonly seconds: number[];

  /** Over the last `windowSeconds` whole seconds (the current, unfinished one is left out). */
  constructor(
    readonly windowSeconds = 10,
    private readonly now: () => number = Date.now,
  ) {
    this.counts = new Array<number>(windowSeconds + 1).fill(0);
    this.seconds = new Array<number>(windowSeconds + 1).fill(-1);
  }

  /** Counts `n` events now. */
  add(n = 1): void {
    const second = Math.floor(this.now() / 1000);
    const slot = second % this.counts.length;
    if (this.seconds[slot] !== second) {
      this.seconds[slot] = second;
      this.counts[slot] = 0;
    }
    this.counts[slot] += n;
  }

  /** Events per second over the window, to two decimals. */
  perSecond(): number {
    const current = Math.floor(this.now() / 1000);
    let sum = 0;
    for (let s = current - this.windowSeconds; s < current; s++) {
      const slot = s % this.counts.length;
      if (this.seconds[slot] === s) sum += this.counts[slot];
    }
    return Math.round((sum / this.windowSeconds) * 100) / 100;
  }
}
