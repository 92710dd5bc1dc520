// Time and peak memory of work done in this process. The resident set size is sampled by a separate
// thread, so a long synchronous stretch of the main thread cannot hide a peak; it is the whole
// process's (the main thread, every worker thread such as the workbook reader, and PGlite's memory).
// The main thread's V8 heap is sampled on the main thread itself, every few milliseconds, without its
// young generation: that is a fixed size and emptied by every minor collection, so it only adds noise.
// What is left (the old generation and large objects) is where memory that outlives a minor collection
// goes, live or garbage not yet collected by a full collection; Buffers and PGlite's WebAssembly memory
// are outside the V8 heap (they are in the RSS).
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import type { Measured } from './types.ts';

const SAMPLE_MS = 2;
const HEAP_SAMPLE_MS = 5;

const SAMPLER = `
const { workerData, parentPort } = require('node:worker_threads');
const peak = new BigInt64Array(workerData.buffer);
const sample = () => {
  const rss = BigInt(process.memoryUsage.rss());
  if (rss > Atomics.load(peak, 0)) Atomics.store(peak, 0, rss);
};
const timer = setInterval(sample, workerData.intervalMs);
parentPort.once('message', () => { sample(); clearInterval(timer); parentPort.postMessage('stopped'); });
parentPort.postMessage('started');
`;

let collect: (() => void) | undefined;

const YOUNG_SPACES = new Set(['new_space', 'new_large_object_space']);

/** The V8 heap in use outside the young generation. */
function heapUsed(): number {
  let bytes = 0;
  for (const space of getHeapSpaceStatistics()) {
    if (!YOUNG_SPACES.has(space.space_name)) bytes += space.space_used_size;
  }
  return bytes;
}

/** A full garbage collection, so each measurement starts from a settled heap. */
export function collectGarbage(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

export async function measure<T>(work: () => Promise<T>): Promise<Measured<T>> {
  const buffer = new SharedArrayBuffer(8);
  const peak = new BigInt64Array(buffer);
  const sampler = new Worker(SAMPLER, {
    eval: true,
    execArgv: [],
    workerData: { buffer, intervalMs: SAMPLE_MS },
    resourceLimits: { maxOldGenerationSizeMb: 16 },
  });
  await new Promise((resolve) => sampler.once('message', resolve));
  collectGarbage();
  collectGarbage();
  const startRssBytes = process.memoryUsage.rss();
  Atomics.store(peak, 0, BigInt(startRssBytes));
  const startHeapBytes = heapUsed();
  let peakHeapBytes = startHeapBytes;
  const heapSampler = setInterval(() => {
    peakHeapBytes = Math.max(peakHeapBytes, heapUsed());
  }, HEAP_SAMPLE_MS);
  const started = performance.now();
  try {
    const value = await work();
    const ms = performance.now() - started;
    sampler.postMessage('stop');
    await new Promise((resolve) => sampler.once('message', resolve));
    const peakRssBytes = Math.max(Number(Atomics.load(peak, 0)), process.memoryUsage.rss());
    peakHeapBytes = Math.max(peakHeapBytes, heapUsed());
    return { value, ms, startRssBytes, peakRssBytes, startHeapBytes, peakHeapBytes };
  } finally {
    clearInterval(heapSampler);
    await sampler.terminate();
  }
}

/** How often {@link measureLive} collects and looks. */
const LIVE_SAMPLE_MS = 100;

/** The memory JavaScript holds on to: the V8 heap and the ArrayBuffers (Buffers) still reachable. */
function liveBytes(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/**
 * Runs `work` while a full garbage collection runs every 100 ms, each followed by a look at the V8
 * heap and the ArrayBuffers in use: what is left is what the work holds, not garbage waiting for a
 * collection. Answers the most it held above what was held before. The collections slow the work
 * and lower its RSS, so this is a run of its own, apart from {@link measure}'s.
 */
export async function measureLive<T>(work: () => Promise<T>): Promise<{ value: T; liveBytes: number }> {
  collectGarbage();
  const start = liveBytes();
  let peak = start;
  const look = () => {
    collectGarbage();
    peak = Math.max(peak, liveBytes());
  };
  const timer = setInterval(look, LIVE_SAMPLE_MS);
  try {
    const value = await work();
    return { value, liveBytes: peak - start };
  } finally {
    clearInterval(timer);
  }
}
