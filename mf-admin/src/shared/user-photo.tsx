import { useState } from 'react';
import type { UserDto } from '@classhub/contracts';
import { Avatar, Initials } from './user-photo.styles';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words.at(0) ?? '?';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return (last ? `${first.charAt(0)}${last.charAt(0)}` : first.slice(0, 2)).toUpperCase();
}

/** A user's round photo; their initials when they have none or it fails to load. Decorative: the name is beside it. */
export function UserPhoto({ user }: { user: Pick<UserDto, 'name' | 'photo'> }) {
  const [broken, setBroken] = useState(false);
  if (!user.photo || broken) return <Initials aria-hidden="true">{initialsOf(user.name)}</Initials>;
  return <Avatar src={user.photo} alt="" loading="lazy" onError={() => setBroken(true)} />;
}
