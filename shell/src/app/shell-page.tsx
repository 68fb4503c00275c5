import { Suspense, type ReactNode } from 'react';
import { LoadingState, PageContainer } from '@classhub/ui';

/** While a chunk of the shell's own pages loads. */
export function ShellPage({ children }: { children: ReactNode }) {
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
