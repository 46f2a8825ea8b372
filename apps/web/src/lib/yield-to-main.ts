interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the task the caller is in and resumes it in a new one, so that what a phone does while the app
 * starts comes in steps the browser can answer a tap between, not one long task. `scheduler.yield`
 * (Chrome) resumes ahead of other queued work; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
