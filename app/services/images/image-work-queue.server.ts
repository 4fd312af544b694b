// Decoding and encoding pictures is the heaviest work the server does (a 50-megapixel PNG took 9 s of CPU,
// three at once 1.2 GB of memory, and public pages waited). So pictures are processed a few at a time, each
// with one libvips thread, and a burst beyond what may wait is refused at once (the form says to try again)
// instead of piling up in memory.
import sharp from "sharp";

export interface ImageWorkState {
  running: number;
  waiting: number;
  /** The most ever running at once since the process started (or since `resetPeaks`). */
  peakRunning: number;
  /** The most ever waiting at once, likewise. */
  peakWaiting: number;
  /** Pieces of work started since the process started. */
  started: number;
}

export class ImageWorkBusyError extends Error {
  constructor() {
    super("Too many pictures are being processed right now.");
    this.name = "ImageWorkBusyError";
  }
}

export class ImageWorkQueue {
  private running = 0;
  private peak = 0;
  private peakWaiting = 0;
  private started = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Runs `work` once a slot is free; refuses with ImageWorkBusyError when `maxWaiting` are already waiting. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.queue.length >= this.maxWaiting) throw new ImageWorkBusyError();
      await new Promise<void>((resolve) => {
        this.queue.push(resolve);
        this.peakWaiting = Math.max(this.peakWaiting, this.queue.length);
      });
    } else {
      this.running += 1;
    }
    this.peak = Math.max(this.peak, this.running);
    this.started += 1;
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      // The slot passes straight to the next in line, so `running` never exceeds `concurrency`.
      if (next) next();
      else this.running -= 1;
    }
  }

  state(): ImageWorkState {
    return {
      running: this.running,
      waiting: this.queue.length,
      peakRunning: this.peak,
      peakWaiting: this.peakWaiting,
      started: this.started,
    };
  }

  resetPeaks(): void {
    this.peak = this.running;
    this.peakWaiting = this.queue.length;
  }
}

/** One picture at a time on one libvips thread: the other core stays free for pages. */
export const IMAGE_CONCURRENCY = 1;
/** Uploads that may wait their turn (each holds its file, at most 15 MB, in memory while it waits). */
export const IMAGE_MAX_WAITING = 4;

sharp.concurrency(IMAGE_CONCURRENCY);
// libvips' operation cache would keep decoded pictures around after the upload is answered.
sharp.cache(false);

/** The process's one queue for picture work. */
export const imageWork = new ImageWorkQueue(IMAGE_CONCURRENCY, IMAGE_MAX_WAITING);
