import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Centres page content at the product's max width with consistent gutters. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1.25rem 4rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: 3rem 2rem 5rem;
  }
`;

const Header = styled.header`
  margin-bottom: 2rem;
  text-align: center;
`;

const Title = styled.h1`
  font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem);
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Accent = styled.span`
  display: block;
  width: 64px;
  height: 4px;
  margin: 0.875rem auto 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
`;

const Description = styled.p`
  margin: 0.875rem auto 0;
  max-width: 60ch;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
}

/** The page's one h1, with the product's purple accent bar. */
export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <Header>
      <Title>{title}</Title>
      <Accent aria-hidden="true" />
      {description ? <Description>{description}</Description> : null}
    </Header>
  );
}

/** 1 column on small screens, 2 on medium, 3 on large (spec §2). */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
