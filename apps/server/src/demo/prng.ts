/** Small, fast, seedable pseudo-random numbers: the demo data must not depend on Math.random. */

/** mulberry32: 32-bit state, good enough for demo data and very fast. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A seed for one named stream, so adding draws to one part of the data leaves the others as they were. */
export function deriveSeed(seed: number, label: string): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

export class Rng {
  readonly #next: () => number;

  constructor(seed: number) {
    this.#next = mulberry32(seed);
  }

  /** A new independent stream derived from a root seed and a label. */
  static stream(seed: number, label: string): Rng {
    return new Rng(deriveSeed(seed, label));
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.#next();
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.#next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.#next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.#next() * items.length)] as T;
  }

  /** Index into a list of non-negative weights. */
  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let target = this.#next() * total;
    for (let i = 0; i < weights.length; i++) {
      target -= weights[i] as number;
      if (target < 0) return i;
    }
    return weights.length - 1;
  }

  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    return items[this.weightedIndex(items.map(weight))] as T;
  }

  /** Skewed towards the start of the list: a few items get most of the picks (clients, agents). */
  skewed<T>(items: readonly T[], power = 2.2): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.#next() ** power * items.length)] as T;
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.#next();
    const v = this.#next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal around a median; sigma is the spread of the logarithm. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** Fisher-Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.#next() * (i + 1));
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  /** A version-4 shaped UUID from this stream, so ids in URLs are the same on every reset. */
  uuid(): string {
    const word = () => (Math.floor(this.#next() * 0x1_0000_0000) >>> 0).toString(16).padStart(8, '0');
    const a = word();
    const b = word();
    const c = word();
    const d = word();
    const variant = ((parseInt(c.slice(0, 1), 16) & 0x3) | 0x8).toString(16);
    return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
  }
}

/** Items with fixed weights, picked in O(log n) (built once, picked many times). */
export class WeightedList<T> {
  readonly items: readonly T[];
  readonly #cumulative: number[];
  readonly #total: number;

  constructor(items: readonly T[], weight: (item: T) => number) {
    this.items = items;
    this.#cumulative = [];
    let total = 0;
    for (const item of items) {
      total += Math.max(0, weight(item));
      this.#cumulative.push(total);
    }
    this.#total = total;
  }

  get size(): number {
    return this.#total > 0 ? this.items.length : 0;
  }

  pick(rng: Rng): T {
    if (this.size === 0) throw new Error('pick from an empty list');
    const target = rng.next() * this.#total;
    let lo = 0;
    let hi = this.#cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.#cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}
