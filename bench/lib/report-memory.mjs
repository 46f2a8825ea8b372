// Preloaded into a server a benchmark starts with an IPC channel: answers each 'memory' message with the
// process's memory, measured after a full collection when node runs with --expose-gc, so that a
// growing figure means memory kept, not garbage not yet collected.
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
// the IPC channel must not keep a server alive that was asked to stop
process.channel?.unref();
