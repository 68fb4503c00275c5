import { createContext, useContext } from 'react';
import styled from 'styled-components';
import { Button, cardSurface, PageContainer } from '@classhub/ui';
import { fallbackModuleOf, type RemoteAppModule } from './fallback-module';

/** Lets the fallback (rendered by the MF hook's module or by the error boundary) retry its area. */
export const RemoteAreaContext = createContext<{ retry: () => void } | null>(null);

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  max-width: 36rem;
  margin: 2rem auto;
  padding: 3rem 2rem;
  text-align: center;
  ${cardSurface}
`;

const Title = styled.h1`
  font-size: 1.5rem;
`;

const Text = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** What an area shows when its remote cannot be loaded; the nav bar, footer and other areas keep working. */
export function RemoteUnavailable() {
  const area = useContext(RemoteAreaContext);
  return (
    <PageContainer>
      <Panel role="alert" aria-labelledby="remote-unavailable-title">
        <Title id="remote-unavailable-title">This part of ClassHub is unavailable right now</Title>
        <Text>We could not load this page. Check your connection and try again; the rest of ClassHub still works.</Text>
        {area ? <Button onClick={area.retry}>Try again</Button> : null}
      </Panel>
    </PageContainer>
  );
}

/** The module the errorLoadRemote hook hands to loadRemote instead of a rejection. */
export function createFallbackModule(): RemoteAppModule {
  return fallbackModuleOf(RemoteUnavailable);
}
