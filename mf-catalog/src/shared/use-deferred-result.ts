import { useDeferredValue } from 'react';

/**
 * A query's result as the page should render it: late by a render, so a list arriving renders in slices.
 *
 * Results reach components through the store, and React renders a store update at once, in one task, however many
 * cards it brings (react-redux subscribes with `useSyncExternalStore`, whose updates cannot be time-sliced): on a
 * phone the home page's lists blocked input for 150–200 ms when their data came. Deferred, the urgent render keeps
 * what is on screen and React renders the new result in a background pass that yields to the browser.
 */
export function useDeferredResult<T>(result: T): T {
  return useDeferredValue(result);
}
