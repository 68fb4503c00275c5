import { Link } from '@classhub/routing';
import styled from 'styled-components';
import { LogoMark } from './logo';

const FooterRoot = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.color.footerBackground};
  color: ${({ theme }) => theme.color.footerText};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 3.5rem 1.25rem 2rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: 4rem 2rem 2rem;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  grid-template-columns: 1fr;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1.6fr repeat(3, minmax(0, 1fr));
  }
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  font-size: 1.3rem;
  font-weight: 800;
`;

const Tagline = styled.p`
  margin-top: 0.875rem;
  max-width: 32ch;
  color: ${({ theme }) => theme.color.footerMuted};
`;

const ColumnTitle = styled.h2`
  margin-bottom: 1rem;
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const LinkList = styled.ul`
  display: grid;
  gap: 0.625rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.color.footerMuted};
    text-decoration: none;
    border-radius: 4px;
  }
  a:hover {
    color: ${({ theme }) => theme.color.footerText};
    text-decoration: underline;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 3rem;
  padding-top: 1.5rem;
  border-top: 1px solid rgba(255, 255, 255, 0.14);
  color: ${({ theme }) => theme.color.footerMuted};
  font-size: 0.9rem;
`;

const Socials = styled.ul`
  display: flex;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    color: ${({ theme }) => theme.color.footerText};
    background: rgba(255, 255, 255, 0.08);
    transition: background-color 0.15s ease;
  }
  a:hover {
    background: ${({ theme }) => theme.color.primary};
  }
`;

/**
 * Placeholder destinations (docs/product.md#site-frame: "columns of placeholder links"); the pages do not exist yet.
 */
const PLACEHOLDER_COLUMNS = [
  { title: 'Company', links: ['About us', 'Careers', 'Press'] },
  { title: 'Support', links: ['Help centre', 'Terms of use', 'Privacy policy'] },
];

const EXPLORE_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/classes', label: 'Classes' },
  { to: '/instructors', label: 'Instructors' },
];

const SOCIAL_ICONS = [
  {
    label: 'Facebook',
    path: 'M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z',
  },
  {
    label: 'X',
    path: 'M17.8 3h3L14.2 10.6 22 21h-6.1l-4.8-6.3L5.6 21h-3l7-8.1L2.2 3h6.2l4.3 5.8L17.8 3Zm-1 16.2h1.7L7.4 4.7H5.6l11.2 14.5Z',
  },
  {
    label: 'YouTube',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  },
  {
    label: 'LinkedIn',
    path: 'M6.9 8.8H3.6V20h3.3V8.8ZM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.5 13.6c0-3-1.6-4.9-4.3-4.9-1.5 0-2.5.8-3 1.6V8.8H10V20h3.3v-5.6c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.3v-6.4Z',
  },
];

export function Footer() {
  return (
    <FooterRoot>
      <Inner>
        <Columns>
          <div>
            <BrandName>
              <LogoMark />
              ClassHub
            </BrandName>
            <Tagline>Classes from instructors who love to teach, for students who love to learn.</Tagline>
          </div>
          <nav aria-labelledby="footer-explore">
            <ColumnTitle id="footer-explore">Explore</ColumnTitle>
            <LinkList>
              {EXPLORE_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </LinkList>
          </nav>
          {PLACEHOLDER_COLUMNS.map(({ title, links }) => (
            <nav key={title} aria-labelledby={`footer-${title.toLowerCase()}`}>
              <ColumnTitle id={`footer-${title.toLowerCase()}`}>{title}</ColumnTitle>
              <LinkList>
                {links.map((label) => (
                  <li key={label}>
                    <a href="#">{label}</a>
                  </li>
                ))}
              </LinkList>
            </nav>
          ))}
        </Columns>
        <Bottom>
          <p>© 2026 ClassHub. All rights reserved.</p>
          <Socials aria-label="ClassHub on social media">
            {SOCIAL_ICONS.map(({ label, path }) => (
              <li key={label}>
                <a href="#" aria-label={`ClassHub on ${label}`}>
                  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d={path} fill="currentColor" />
                  </svg>
                </a>
              </li>
            ))}
          </Socials>
        </Bottom>
      </Inner>
    </FooterRoot>
  );
}
