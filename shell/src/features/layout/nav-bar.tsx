import { useEffect, useState } from 'react';
import { Link, useLocation } from '@classhub/routing';
import { useTheme } from 'styled-components';
import { VisuallyHidden } from '@classhub/ui';
import { useCurrentUser } from '@classhub/web-api';
import {
  isDashboardSection,
  PROFILE_PATH,
  ROLE_DASHBOARD_HOME,
  ROLE_DASHBOARD_SMALL_SCREEN,
} from '../../config/dashboard-links';
import { useMediaQuery } from '../../hooks/use-media-query';
import { AvatarMenu } from './avatar-menu';
import { useScrolledPast } from './use-scrolled-past';
import { LogoMark } from './logo';
import {
  Actions,
  Bar,
  Brand,
  BrandAccent,
  Header,
  LinkList,
  LoginLink,
  MenuButton,
  NavItem,
  ProfileNavItem,
  SmallScreenNav,
} from './nav-bar.styles';

/** Public links of the top bar (docs/product.md#site-frame). */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/instructors', label: 'Instructors', end: false },
  { to: '/classes', label: 'Classes', end: false },
] as const;

const SCROLL_THRESHOLD_PX = 100;

function Links({ dashboardTo }: { dashboardTo: string | null }) {
  const { pathname } = useLocation();
  return (
    <LinkList>
      {NAV_LINKS.map(({ to, label, end }) => (
        <li key={to}>
          <NavItem to={to} end={end}>
            {label}
          </NavItem>
        </li>
      ))}
      {dashboardTo ? (
        <>
          <li>
            {/* Highlighted on every dashboard page, not only on the one it links to. */}
            <NavItem as={Link} to={dashboardTo} aria-current={isDashboardSection(pathname) ? 'true' : undefined}>
              Dashboard
            </NavItem>
          </li>
          <li>
            <ProfileNavItem to={PROFILE_PATH} end>
              Profile
            </ProfileNavItem>
          </li>
        </>
      ) : null}
    </LinkList>
  );
}

/**
 * The top bar (docs/product.md#site-frame): Home, Instructors, Classes; signed in, a Dashboard link by role (another
 * target in the small-screen menu), Profile and the avatar menu; signed out, Login. Semi-transparent after 100 px of
 * scroll. Only the links of the current screen size are in the page, so voice control and scripts find one Dashboard
 * link.
 */
export function NavBar() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const { status, user, role } = useCurrentUser();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = status === 'signedIn' && user && role;
  const large = useMediaQuery(`(min-width: ${useTheme().breakpoint.lg})`);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <Header data-scrolled={scrolled}>
      <Bar>
        <Brand to="/" aria-label="ClassHub home">
          <LogoMark />
          <span>
            Class<BrandAccent>Hub</BrandAccent>
          </span>
        </Brand>
        {large ? (
          <nav aria-label="Main">
            <Links dashboardTo={signedIn ? ROLE_DASHBOARD_HOME[role] : null} />
          </nav>
        ) : null}
        <Actions>
          {signedIn ? <AvatarMenu user={user} /> : null}
          {status === 'signedOut' && location.pathname !== '/login' ? (
            <LoginLink to="/login" state={{ from: location }}>
              Login
            </LoginLink>
          ) : null}
          {large ? null : (
            <MenuButton
              aria-expanded={menuOpen}
              aria-controls="small-screen-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" fill="currentColor" />
              </svg>
              <VisuallyHidden>{menuOpen ? 'Close site navigation' : 'Open site navigation'}</VisuallyHidden>
            </MenuButton>
          )}
        </Actions>
      </Bar>
      {menuOpen && !large ? (
        <SmallScreenNav id="small-screen-menu" aria-label="Site navigation">
          <Links dashboardTo={signedIn ? ROLE_DASHBOARD_SMALL_SCREEN[role] : null} />
        </SmallScreenNav>
      ) : null}
    </Header>
  );
}
