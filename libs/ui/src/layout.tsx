import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useDocumentTitle } from './document-title';

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

/** The page's one h1, with the product's purple accent bar; it also names the browser tab. */
export function PageHeader({ title, description }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Header>
      <Title>{title}</Title>
      <Accent aria-hidden="true" />
      {description ? <Description>{description}</Description> : null}
    </Header>
  );
}

/** 1 column on small screens, 2 on medium, 3 on large (docs/product.md#screens). */
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

/** The look of a card: the surface colour, a hairline border, large rounded corners and the card shadow. */
export const cardSurface = css`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${cardSurface}
`;

/** A card's picture, 16:10, with a tinted placeholder while the image loads. */
export const CardMedia = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.color.primarySoft},
    ${({ theme }) => theme.color.surfaceMuted}
  );

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A card's text under its picture; the last child can push itself down with `margin-top: auto`. */
export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem 1.25rem 1.5rem;
`;

/** A card's title with a badge beside it. */
export const CardHeading = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
`;

export const CardTitle = styled.h3`
  font-size: 1.2rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** A row of short facts under a rule (seats, enrolled, price). */
export const CardFacts = styled.ul`
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

/** The price as a CardFacts line of its own. */
export const CardPrice = styled.li`
  flex-basis: 100%;
  font-size: 1.05rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryText};
`;

/** A card's button(s), kept at the bottom and as wide as the card. */
export const CardActions = styled.div`
  margin-top: auto;
  padding-top: 0.5rem;

  button {
    width: 100%;
  }
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
