import styled from 'styled-components';
import { Card } from '@classhub/ui';

export const CardRoot = styled(Card)`
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;

  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }

  /* Spec: a class with no seat left is shown in red. */
  &[data-full='true'] {
    border: 2px solid ${({ theme }) => theme.color.dangerBorder};
    background: ${({ theme }) => theme.color.dangerSoft};
  }
`;

export const ImageFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  background: linear-gradient(135deg, ${({ theme }) => theme.color.primarySoft}, ${({ theme }) => theme.color.surfaceMuted});

  a {
    display: block;
    height: 100%;
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const FullBadge = styled.span`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #b91c1c;
  color: #ffffff;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem 1.25rem 1.5rem;
`;

export const Title = styled.h2`
  font-size: 1.2rem;
  font-weight: 700;

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.color.primaryText};
    text-decoration: underline;
  }
`;

export const Instructor = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem 1.25rem;
  margin: 0;
  padding: 0.875rem 0 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: 0.95rem;

  li {
    white-space: nowrap;
  }
`;

export const Price = styled.li`
  flex-basis: 100%;
  font-size: 1.05rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryText};
`;

export const SeatsLeft = styled.li`
  [data-full='true'] & {
    font-weight: 700;
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const Actions = styled.div`
  margin-top: auto;
  padding-top: 0.5rem;

  button {
    width: 100%;
  }
`;
