/**
 * Wraps an asynchronous load (a chunk, a module to start) so it runs once: every call gets the same promise, pending
 * or settled, except after a failure, which is forgotten so that the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
