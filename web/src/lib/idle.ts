/**
 * Runs `task` once the browser has nothing better to do (within `timeout` ms at the latest);
 * returns a cancel function. Safari has no requestIdleCallback: there a short timer stands in.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
