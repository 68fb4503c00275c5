import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '../../app/load-once';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts fetching the validation code (on the form's first focus), so it is there when the form is sent. */
  prefetch: () => void;
}

/**
 * A form resolver whose code (zod and the form's schema, 10 KB gzip) is fetched on first use instead of with the page:
 * a form that checks only on submit renders without it. Should the fetch fail, the form is sent unchecked: the server
 * validates with the same schema and its 400 says what is wrong, in the same words.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  // A failed fetch is asked again by the next submit.
  const loaded = loadOnce(load);
  return {
    resolver: async (values, context, options) => {
      const resolve = await loaded().catch(() => undefined);
      return resolve ? resolve(values, context, options) : { values, errors: {} };
    },
    prefetch: () => {
      loaded().catch(() => undefined);
    },
  };
}
