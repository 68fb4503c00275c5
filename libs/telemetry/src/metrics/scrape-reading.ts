/**
 * `read`, shared by the gauges of one scrape: calls while a reading is under way get that reading, the next call
 * after it ends starts a new one. prom-client collects every metric of a scrape at once, so one query (or one HTTP
 * call) serves all the gauges it feeds, and each scrape still sees fresh figures.
 */
export function scrapeReading<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  return () => {
    current ??= read().finally(() => {
      current = undefined;
    });
    return current;
  };
}
