import { Avatar } from '@classhub/ui';
import { useId } from 'react';
import { ROLE_LABELS, type UserRole } from '@classhub/contracts';
import type { AuthUser } from '@classhub/web-api';
import { useAppDispatch, useAppSelector } from '../../app/store';
import type { DashboardLink } from '../../config/dashboard-links';
import { ROLE_MENU, SHARED_DASHBOARD_LINKS } from '../../config/dashboard-menu';
import { useSignOut } from '../../hooks/use-sign-out';
import { selectThemeMode, toggleTheme } from '../theme/theme.slice';
import {
  LogoutButton,
  MenuLink,
  MenuList,
  MenuTitle,
  Panel,
  Person,
  PersonName,
  RoleLabel,
  Separator,
  Switch,
  SwitchRow,
} from './side-panel.styles';

function Menu({ title, links }: { title: string; links: readonly DashboardLink[] }) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId}>
      <MenuTitle id={titleId}>{title}</MenuTitle>
      <MenuList>
        {links.map(({ to, label }) => (
          <li key={to}>
            <MenuLink to={to} end>
              {label}
            </MenuLink>
          </li>
        ))}
      </MenuList>
    </nav>
  );
}

/**
 * The dashboard side panel (docs/product.md#dashboard-frame): photo, name, role label, the light/dark switch (saved
 * under `theme`), the role's menu, the shared links and Logout.
 */
export function SidePanel({ user, role, id }: { user: AuthUser; role: UserRole; id?: string }) {
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectThemeMode);
  const signOut = useSignOut();
  const switchLabelId = useId();

  return (
    <Panel id={id} aria-label="Dashboard">
      <Person>
        <Avatar name={user.name} photo={user.photo} size="88px" alt={user.name} loading="eager" />
        <PersonName>{user.name}</PersonName>
        <RoleLabel>{ROLE_LABELS[role]}</RoleLabel>
      </Person>
      <SwitchRow>
        <span id={switchLabelId}>Dark mode</span>
        <Switch
          aria-labelledby={switchLabelId}
          aria-checked={mode === 'dark'}
          onClick={() => dispatch(toggleTheme())}
        />
      </SwitchRow>
      <Menu title={`${ROLE_LABELS[role]} menu`} links={ROLE_MENU[role]} />
      <Separator />
      <Menu title="ClassHub" links={SHARED_DASHBOARD_LINKS} />
      <LogoutButton onClick={signOut}>Logout</LogoutButton>
    </Panel>
  );
}
