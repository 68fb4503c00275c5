import styled from 'styled-components';
import { cardSurface } from '@classhub/ui';

export const BackLink = styled.p`
  margin-bottom: 1.25rem;

  a {
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: 600;
  }
`;

export const Layout = styled.article`
  display: grid;
  gap: 2rem;
  overflow: hidden;
  ${cardSurface}

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 3fr 2fr;
  }

  /* Spec: a class with no seat left is shown in red. */
  &[data-full='true'] {
    border: 2px solid ${({ theme }) => theme.color.dangerBorder};
    background: ${({ theme }) => theme.color.dangerSoft};
  }
`;

export const Picture = styled.div`
  position: relative;
  min-height: 16rem;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.color.primarySoft},
    ${({ theme }) => theme.color.surfaceMuted}
  );

  img {
    width: 100%;
    height: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
`;

export const FullBadge = styled.span`
  position: absolute;
  top: 1rem;
  left: 1rem;
  padding: 0.3rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #b91c1c;
  color: #ffffff;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.5rem 1.5rem 2rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    padding: 2.5rem 2rem 2.5rem 0;
  }
`;

export const Title = styled.h1`
  font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem);
  font-weight: 800;
  letter-spacing: -0.02em;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.625rem 1.5rem;
  margin: 0;
  padding: 1rem 0;
  border-block: 1px solid ${({ theme }) => theme.color.border};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

export const Price = styled.p`
  font-size: 1.6rem;
  font-weight: 800;
  color: ${({ theme }) => theme.color.primaryText};
`;

export const Actions = styled.div`
  margin-top: auto;

  button {
    width: 100%;
  }
`;

export const Centered = styled.p`
  text-align: center;
`;
