// A bound on a wait: the promise's own outcome if it settles within `ms`, else a rejection with `message`.
// The work itself is not cancelled (a promise cannot be); the caller only stops waiting for it.

export class WaitTimedOut extends Error {
  constructor(
    message: string,
    readonly ms: number,
  ) {
    super(`${message} within ${ms} ms`);
    this.name = "WaitTimedOut";
  }
}

export function withinMs<T>(work: PromiseLike<T>, ms: number, message = "no answer"): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WaitTimedOut(message, ms)), ms);
  });
  return Promise.race([Promise.resolve(work), timeout]).finally(() => clearTimeout(timer));
}
