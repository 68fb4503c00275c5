import { useEffect, useState, type FocusEvent } from 'react';
import { ButtonLink } from '@classhub/ui';
import styled from 'styled-components';
import { BANNER_SLIDES } from './banner-slides';
import {
  Caption,
  CaptionText,
  CaptionTitle,
  ControlGroup,
  Controls,
  Dot,
  Region,
  RoundButton,
  Slide,
  Viewport,
} from './banner-carousel.styles';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** How long each slide stays before the next one while the banner plays. */
export const SLIDE_INTERVAL_MS = 6000;

const LightButton = styled(ButtonLink)`
  background: #ffffff;
  color: #4c1d95;
  &:hover {
    background: #f3f0ff;
  }
`;

/**
 * The home banner (docs/product.md#home): five captioned slides that advance by themselves. Following the WAI-ARIA
 * carousel pattern it stops while the pointer or keyboard focus is inside, has a Pause/Play control, and starts paused
 * when the system asks for reduced motion.
 */
export function BannerCarousel() {
  const count = BANNER_SLIDES.length;
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = choice ? choice === 'play' : !reducedMotion;
  const rotating = playing && !hovered && !focused;

  // Keyed on the index, so moving by hand also restarts the wait for the next slide.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  // An explicit Play wins over the pause that focus on this very button (or the pointer over it) would cause.
  const togglePlay = () => {
    if (playing) {
      setChoice('pause');
      return;
    }
    setChoice('play');
    setHovered(false);
    setFocused(false);
  };
  const show = (next: number) => setIndex((next + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Region
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* Announces the slide when it changes by hand, but not every few seconds while playing. */}
      <Viewport aria-live={rotating ? 'off' : 'polite'}>
        {BANNER_SLIDES.map((slide, i) => {
          const active = i === index;
          return (
            <Slide
              key={slide.caption}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${slide.caption}`}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
            >
              <img src={slide.image} alt={slide.alt} />
              <Caption>
                <CaptionTitle>{slide.caption}</CaptionTitle>
                <CaptionText>{slide.text}</CaptionText>
              </Caption>
            </Slide>
          );
        })}
      </Viewport>
      <Controls>
        <LightButton to="/classes">Browse classes</LightButton>
        <ControlGroup>
          <RoundButton aria-label="Previous slide" onClick={() => show(index - 1)}>
            ‹
          </RoundButton>
          {BANNER_SLIDES.map((slide, i) => (
            <Dot
              key={slide.caption}
              aria-label={`Show slide ${i + 1}: ${slide.caption}`}
              aria-current={i === index}
              onClick={() => show(i)}
            />
          ))}
          <RoundButton aria-label="Next slide" onClick={() => show(index + 1)}>
            ›
          </RoundButton>
          <RoundButton aria-label={playing ? 'Pause slideshow' : 'Play slideshow'} onClick={togglePlay}>
            {playing ? 'Pause' : 'Play'}
          </RoundButton>
        </ControlGroup>
      </Controls>
    </Region>
  );
}
