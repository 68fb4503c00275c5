import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderRemote } from '@classhub/remote-testing';
import { BannerCarousel, SLIDE_INTERVAL_MS } from './banner-carousel';

const CAPTIONS = ['Start from Play', 'Know about Earth', 'Classes Time', 'Lab Room Testing', 'Class Room and Reading'];

/** The caption of the slide on show (the others are hidden from assistive tech). */
function activeCaption(): string | undefined {
  return screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label')?.replace(/^\d of 5: /, ''))[0];
}

function tick(ms = SLIDE_INTERVAL_MS) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('BannerCarousel', () => {
  it('has five captioned slides in the spec order, the first on show', () => {
    renderRemote(<BannerCarousel />);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      CAPTIONS.map((caption, i) => `${i + 1} of 5: ${caption}`),
    );
    CAPTIONS.forEach((caption, i) => expect(within(slides[i] as HTMLElement).getByText(caption)).toBeInTheDocument());
    slides.forEach((slide) => expect(within(slide).getByRole('img', { hidden: true })).toHaveAttribute('alt'));
    expect(activeCaption()).toBe('Start from Play');
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('plays by itself and wraps around after the last slide', () => {
    renderRemote(<BannerCarousel />);
    tick(SLIDE_INTERVAL_MS - 1);
    expect(activeCaption()).toBe('Start from Play');
    tick(1);
    expect(activeCaption()).toBe('Know about Earth');
    tick();
    tick();
    tick();
    expect(activeCaption()).toBe('Class Room and Reading');
    tick();
    expect(activeCaption()).toBe('Start from Play');
  });

  it('stops while the pointer is over it and goes on when it leaves', () => {
    renderRemote(<BannerCarousel />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    tick(SLIDE_INTERVAL_MS * 3);
    expect(activeCaption()).toBe('Start from Play');
    fireEvent.mouseLeave(region);
    tick();
    expect(activeCaption()).toBe('Know about Earth');
  });

  it('stops while keyboard focus is inside', () => {
    renderRemote(<BannerCarousel />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    expect(activeCaption()).toBe('Start from Play');
    tick(SLIDE_INTERVAL_MS * 3);
    expect(activeCaption()).toBe('Start from Play');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    tick();
    expect(activeCaption()).toBe('Know about Earth');
  });

  it('moves with Previous, Next and the slide buttons', () => {
    renderRemote(<BannerCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeCaption()).toBe('Know about Earth');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeCaption()).toBe('Class Room and Reading');
    const third = screen.getByRole('button', { name: 'Show slide 3: Classes Time' });
    fireEvent.click(third);
    expect(activeCaption()).toBe('Classes Time');
    expect(third).toHaveAttribute('aria-current', 'true');
  });

  it('pauses and plays again with the Pause/Play button', () => {
    renderRemote(<BannerCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    tick(SLIDE_INTERVAL_MS * 2);
    expect(activeCaption()).toBe('Start from Play');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    tick();
    expect(activeCaption()).toBe('Know about Earth');
  });

  it('starts paused when the system asks for reduced motion, and can still be played', () => {
    mockReducedMotion(true);
    renderRemote(<BannerCarousel />);
    tick(SLIDE_INTERVAL_MS * 2);
    expect(activeCaption()).toBe('Start from Play');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    tick();
    expect(activeCaption()).toBe('Know about Earth');
  });

  it('plays when motion is fine', () => {
    mockReducedMotion(false);
    renderRemote(<BannerCarousel />);
    tick();
    expect(activeCaption()).toBe('Know about Earth');
  });
});
