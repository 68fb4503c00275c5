import styled, { keyframes } from 'styled-components';

export const Region = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  background: #1c1830;
`;

/* Slides share one grid cell, so the banner is as tall as its tallest slide without fixed heights. */
export const Viewport = styled.div`
  display: grid;
`;

export const Slide = styled.div`
  grid-area: 1 / 1;
  position: relative;
  display: flex;
  flex-direction: column;
  opacity: 0;
  visibility: hidden;
  transition:
    opacity 0.7s ease,
    visibility 0s linear 0.7s;

  &[data-active='true'] {
    opacity: 1;
    visibility: visible;
    transition: opacity 0.7s ease;
  }

  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;

    @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
      aspect-ratio: 16 / 7;
    }

    @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
      aspect-ratio: 16 / 9;
    }
  }

  /* The pictures have their subjects low in the frame, so the caption never lies over them: below the picture, and
     beside it where the banner is wide. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: center;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[data-active='true'] {
      transition: none;
    }
  }
`;

/**
 * The caption's lines appear (docs/product.md#home) one after another, this far apart, each time their slide is shown.
 */
export const CAPTION_CASCADE_MS = 1000;

const rise = keyframes`
  from { opacity: 0; transform: translateY(0.75rem); }
  to { opacity: 1; transform: none; }
`;

/* Below the picture, or beside it on wide screens. */
export const Caption = styled.div`
  flex: 1;
  padding: 1.25rem 1.25rem 0.5rem;
  color: #ffffff;

  /* The cascade restarts whenever the slide becomes the shown one; "both" keeps a waiting line hidden until its turn. */
  [data-active='true'] > & > * {
    animation: ${rise} 0.6s ease-out both;
  }
  [data-active='true'] > & > :nth-child(2) {
    animation-delay: ${CAPTION_CASCADE_MS}ms;
  }

  @media (prefers-reduced-motion: reduce) {
    [data-active='true'] > & > * {
      animation: none;
    }
  }

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: 1.5rem 3rem 0.5rem;
  }

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    padding: 2rem 2.5rem;
  }
`;

export const CaptionTitle = styled.p`
  font-size: clamp(1.6rem, 1.2rem + 2.4vw, 3.25rem);
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.1;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    font-size: clamp(1.75rem, 0.8rem + 1.8vw, 2.75rem);
  }
`;

export const CaptionText = styled.p`
  max-width: 46ch;
  margin-top: 0.5rem;
  font-size: 1.05rem;
  color: #ede9fe;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 1.25rem 1.25rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: 1rem 3rem 1.25rem;
  }
`;

export const ControlGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

export const RoundButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  padding: 0 0.875rem;
  border: 2px solid rgba(255, 255, 255, 0.75);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(20, 16, 40, 0.45);
  color: #ffffff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.2);
  }
`;

export const Dot = styled.button.attrs({ type: 'button' })`
  /* A 44 px target around a small visible dot. */
  position: relative;
  width: 28px;
  height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    transform: translate(-50%, -50%);
    background: rgba(255, 255, 255, 0.5);
    transition: width 0.2s ease;
  }

  &[aria-current='true']::before {
    width: 24px;
    border-radius: 6px;
    background: #ffffff;
  }
`;
