// The pages kept in memory: least recently used first out (lru-cache), bounded by count and by bytes; a page
// also expires at its own time (the cache's TTL, never past midnight).
import { LRUCache } from "lru-cache";
import type { CachedPage } from "./shared-page";

export class PageStore {
  private readonly pages: LRUCache<string, CachedPage>;
  /** Moves on with every clear, so a render that began before a clear is not stored after it. */
  generation = 0;

  constructor(limits: { maxEntries: number; maxBytes: number }) {
    this.pages = new LRUCache({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (page) => page.bytes,
    });
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.pages.calculatedSize;
  }

  get(key: string, now: number): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page && page.expiresAt <= now) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  /** Whether a page that has not expired is kept under `key` (without counting as a use). */
  has(key: string, now: number): boolean {
    const page = this.pages.peek(key);
    return page !== undefined && page.expiresAt > now;
  }

  /** Keeps `page`, dropping the least recently used beyond the limits; a page larger than all of them is not kept. */
  set(key: string, page: CachedPage): void {
    if (page.bytes > this.pages.maxSize) return;
    this.pages.set(key, page);
  }

  clear(): void {
    this.pages.clear();
    this.generation += 1;
  }
}
