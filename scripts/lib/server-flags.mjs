// The Node flags the server runs with (`npm start`), and the benchmark too, so that what it measures
// is the server's process. Why each one: docs/decisions.md ("The server's young generation").
//
// --max-semi-space-size=16: V8 on Node 24 lets the main thread's young generation grow to two 64 MB
// semi-spaces under a high allocation rate (an import's rows, module loading), and keeps the pages;
// 16 MB semi-spaces keep it at 32 MB at the same speed (docs/performance.md, "The .xlsx reader on
// yauzl": the import benchmark's peak RSS 366-415 MB with it, 477-588 MB before).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];
