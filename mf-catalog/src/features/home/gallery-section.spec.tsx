// The zoom's close gestures run through react-medium-image-zoom's own listeners, with jsdom polyfills for
// ResizeObserver, image decode and <dialog> (src/testing/jsdom-polyfills.ts).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@classhub/remote-testing';
import { ScriptedIntersectionObserver } from '../../testing/scripted-intersection-observer';
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
    const section = screen.getByRole('region', { name: 'Gallery' });
    const list = within(section).getByRole('list', { name: 'Gallery' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(await within(list).findAllByRole('button', { name: /^Zoom in/ })).toHaveLength(6);
    expect(within(list).getAllByRole('img')).toHaveLength(6);
    expect(within(list).getByRole('img', { name: FIRST })).toHaveAttribute('src');
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

describe('GallerySection before it nears the viewport', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = ScriptedIntersectionObserver.install();
  });
  afterEach(() => uninstall());

  it('holds a named place per picture and fetches the pictures and the zoom only when the section comes near', async () => {
    renderRemote(<GallerySection />);
    // Long enough for a fetch started at once to have finished.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const list = screen.getByRole('list', { name: 'Gallery' });
    expect(within(list).getByRole('img', { name: FIRST })).not.toHaveAttribute('src');
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();

    act(() => ScriptedIntersectionObserver.scrollNear());
    expect(await within(list).findByRole('button', { name: `Zoom in: ${FIRST}` })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: FIRST })).toHaveAttribute('src');
  });
});

describe('GallerySection when the zoom cannot be fetched', () => {
  let failures = 0;
  beforeEach(() => {
    failures = 1;
    jest.doMock('./zoomable-image', () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('Loading chunk gallery-zoom failed');
      }
      return jest.requireActual('./zoomable-image');
    });
  });
  afterEach(() => jest.dontMock('./zoomable-image'));

  // React reports the failed fetch the boundary catches on console.error; kept out of the test output.
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('says so and fetches it again on Retry', async () => {
    renderRemote(<GallerySection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The gallery could not be loaded');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: `Zoom in: ${FIRST}` })).toBeInTheDocument();
  });
});
