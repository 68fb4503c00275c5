/**
 * Test helper: a stand-in for the browser's EventSource (jsdom has none) that the test drives: `open()`, `emit()` an
 * event, `fail()` as a refused stream (closed for good, as after a 429) or `drop()` as a lost connection (the browser
 * would reconnect by itself). Every instance made is kept in `FakeEventSource.made`, so a test can count the streams.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readonly withCredentials = false;
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }

  /** The streams made and not closed. */
  static openStreams(): FakeEventSource[] {
    return FakeEventSource.made.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }

  /** The newest stream made. */
  static latest(): FakeEventSource {
    const latest = FakeEventSource.made.at(-1);
    if (!latest) throw new Error('no EventSource was made');
    return latest;
  }

  /** Installs the fake as the global EventSource; returns what puts the previous one back. */
  static install(): () => void {
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'EventSource');
    FakeEventSource.made = [];
    Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource, configurable: true, writable: true });
    return () => {
      if (previous) Object.defineProperty(globalThis, 'EventSource', previous);
      else delete (globalThis as { EventSource?: unknown }).EventSource;
    };
  }

  /** The query parameter `name` of the stream's URL. */
  param(name: string): string | null {
    return new URL(this.url, 'http://localhost').searchParams.get(name);
  }

  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.fire(new Event('open'), this.onopen);
  }

  /** A server event: `type` with `data` as JSON. */
  emit(type: string, data: unknown, lastEventId = ''): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }

  /** The stream refused or ended for good (a 429, 503 or wrong answer): the browser closes it and tries no more. */
  fail(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.fire(new Event('error'), this.onerror);
  }

  /** The connection lost: the browser reconnects by itself (with Last-Event-ID). */
  drop(): void {
    this.readyState = FakeEventSource.CONNECTING;
    this.fire(new Event('error'), this.onerror);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  private fire<E extends Event>(event: E, handler: ((event: E) => void) | null): void {
    handler?.(event);
    this.dispatchEvent(event);
  }
}
