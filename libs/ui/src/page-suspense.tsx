import { Suspense, type ReactNode } from 'react';
import { PageContainer } from './layout';
import { LoadingState } from './states';

/** While a page's code arrives (a lazy page, a remote's area): the page's gutters with "Loading…" in them. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <PageContainer>
          <LoadingState label="Loading…" />
        </PageContainer>
      }
    >
      {children}
    </Suspense>
  );
}
