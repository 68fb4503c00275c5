import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1 0 auto;
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

/** The public frame (spec §2): nav bar, the page, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink href="#main">Skip to content</SkipLink>
      <NavBar />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </Page>
  );
}
