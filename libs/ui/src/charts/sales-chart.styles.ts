import styled from 'styled-components';

export const Figure = styled.figure`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  min-width: 0;
`;

export const Caption = styled.figcaption`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Holds the plot's height before it loads, so the page does not jump when it arrives. */
export const PlotFrame = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  min-width: 0;
`;

export const PlotNote = styled.p`
  display: grid;
  place-items: center;
  height: 100%;
  color: ${({ theme }) => theme.color.textMuted};
`;
