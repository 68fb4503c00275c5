import styled from 'styled-components';
import { cardSurface } from '@classhub/ui';

export const ProfileCard = styled.article`
  max-width: 46rem;
  margin: 0 auto;
  overflow: hidden;
  ${cardSurface}
`;

export const Cover = styled.div`
  height: 8.5rem;
  background: linear-gradient(120deg, #6d28d9 0%, #4f46e5 50%, #0ea5e9 100%);
`;

export const Head = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.625rem;
  margin-top: -4.25rem;
  padding: 0 1.5rem 1.5rem;
  text-align: center;

  img,
  [role='img'] {
    border: 5px solid ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

/** A name longer than a phone's line breaks inside its longest word rather than widen the card. */
export const Name = styled.h1`
  font-size: 1.75rem;
  font-weight: 800;
  letter-spacing: -0.01em;
  overflow-wrap: break-word;
  max-width: 100%;
`;

export const RoleBadge = styled.span`
  display: inline-flex;
  padding: 0.25rem 0.875rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 0.85rem;
  font-weight: 700;
`;

export const Details = styled.dl`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0 1.5rem;
  grid-template-columns: 1fr;
  border-top: 1px solid ${({ theme }) => theme.color.border};

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 2rem;
  }

  div {
    padding: 1rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0.25rem 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const Missing = styled.span`
  font-weight: 500;
  font-style: italic;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: 1.5rem;
`;
