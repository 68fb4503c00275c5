/**
 * Cards in the first row of a grid (three at the widest layout, ui's CardGrid) are on screen when the page opens, and
 * one of their images is usually the page's largest paint: those load at once, the rest as they come near. A lazy image
 * in view waits for layout before it is even requested.
 */
const FIRST_ROW_CARDS = 3;

export type CardImageLoading = 'eager' | 'lazy';

export function cardImageLoading(index: number): CardImageLoading {
  return index < FIRST_ROW_CARDS ? 'eager' : 'lazy';
}
