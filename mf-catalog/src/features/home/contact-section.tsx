import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorState, LoadingState } from '@classhub/ui';
import { HomeSection, sectionTitleId } from './home-section';
import { useNearViewport } from './use-near-viewport';

const SECTION_ID = 'contact';

/** How far below the viewport the form starts loading: far enough to be there before it scrolls into view. */
const PREFETCH_MARGIN = '600px 0px';

// About the form's height, so the page below does not jump when it arrives.
const FormSlot = styled.div`
  min-height: 30rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    min-height: 24rem;
  }
`;

class FormLoadBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <ErrorState title="The contact form could not be loaded" message="Check your connection and try again." onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}

/**
 * Spec §2 Contact form block. The form brings react-hook-form and the contact schema (zod), about 40 KB gzip that
 * no other part of this remote needs, so it is fetched as the section nears the viewport rather than with every
 * catalogue page; a failed fetch offers a retry.
 */
export function ContactSection() {
  const [slot, near] = useNearViewport<HTMLDivElement>(PREFETCH_MARGIN);
  const [attempt, setAttempt] = useState(0);
  // A rejected lazy component stays rejected: a retry needs a new one.
  const ContactForm = useMemo(() => lazy(() => import(/* webpackChunkName: "contact-form" */ './contact-form')), [attempt]);

  return (
    <HomeSection id={SECTION_ID} title="Contact Us" lead="Questions about a class? Write to us and we will answer by email.">
      <FormSlot ref={slot}>
        {near ? (
          <FormLoadBoundary key={attempt} onRetry={() => setAttempt((count) => count + 1)}>
            <Suspense fallback={<LoadingState label="Loading the contact form…" />}>
              <ContactForm labelledBy={sectionTitleId(SECTION_ID)} />
            </Suspense>
          </FormLoadBoundary>
        ) : null}
      </FormSlot>
    </HomeSection>
  );
}
