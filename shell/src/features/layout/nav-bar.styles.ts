import { Link, NavLink } from '@classhub/routing';
import styled from 'styled-components';

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  min-height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.color.navBackground};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  transition:
    background-color 0.2s ease,
    box-shadow 0.2s ease;

  /* Spec: semi-transparent once the page is scrolled more than 100 px. */
  &[data-scrolled='true'] {
    background: ${({ theme }) => theme.color.navBackgroundScrolled};
    backdrop-filter: saturate(1.6) blur(10px);
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0.75rem 1.25rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: 0.875rem 2rem;
  }
`;

export const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  font-size: 1.3rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const BrandAccent = styled.span`
  color: ${({ theme }) => theme.color.primaryText};
`;

export const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NavItem = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  /* The current route's link is highlighted purple (docs/product.md#site-frame); the Dashboard link marks its whole section ('true'). */
  &[aria-current='page'],
  &[aria-current='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

/** The Profile link: a green-to-blue gradient with white text when current (docs/product.md#site-frame). */
export const ProfileNavItem = styled(NavItem)`
  &[aria-current='page'] {
    background: linear-gradient(90deg, #15803d 0%, #1d4ed8 100%);
    color: #ffffff;
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

export const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0.5rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 700;
  text-decoration: none;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};

  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
`;

/**
 * Small screens' button for the site navigation: an icon with a hidden label, as with a visible word, brand, Login
 * and the button did not fit one line on a phone, and the bar grew to two lines (moving the whole page down) when
 * the session check put Login in.
 */
export const MenuButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 40px;
  padding: 0.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  cursor: pointer;
`;

export const SmallScreenNav = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding: 0.75rem 1.25rem 1rem;

  ul {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    width: 100%;
  }
`;
