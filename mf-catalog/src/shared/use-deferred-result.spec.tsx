import { act, render } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { useDeferredResult } from './use-deferred-result';

/** A minimal external store, read the way react-redux reads the shell's store. */
function createStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: string) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

describe('useDeferredResult', () => {
  it('renders a store update first with the previous result, then with the new one in a later pass', () => {
    const store = createStore('loading');
    const rendered: string[] = [];
    function List() {
      const result = useDeferredResult(useSyncExternalStore(store.subscribe, store.get));
      rendered.push(result);
      return <p>{result}</p>;
    }
    const { container } = render(<List />);
    rendered.length = 0;

    act(() => store.set('six classes'));

    // The urgent pass keeps what was on screen; the list itself is rendered by the deferred pass.
    expect(rendered).toEqual(['loading', 'six classes']);
    expect(container.textContent).toBe('six classes');
  });
});
