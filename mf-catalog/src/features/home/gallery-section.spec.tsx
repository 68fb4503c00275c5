// The zoom's close gestures run through react-medium-image-zoom's own listeners, with jsdom polyfills for
// ResizeObserver, image decode and <dialog> (src/testing/jsdom-polyfills.ts).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@classhub/remote-testing';
import { GallerySection } from './gallery-section';

const FIRST = 'Painting class: an easel with a landscape and a paint palette';

function overlay(): HTMLElement {
  const found = document.querySelectorAll<HTMLElement>('[data-rmiz-modal-overlay]')[0];
  if (!found) throw new Error('no zoom overlay rendered');
  return found;
}

const isZoomed = () => overlay().getAttribute('data-rmiz-modal-overlay') === 'visible';

async function zoomFirstImage() {
  renderRemote(<GallerySection />);
  const zoomIn = await screen.findByRole('button', { name: `Zoom in: ${FIRST}` });
  await userEvent.click(zoomIn);
  await waitFor(() => expect(isZoomed()).toBe(true));
  // jsdom runs no CSS transition; end it by hand so the zoom reaches its "loaded" state, as a browser would.
  fireEvent.transitionEnd(document.querySelector('[data-rmiz-modal-img]') as HTMLElement);
}

/** A one-finger touch on the window at height `screenY` (jsdom has no Touch constructor). */
function touch(type: 'touchstart' | 'touchmove', screenY: number) {
  const event = new Event(type);
  const point = [{ screenY }];
  Object.defineProperties(event, { touches: { value: point }, changedTouches: { value: point } });
  act(() => {
    window.dispatchEvent(event);
  });
}

afterEach(() => {
  // The zoom keeps its dialog in a portal on <body>; a fresh one per test.
  document.querySelectorAll('[data-rmiz-portal]').forEach((portal) => portal.remove());
});

describe('GallerySection', () => {
  it('titles the section Gallery and shows six images', async () => {
    renderRemote(<GallerySection />);
    // Lets the zoom settle (it decodes its image on mount).
    await act(async () => undefined);
    const section = screen.getByRole('region', { name: 'Gallery' });
    const list = within(section).getByRole('list', { name: 'Gallery' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getAllByRole('img')).toHaveLength(6);
    expect(within(list).getByRole('img', { name: FIRST })).toBeInTheDocument();
  });

  it('zooms an image from its keyboard-reachable Zoom in button', async () => {
    await zoomFirstImage();
    expect(document.querySelector('dialog[data-rmiz-modal]')).toHaveAttribute('open');
  });

  it('closes the zoom on a click on the zoomed image', async () => {
    await zoomFirstImage();
    fireEvent.click(document.querySelector('[data-rmiz-modal-img]') as HTMLElement);
    await waitFor(() => expect(isZoomed()).toBe(false));
  });

  it('closes the zoom on Escape', async () => {
    await zoomFirstImage();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(isZoomed()).toBe(false));
  });

  it('closes the zoom on the mouse wheel', async () => {
    await zoomFirstImage();
    act(() => {
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 40 }));
    });
    await waitFor(() => expect(isZoomed()).toBe(false));
  });

  it('closes the zoom on a swipe of more than 10 px, but not on a 10 px one', async () => {
    await zoomFirstImage();
    touch('touchstart', 300);
    touch('touchmove', 310);
    expect(isZoomed()).toBe(true);
    touch('touchmove', 311);
    await waitFor(() => expect(isZoomed()).toBe(false));
  });
});
