import codingImage from './assets/gallery-coding.svg?url';
import mathImage from './assets/gallery-math.svg?url';
import musicImage from './assets/gallery-music.svg?url';
import paintingImage from './assets/gallery-painting.svg?url';
import scienceImage from './assets/gallery-science.svg?url';
import sportsImage from './assets/gallery-sports.svg?url';

export interface GalleryImage {
  src: string;
  alt: string;
}

/** The six gallery pictures (docs/product.md#home), drawn for ClassHub and shipped with this remote. */
export const GALLERY_IMAGES: readonly GalleryImage[] = [
  { src: paintingImage, alt: 'Painting class: an easel with a landscape and a paint palette' },
  { src: musicImage, alt: 'Music lesson: a guitar with floating notes' },
  { src: scienceImage, alt: 'Science fair: an atom model with orbiting electrons' },
  { src: mathImage, alt: 'Math on the board: shapes, a formula and a ruler' },
  { src: sportsImage, alt: 'Outdoor sports: a football on a green field with a goal' },
  { src: codingImage, alt: 'Coding club: a laptop showing lines of code' },
];
