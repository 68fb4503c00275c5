import styled from 'styled-components';
import { ButtonLink, PageContainer } from '@classhub/ui';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding: 4rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background:
    radial-gradient(circle at 85% 15%, rgba(255, 255, 255, 0.18), transparent 40%),
    linear-gradient(135deg, #4c1d95 0%, #6d28d9 55%, #8b5cf6 100%);
  color: #ffffff;
  text-align: center;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: 6rem 3rem;
  }
`;

const Eyebrow = styled.p`
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: #ddd6fe;
`;

const Title = styled.h1`
  margin-top: 1rem;
  font-size: clamp(2.25rem, 1.6rem + 3vw, 3.75rem);
  font-weight: 800;
  letter-spacing: -0.03em;
`;

const Lead = styled.p`
  max-width: 46ch;
  margin: 1.25rem auto 0;
  font-size: 1.15rem;
  color: #ede9fe;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 2.25rem;
`;

const LightButton = styled(ButtonLink)`
  background: #ffffff;
  color: #4c1d95;
  &:hover {
    background: #f3f0ff;
  }
`;

const OutlineButton = styled(ButtonLink)`
  background: transparent;
  color: #ffffff;
  border-color: rgba(255, 255, 255, 0.7);
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

/** The home page's hero; the banner, popular classes and the other sections come in a later issue. */
export function HomePage() {
  return (
    <PageContainer>
      <Hero aria-labelledby="home-title">
        <Eyebrow>Learn something new</Eyebrow>
        <Title id="home-title">Welcome to ClassHub</Title>
        <Lead>Browse classes taught by passionate instructors, pick the ones you like and start learning.</Lead>
        <Actions>
          <LightButton to="/classes">Browse classes</LightButton>
          <OutlineButton to="/instructors">Meet the instructors</OutlineButton>
        </Actions>
      </Hero>
    </PageContainer>
  );
}
