// Issue 17 #10: "eight parallel /files/export by one user took 80–90 s each and slowed every other
// call to a second for the whole time". Eight clients of the demo Super User ask for the whole order
// list as CSV (every demo file) again and again, each reading its file as it arrives; at most
// EXPORTS_PER_USER (2) of them run, the others are answered 429 at once and ask again after a pause.
// Meanwhile the session check every screen makes first (GET /api/users/roles/live) is timed one call
// at a time, and compared with the same call timed alone just before: the exports may not slow it
// past MAX_P95_MS at the p95. When the timing ends, the running downloads are aborted by their
// clients (the slots come back: the check after it gets 200 and not 429).
import type { LatencyCase } from '../types.ts';

const SMALL = '/api/users/roles/live';
const EXPORT = '/api/files/export?format=csv';
const CLIENTS = 8;
/** The session check's p95 while the exports run. */
const MAX_P95_MS = 100;
/** How long a refused client waits before asking again (the 429's Retry-After is longer; this presses). */
const RETRY_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default {
  kind: 'latency',
  name: 'exports at once',
  description:
    `${CLIENTS} clients of one user downloading ${EXPORT} again and again (at most EXPORTS_PER_USER run, ` +
    `the rest get 429) while ${SMALL} is timed; alone beside it`,
  run: async (context) => {
    const alone = await context.time(() => context.get(SMALL));
    const token = await context.token();
    const headers = { authorization: `Bearer ${token}` };
    const stop = new AbortController();
    const counts = { ok: 0, busy: 0, other: 0, aborted: 0, bytes: 0 };
    const client = async () => {
      while (!stop.signal.aborted) {
        try {
          const response = await fetch(`${context.origin}${EXPORT}`, { headers, signal: stop.signal });
          if (response.status === 429) {
            counts.busy += 1;
            await response.arrayBuffer();
            await sleep(RETRY_MS);
            continue;
          }
          if (!response.ok || !response.body) {
            counts.other += 1;
            await response.arrayBuffer();
            continue;
          }
          for await (const chunk of response.body) counts.bytes += chunk.byteLength;
          counts.ok += 1;
        } catch {
          counts.aborted += 1;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    context.note(`exports at once: ${CLIENTS} clients downloading, ${SMALL} timed meanwhile…`);
    await sleep(1000);
    const during = await context.time(() => context.get(SMALL));
    stop.abort();
    await Promise.all(clients);
    // The aborted downloads gave their slots back: an export answers again (its headers, then aborted).
    let after = 429;
    for (let attempt = 0; attempt < 20 && after === 429; attempt += 1) {
      const probe = new AbortController();
      const response = await fetch(`${context.origin}${EXPORT}`, { headers, signal: probe.signal });
      after = response.status;
      probe.abort();
      if (after === 429) await sleep(RETRY_MS);
    }
    if (after !== 200) throw new Error(`after the clients went away, ${EXPORT} answered ${after}`);
    return {
      rows: [
        { name: `${SMALL} alone`, ...alone },
        {
          name: `${SMALL} during ${CLIENTS} exports`,
          ...during,
          maxP95Ms: MAX_P95_MS,
        },
      ],
      notes: [
        `exports at once: ${counts.ok} whole downloads (${(counts.bytes / 1024 / 1024).toFixed(1)} MB), ` +
          `${counts.busy} answered 429, ${counts.aborted} aborted by their clients at the end, ${counts.other} other`,
      ],
    };
  },
} satisfies LatencyCase;
