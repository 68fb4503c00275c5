import { lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { CardGrid, cardSurface } from '@classhub/ui';
import { ChunkLoadBoundary } from '../../shared/chunk-load-boundary';
import { GALLERY_IMAGES, type GalleryImage } from './gallery-images';
import { HomeSection } from './home-section';
import { PREFETCH_MARGIN, useNearViewport } from './use-near-viewport';

/* Positioned, so the zoom's focusable "Zoom in" overlay is placed over its own image and stays there when content
   above loads later and moves the gallery down. */
const Frame = styled.li`
  position: relative;
  overflow: hidden;
  ${cardSurface}

  img,
  [data-gallery-slot] {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
  }
  img {
    object-fit: cover;
    cursor: zoom-in;
  }
`;

/** The picture's place, the size it will have, until the zoomable picture is there; named like it. */
function ImageSlot({ image }: { image: GalleryImage }) {
  return <div data-gallery-slot role="img" aria-label={image.alt} />;
}

/**
 * The gallery (docs/product.md#home): six images that zoom on click. The zoom (react-medium-image-zoom and its styles)
 * and the pictures are fetched as the section nears the viewport: on the first load of the home page they would cost
 * every visitor a script, six SVG documents to lay out and paint, and a layout the zoom reads at mount, for a section
 * below the fold. The frames keep the pictures' size meanwhile, so nothing moves when they arrive.
 */
export function GallerySection() {
  const [grid, near] = useNearViewport<HTMLUListElement>(PREFETCH_MARGIN);
  const [attempt, setAttempt] = useState(0);
  // A rejected lazy component stays rejected: a retry needs a new one.
  const ZoomableImage = useMemo(
    () => lazy(() => import(/* webpackChunkName: "gallery-zoom" */ './zoomable-image')),
    [attempt],
  );

  return (
    <HomeSection id="gallery" title="Gallery" lead="A look inside our classes. Select a picture to zoom in.">
      <ChunkLoadBoundary
        key={attempt}
        title="The gallery could not be loaded"
        onRetry={() => setAttempt((count) => count + 1)}
      >
        <CardGrid ref={grid} aria-label="Gallery">
          {GALLERY_IMAGES.map((image) => (
            <Frame key={image.src + image.alt}>
              {near ? (
                <Suspense fallback={<ImageSlot image={image} />}>
                  <ZoomableImage image={image} />
                </Suspense>
              ) : (
                <ImageSlot image={image} />
              )}
            </Frame>
          ))}
        </CardGrid>
      </ChunkLoadBoundary>
    </HomeSection>
  );
}
