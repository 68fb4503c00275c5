/**
 * An IntersectionObserver a test drives: `scrollNear()` reports every observed element as within the margin.
 * `install()` puts it on globalThis (jsdom has none) and returns the function that takes it away.
 */
export class ScriptedIntersectionObserver {
  static instances: ScriptedIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ScriptedIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  static scrollNear() {
    for (const observer of ScriptedIntersectionObserver.instances) {
      const entries = observer.observed.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
  static install(): () => void {
    ScriptedIntersectionObserver.instances = [];
    Object.assign(globalThis, { IntersectionObserver: ScriptedIntersectionObserver });
    return () => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    };
  }
}
