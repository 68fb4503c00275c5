import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from '@classhub/routing';
import styled from 'styled-components';
import { refreshRole, useCurrentUser } from '@classhub/web-api';
import { useAppDispatch } from '../../app/store';
import { ROLE_DASHBOARD_HOME } from '../../config/dashboard-links';
import { SidePanel } from './side-panel';

const Frame = styled.div`
  display: grid;
  gap: 1.5rem;
  width: 100%;
  max-width: 1400px;
  margin: 0 auto;
  padding: 1.5rem 1.25rem 3rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 17.5rem minmax(0, 1fr);
    align-items: start;
    padding: 2rem 2rem 4rem;
  }
`;

/**
 * Small screens fold the panel away behind a button; large screens always show it, in a slot as tall as the page so
 * the sticky panel has the whole column to travel in.
 */
const PanelSlot = styled.div`
  @media (max-width: calc(${({ theme }) => theme.breakpoint.lg} - 0.02px)) {
    &[data-open='false'] {
      display: none;
    }
  }

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    align-self: stretch;
  }
`;

const PanelToggle = styled.button.attrs({ type: 'button' })`
  justify-self: start;
  min-height: 40px;
  padding: 0.5rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  cursor: pointer;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: none;
  }
`;

const Content = styled.div`
  min-width: 0;

  /* The pages inside bring their own PageContainer; the frame already provides the gutters. */
  & > div:first-child {
    padding-top: 0;
  }
`;

/**
 * The signed-in frame of every /dashboard page: the side panel beside the page (a shell page or a remote's area).
 * Each navigation asks the role again, so a promotion or demotion shows on the user's next request.
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const { user, role } = useCurrentUser();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [panelOpen, setPanelOpen] = useState(false);

  useEffect(() => {
    setPanelOpen(false);
    void dispatch(refreshRole());
  }, [pathname, dispatch]);

  if (!user || !role) return null;
  return (
    <Frame>
      <PanelToggle
        aria-expanded={panelOpen}
        aria-controls="dashboard-panel"
        onClick={() => setPanelOpen((open) => !open)}
      >
        {panelOpen ? 'Close dashboard navigation' : 'Open dashboard navigation'}
      </PanelToggle>
      <PanelSlot data-open={panelOpen}>
        <SidePanel id="dashboard-panel" user={user} role={role} />
      </PanelSlot>
      <Content>{children}</Content>
    </Frame>
  );
}

/** /dashboard itself: the role's home page. */
export function DashboardIndex() {
  const { role } = useCurrentUser();
  return <Navigate to={role ? ROLE_DASHBOARD_HOME[role] : '/'} replace />;
}
