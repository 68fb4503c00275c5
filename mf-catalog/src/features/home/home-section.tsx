import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  margin-top: 4.5rem;
`;

const Header = styled.header`
  margin-bottom: 2rem;
  text-align: center;
`;

const Title = styled.h2`
  font-size: clamp(1.5rem, 1.25rem + 1.2vw, 2.15rem);
  font-weight: 800;
  letter-spacing: -0.02em;

  &::after {
    content: '';
    display: block;
    width: 56px;
    height: 4px;
    margin: 0.75rem auto 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
  }
`;

const Lead = styled.p`
  max-width: 60ch;
  margin: 0.875rem auto 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface HomeSectionProps {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The id of a section's title, to name what is inside it (a form) after it too. */
export const sectionTitleId = (id: string) => `${id}-title`;

/** One titled block of the home page; the title names the section for assistive tech. */
export function HomeSection({ id, title, lead, children }: HomeSectionProps) {
  const titleId = sectionTitleId(id);
  return (
    <Section aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
      </Header>
      {children}
    </Section>
  );
}
