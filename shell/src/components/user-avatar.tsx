import { useState } from 'react';
import styled from 'styled-components';

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Initials = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 800;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
`;

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

/** A user's photo, or their initials when there is none or it does not load. `alt` is empty unless given. */
export function UserAvatar({ user, size, alt = '' }: { user: { name: string; photo?: string | null }; size: number; alt?: string }) {
  // Remembers which photo failed, so a new photo (after a profile update) is tried again.
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  if (!user.photo || failedPhoto === user.photo) {
    return (
      <Initials $size={size} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
        {initialsOf(user.name)}
      </Initials>
    );
  }
  return <Img $size={size} src={user.photo} alt={alt} onError={() => setFailedPhoto(user.photo ?? null)} referrerPolicy="no-referrer" />;
}
