import type { CSSProperties } from 'react';
import styled from 'styled-components';

export interface RatingStarsProps {
  /** The average, 1 to 5 (one decimal), or one review's rating; null or absent without reviews. */
  average?: number | null;
  /** How many reviews make the average; left out for a single review's rating. */
  count?: number;
}

// Five muted stars with the filled part laid over them, as wide as the average: 4.5 fills nine tenths. Both colours
// are the theme's text colours, readable in light and dark.
const Stars = styled.span`
  position: relative;
  display: inline-block;
  color: ${({ theme }) => theme.color.textMuted};
  letter-spacing: 1px;
  &::after {
    content: '★★★★★';
    position: absolute;
    inset: 0;
    width: var(--filled);
    overflow: hidden;
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

/** "Rated 4.5 out of 5, 12 reviews": the stars are seen, the sentence is what assistive tech reads (decision 0043). */
export function RatingStars({ average, count }: RatingStarsProps) {
  if (!average || count === 0) return <span>No reviews yet</span>;
  const reviews = count === undefined ? '' : `, ${count} review${count === 1 ? '' : 's'}`;
  const label = `Rated ${average} out of 5${reviews}`;
  return (
    <span role="img" aria-label={label} title={label}>
      <Stars aria-hidden="true" style={{ '--filled': `${average * 20}%` } as CSSProperties}>
        ★★★★★
      </Stars>{' '}
      <span aria-hidden="true">
        {average}
        {count === undefined ? '' : ` (${count})`}
      </span>
    </span>
  );
}
