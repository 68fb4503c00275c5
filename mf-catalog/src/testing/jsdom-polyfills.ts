// Browser APIs that react-medium-image-zoom (the home gallery) calls and jsdom lacks. Test setup only.

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
}

// jsdom never loads images, so decoding "succeeds" at once, as it would for an already loaded picture.
if (typeof HTMLImageElement.prototype.decode !== 'function') {
  HTMLImageElement.prototype.decode = () => Promise.resolve();
}

// jsdom has <dialog> but not its modal methods; `open` is all the zoom reads back.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// jsdom only sets `currentSrc` when it really loads images (never, here); the chosen source is then simply `src`.
const currentSrc = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'currentSrc');
Object.defineProperty(HTMLImageElement.prototype, 'currentSrc', {
  configurable: true,
  get(this: HTMLImageElement) {
    return (currentSrc?.get?.call(this) as string | undefined) || this.src;
  },
});

// A loaded picture has a size; jsdom reports 0 × 0, which makes the zoom compute NaN dimensions.
for (const [name, size] of [
  ['naturalWidth', 800],
  ['naturalHeight', 600],
] as const) {
  Object.defineProperty(HTMLImageElement.prototype, name, { configurable: true, get: () => size });
}

// jsdom lays nothing out (every box is 0 × 0); give pictures a box so the zoom's geometry stays finite.
HTMLImageElement.prototype.getBoundingClientRect = function getBoundingClientRect() {
  return DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 300 });
};
