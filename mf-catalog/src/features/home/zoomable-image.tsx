import Zoom from 'react-medium-image-zoom';
import 'react-medium-image-zoom/dist/styles.css';
import type { GalleryImage } from './gallery-images';

/**
 * One gallery picture that zooms on click (docs/product.md#home). react-medium-image-zoom closes the zoom on a click,
 * Escape, the wheel, or a vertical swipe longer than `swipeToUnzoomThreshold` (10 px), with `zoomMargin` 0, as the
 * spec asks. A chunk of its own (gallery-section.tsx).
 */
export default function ZoomableImage({ image }: { image: GalleryImage }) {
  return (
    <Zoom zoomMargin={0} swipeToUnzoomThreshold={10} a11yNameButtonZoom="Zoom in" a11yNameButtonUnzoom="Close zoom">
      {/* The browsers' default position, spelled out: the zoom reads it back to place the enlarged copy. */}
      <img src={image.src} alt={image.alt} style={{ objectPosition: '50% 50%' }} />
    </Zoom>
  );
}
