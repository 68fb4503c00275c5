import Zoom from 'react-medium-image-zoom';
import 'react-medium-image-zoom/dist/styles.css';
import styled from 'styled-components';
import { CardGrid } from '@classhub/ui';
import { GALLERY_IMAGES } from './gallery-images';
import { HomeSection } from './home-section';

/* Positioned, so the zoom's focusable "Zoom in" overlay is placed over its own image and stays there when content
   above loads later and moves the gallery down. */
const Frame = styled.li`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  background: ${({ theme }) => theme.color.surface};

  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    cursor: zoom-in;
  }
`;

/**
 * Spec §2 Gallery: six images that zoom on click. react-medium-image-zoom closes the zoom on a click, Escape, the
 * wheel, or a vertical swipe longer than `swipeToUnzoomThreshold` (10 px), with `zoomMargin` 0, as the spec asks.
 */
export function GallerySection() {
  return (
    <HomeSection id="gallery" title="Gallery" lead="A look inside our classes. Select a picture to zoom in.">
      <CardGrid aria-label="Gallery">
        {GALLERY_IMAGES.map((image) => (
          <Frame key={image.src + image.alt}>
            <Zoom zoomMargin={0} swipeToUnzoomThreshold={10} a11yNameButtonZoom="Zoom in" a11yNameButtonUnzoom="Close zoom">
              {/* The browsers' default position, spelled out: the zoom reads it back to place the enlarged copy. */}
              <img src={image.src} alt={image.alt} loading="lazy" style={{ objectPosition: '50% 50%' }} />
            </Zoom>
          </Frame>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
