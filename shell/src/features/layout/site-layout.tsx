import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

// The page fills at least the window below the top bar, so the footer starts below the fold: a page whose content
// arrives after the frame (a remote, a lazy page, data) grows downwards instead of pushing a visible footer down,
// which counted as a layout shift on every first visit.
const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  &:focus {
    top: 1rem;
  }
`;

/** The public frame (docs/product.md#site-frame): nav bar, the page, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <NavBar />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  );
}
