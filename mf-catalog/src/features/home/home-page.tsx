import { PageContainer, useDocumentTitle, VisuallyHidden } from '@classhub/ui';
import { BannerCarousel } from './banner-carousel';
import { CallInfoBanner } from './call-info-banner';
import { ContactSection } from './contact-section';
import { GallerySection } from './gallery-section';
import { PopularClassesSection } from './popular-classes-section';
import { PopularInstructorsSection } from './popular-instructors-section';
import { TestimonialsSection } from './testimonials-section';

/** /: the home page, its sections in the original product's order (docs/product.md#home). */
export function HomePage() {
  useDocumentTitle('Home');
  return (
    <PageContainer>
      <h1>
        <VisuallyHidden>Welcome to ClassHub</VisuallyHidden>
      </h1>
      <BannerCarousel />
      <PopularClassesSection />
      <PopularInstructorsSection />
      <GallerySection />
      <CallInfoBanner />
      <TestimonialsSection />
      <ContactSection />
    </PageContainer>
  );
}
