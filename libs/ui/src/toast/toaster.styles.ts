import styled, { keyframes, type DefaultTheme } from 'styled-components';
import type { ToastKind } from './toast';

/* Below the sticky top bar, so a toast never covers the avatar menu or the Profile link. */
export const Viewport = styled.section`
  position: fixed;
  top: calc(${({ theme }) => theme.layout.headerHeight} + 0.75rem);
  right: 1rem;
  z-index: 200;
  display: flex;
  flex-direction: column;
  width: min(24rem, calc(100vw - 2rem));
  /* Stays mounted while empty (its live region must exist before the first toast) without blocking clicks below. */
  pointer-events: none;
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
`;

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(1.5rem); }
  to { opacity: 1; transform: none; }
`;

const drain = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

const accent = ({ theme, $kind }: { theme: DefaultTheme; $kind: ToastKind }) =>
  $kind === 'error' ? theme.color.danger : theme.color.success;

export const Card = styled.div<{ $kind: ToastKind }>`
  position: relative;
  display: grid;
  margin-bottom: 0.625rem;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: 0.75rem;
  padding: 0.875rem 0.75rem 1rem 1rem;
  overflow: hidden;
  pointer-events: auto;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${accent};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  animation: ${slideIn} 0.18s ease-out;
`;

export const Icon = styled.span<{ $kind: ToastKind }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  font-weight: 800;
  font-size: 0.95rem;
  line-height: 1;
  color: ${accent};
  background: ${({ theme, $kind }) => ($kind === 'error' ? theme.color.dangerSoft : theme.color.successSoft)};
`;

export const Content = styled.div`
  min-width: 0;
  padding-top: 0.125rem;
  overflow-wrap: anywhere;
`;

export const Title = styled.p`
  font-weight: 700;
  line-height: 1.35;
`;

export const Text = styled.p`
  margin-top: 0.125rem;
  font-size: 0.925rem;
  line-height: 1.4;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Close = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  margin: -0.25rem -0.125rem 0 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;

/** Shows the time left; it stops with the timer while the toast is hovered or focused. */
export const Countdown = styled.span<{ $kind: ToastKind; $paused: boolean; $duration: number }>`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 3px;
  transform-origin: left;
  background: ${accent};
  opacity: 0.55;
  animation: ${drain} ${({ $duration }) => $duration}ms linear forwards;
  animation-play-state: ${({ $paused }) => ($paused ? 'paused' : 'running')};
`;
