import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from '@classhub/routing';
import styled from 'styled-components';
import { Avatar, BreakableEmail } from '@classhub/ui';
import type { AuthUser } from '@classhub/web-api';
import { PROFILE_PATH } from '../../config/dashboard-links';
import { useSignOut } from '../../hooks/use-sign-out';

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  padding: 2px;
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  z-index: 60;
  width: 15rem;
  padding: 0.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Who = styled.div`
  padding: 0.5rem 0.75rem 0.75rem;
  margin-bottom: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  strong {
    display: block;
  }
  span {
    display: block;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  button {
    display: flex;
    width: 100%;
    min-height: 40px;
    align-items: center;
    padding: 0.5rem 0.75rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

/** The avatar menu (docs/product.md#site-frame): Profile and Logout (which goes to /login). */
export function AvatarMenu({ user }: { user: AuthUser }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={triggerRef}
        aria-label={`Account menu for ${user.name}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={user.name} photo={user.photo} size="36px" loading="eager" />
      </Trigger>
      {open ? (
        <Panel id={panelId}>
          <Who>
            <strong>{user.name}</strong>
            <span>
              <BreakableEmail email={user.email} />
            </span>
          </Who>
          <Items>
            <li>
              <Link to={PROFILE_PATH}>Profile</Link>
            </li>
            <li>
              <button type="button" onClick={signOut}>
                Logout
              </button>
            </li>
          </Items>
        </Panel>
      ) : null}
    </Root>
  );
}
