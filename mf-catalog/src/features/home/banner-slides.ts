import classesImage from './assets/slide-classes.svg?url';
import earthImage from './assets/slide-earth.svg?url';
import labImage from './assets/slide-lab.svg?url';
// The first slide is the home page's largest paint: inlined, it is on screen as soon as the banner renders. The other
// pictures are files of their own, so no page of the catalogue carries them in its script (base64 text compresses
// poorly: 6.7 KB gzip for the eleven pictures).
import playImage from './assets/slide-play.svg?inline';
import readingImage from './assets/slide-reading.svg?url';

export interface BannerSlide {
  caption: string;
  text: string;
  image: string;
  alt: string;
}

/** The five captioned slides of the home banner, in the product's order (docs/product.md#home). */
export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    caption: 'Start from Play',
    text: 'Curiosity starts with play: hands-on classes that make the first steps fun.',
    image: playImage,
    alt: 'Toy blocks, a ball and a kite on a sunny meadow',
  },
  {
    caption: 'Know about Earth',
    text: 'Explore our planet, its continents, oceans and the sky around it.',
    image: earthImage,
    alt: 'Planet Earth and the moon in starry space',
  },
  {
    caption: 'Classes Time',
    text: 'Small classes with instructors who know every student by name.',
    image: classesImage,
    alt: 'A classroom with a blackboard, a wall clock and desks',
  },
  {
    caption: 'Lab Room Testing',
    text: 'Try it yourself: experiments, measurements and real results.',
    image: labImage,
    alt: 'Lab flasks and test tubes with bright liquids',
  },
  {
    caption: 'Class Room and Reading',
    text: 'Quiet corners and full shelves for the readers of tomorrow.',
    image: readingImage,
    alt: 'A reading corner with full bookshelves, an open book and a lamp',
  },
];
