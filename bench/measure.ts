// Time and peak memory of work done in this process. The resident set size is sampled by a separate
// thread, so a long synchronous stretch of the main thread cannot hide a peak; it is the whole
// process's (the main thread, every worker thread such as the workbook reader, and PGlite's memory).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import type { Measured } from './types.ts';

const SAMPLE_MS = 2;

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
  const started = performance.now();
  try {
    const value = await work();
    const ms = performance.now() - started;
    sampler.postMessage('stop');
    await new Promise((resolve) => sampler.once('message', resolve));
    const peakRssBytes = Math.max(Number(Atomics.load(peak, 0)), process.memoryUsage.rss());
    return { value, ms, startRssBytes, peakRssBytes };
  } finally {
    await sampler.terminate();
  }
}
