import { useState } from 'react';
import { Initials, Photo } from './avatar.styles';
import { initialsOf } from './initials';

export interface AvatarProps {
  name: string;
  /** The photo's URL; empty or missing shows the initials. */
  photo?: string | null;
  /** The image's text alternative. Empty (the default) when the name is written beside the avatar. */
  alt?: string;
  /** Width and height, any CSS length. */
  size?: string;
  /** A soft ring around it, for a large avatar that heads a card. */
  framed?: boolean;
  loading?: 'lazy' | 'eager';
}

/** A person's round photo, or their initials when they have none or it fails to load. */
export function Avatar({ name, photo, alt = '', size = '2.75rem', framed = false, loading = 'lazy' }: AvatarProps) {
  const [failedPhoto, setFailedPhoto] = useState<string | null>(null);
  if (!photo || photo === failedPhoto) {
    const a11y = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return <Initials $size={size} $framed={framed} data-initials={initialsOf(name)} {...a11y} />;
  }
  // Photos may be on other sites (a URL the user gave): they are not told which ClassHub page showed them.
  return (
    <Photo
      $size={size}
      $framed={framed}
      src={photo}
      alt={alt}
      loading={loading}
      referrerPolicy="no-referrer"
      onError={() => setFailedPhoto(photo)}
    />
  );
}
