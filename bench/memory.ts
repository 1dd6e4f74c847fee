// Samples the servers' resident memory from /proc, so the bench can report a peak per row and a soak's trend.
import { readFileSync, writeFileSync } from 'node:fs';

export interface MemorySample {
  /** Milliseconds since the sampler started. */
  at: number;
  rssMb: number;
}

function readKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : 0;
  } catch {
    // The process has exited (or this is not Linux): no reading rather than a crashed bench.
    return 0;
  }
}

/**
 * With several server processes a reading is the largest of them: the memory target is per process.
 */
export class MemorySampler {
  readonly samples: MemorySample[] = [];
  private readonly started = Date.now();
  private windowPeakKb = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly pids: number[];

  constructor(pids: number | number[], intervalMs = 200) {
    this.pids = typeof pids === 'number' ? [pids] : pids;
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  private largest(field: 'VmRSS' | 'VmHWM'): number {
    return Math.max(0, ...this.pids.map((pid) => readKb(pid, field)));
  }

  private sample(): void {
    const kb = this.largest('VmRSS');
    if (kb === 0) return;
    this.windowPeakKb = Math.max(this.windowPeakKb, kb);
    this.samples.push({ at: Date.now() - this.started, rssMb: kb / 1024 });
  }

  /** Starts a new window: the kernel's high-water mark is reset too, so short spikes between samples still count. */
  startWindow(): void {
    for (const pid of this.pids) {
      try {
        // Writing 5 to clear_refs resets VmHWM (Linux 4.0+); without the right it is sampling only.
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
      } catch {
        // Sampling alone is still a fair lower bound of the peak.
      }
    }
    this.windowPeakKb = this.largest('VmRSS');
  }

  /** The peak resident memory since startWindow(), in MB. */
  windowPeakMb(): number {
    this.sample();
    return Math.max(this.windowPeakKb, this.largest('VmHWM')) / 1024;
  }

  /** The peak of the samples taken between two moments (ms since start), in MB. */
  peakBetween(fromMs: number, toMs: number): number {
    return this.samples
      .filter((s) => s.at >= fromMs && s.at < toMs)
      .reduce((max, s) => Math.max(max, s.rssMb), 0);
  }

  /** The resident memory now (the largest process's), in MB. */
  currentMb(): number {
    return this.largest('VmRSS') / 1024;
  }

  elapsedMs(): number {
    return Date.now() - this.started;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
