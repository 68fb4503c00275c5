import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from './button';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 3rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

const PanelTitle = styled.p`
  font-size: 1.125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.text};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.color.primarySoft};
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.8s linear infinite;
`;

/** Announced politely to screen readers while data loads. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Panel role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </Panel>
  );
}

export interface ErrorStateProps {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ title, message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <Panel role="alert">
      <PanelTitle>{title}</PanelTitle>
      {message ? <p>{message}</p> : null}
      {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    </Panel>
  );
}

export function EmptyState({ title, message }: { title: string; message?: ReactNode }) {
  return (
    <Panel>
      <PanelTitle>{title}</PanelTitle>
      {message ? <p>{message}</p> : null}
    </Panel>
  );
}
