import { lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { LoadingState } from '@classhub/ui';
import { ChunkLoadBoundary } from '../../shared/chunk-load-boundary';
import { HomeSection, sectionTitleId } from './home-section';
import { PREFETCH_MARGIN, useNearViewport } from './use-near-viewport';

const SECTION_ID = 'contact';

// About the form's height, so the page below does not jump when it arrives.
const FormSlot = styled.div`
  min-height: 30rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    min-height: 24rem;
  }
`;

/**
 * The contact form (docs/product.md#contact-form). The form brings react-hook-form and the contact schema (zod), about
 * 40 KB gzip that no other part of this remote needs, so it is fetched as the section nears the viewport rather than
 * with every catalogue page; a failed fetch offers a retry.
 */
export function ContactSection() {
  const [slot, near] = useNearViewport<HTMLDivElement>(PREFETCH_MARGIN);
  const [attempt, setAttempt] = useState(0);
  // A rejected lazy component stays rejected: a retry needs a new one.
  const ContactForm = useMemo(
    () => lazy(() => import(/* webpackChunkName: "contact-form" */ './contact-form')),
    [attempt],
  );

  return (
    <HomeSection
      id={SECTION_ID}
      title="Contact Us"
      lead="Questions about a class? Write to us and we will answer by email."
    >
      <FormSlot ref={slot}>
        {near ? (
          <ChunkLoadBoundary
            key={attempt}
            title="The contact form could not be loaded"
            onRetry={() => setAttempt((count) => count + 1)}
          >
            <Suspense fallback={<LoadingState label="Loading the contact form…" />}>
              <ContactForm labelledBy={sectionTitleId(SECTION_ID)} />
            </Suspense>
          </ChunkLoadBoundary>
        ) : null}
      </FormSlot>
    </HomeSection>
  );
}
