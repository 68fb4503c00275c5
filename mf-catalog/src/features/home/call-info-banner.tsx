import styled from 'styled-components';
import { OPENING_HOURS, PHONE_DISPLAY, PHONE_HREF } from './contact-info';

const Banner = styled.section`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  margin-top: 4.5rem;
  padding: 2.5rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background:
    radial-gradient(circle at 90% 10%, rgba(255, 255, 255, 0.16), transparent 40%),
    linear-gradient(120deg, #4c1d95 0%, #6d28d9 60%, #7c3aed 100%);
  color: #ffffff;
  text-align: center;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1fr auto;
    padding: 3rem;
    text-align: left;
  }
`;

const Title = styled.h2`
  font-size: clamp(1.4rem, 1.1rem + 1.2vw, 2rem);
  font-weight: 800;
`;

const Hours = styled.p`
  margin-top: 0.5rem;
  color: #ede9fe;
`;

const Phone = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 52px;
  padding: 0.75rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #ffffff;
  color: #4c1d95;
  font-size: 1.2rem;
  font-weight: 800;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: #f3f0ff;
  }
`;

/**
 * The call-for-information banner (docs/product.md#home): asks visitors to call for information about a course, with
 * the opening hours and the phone number.
 */
export function CallInfoBanner() {
  return (
    <Banner aria-labelledby="call-info-title">
      <div>
        <Title id="call-info-title">Call for information about the course</Title>
        <Hours>We answer every day from {OPENING_HOURS}.</Hours>
      </div>
      <Phone href={PHONE_HREF}>
        <span aria-hidden="true">☎&nbsp;</span>
        {PHONE_DISPLAY}
      </Phone>
    </Banner>
  );
}
