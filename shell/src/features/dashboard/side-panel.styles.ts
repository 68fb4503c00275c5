import { NavLink } from '@classhub/routing';
import styled from 'styled-components';
import { cardSurface } from '@classhub/ui';

export const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  padding: 1.5rem 1.25rem;
  ${cardSurface}

  /* Stays beside a long page while it scrolls, below the sticky top bar; a panel taller than the window scrolls itself. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
    max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - 2rem);
    overflow-y: auto;
  }
`;

export const Person = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  text-align: center;

  img,
  [role='img'] {
    border: 3px solid ${({ theme }) => theme.color.primary};
  }
`;

export const PersonName = styled.p`
  font-size: 1.15rem;
  font-weight: 800;
  overflow-wrap: anywhere;
`;

export const RoleLabel = styled.p`
  display: inline-flex;
  padding: 0.2rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primaryText};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-weight: 600;
`;

export const Switch = styled.button.attrs({ type: 'button', role: 'switch' })`
  position: relative;
  flex: none;
  width: 3rem;
  height: 1.75rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border};
  cursor: pointer;
  transition: background-color 0.15s ease;

  &::after {
    content: '';
    position: absolute;
    top: 0.2rem;
    left: 0.2rem;
    width: 1.35rem;
    height: 1.35rem;
    border-radius: 50%;
    background: #ffffff;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3);
    transition: transform 0.15s ease;
  }

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.color.primary};
  }
  &[aria-checked='true']::after {
    transform: translateX(1.25rem);
  }
`;

export const MenuTitle = styled.h2`
  margin: 0 0 0.375rem 0.75rem;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const MenuList = styled.ul`
  display: grid;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MenuLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 42px;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

export const Separator = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const LogoutButton = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border: 2px solid ${({ theme }) => theme.color.dangerBorder};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 700;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.dangerSoft};
  }
`;
