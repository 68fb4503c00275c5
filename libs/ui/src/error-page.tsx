import styled from 'styled-components';
import { ButtonLink } from './button';
import { useDocumentTitle } from './document-title';

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  min-height: 60vh;
  padding: 4rem 1.25rem;
  text-align: center;
`;

const Heading = styled.h1`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
`;

const Word = styled.span`
  font-size: 1rem;
  font-weight: 700;
  letter-spacing: 0.3em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.primaryText};
`;

const Status = styled.span`
  font-size: clamp(4.5rem, 3rem + 8vw, 8rem);
  font-weight: 900;
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.color.text};
`;

const Message = styled.p`
  font-size: 1.25rem;
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: 1rem;
`;

export interface ErrorPageProps {
  status?: number;
  message?: string;
}

/** The shared error page (docs/product.md#error-page): the word Error, the status, the message and a way home. */
export function ErrorPage({ status = 404, message = 'Page not found' }: ErrorPageProps) {
  useDocumentTitle(`Error ${status}`);
  return (
    <Wrapper>
      <Heading>
        <Word>Error</Word> <Status>{status}</Status>
      </Heading>
      <Message>{message}</Message>
      <ButtonLink to="/">Back to homepage</ButtonLink>
    </Wrapper>
  );
}
