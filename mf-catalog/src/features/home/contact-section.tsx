import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@classhub/ui';
import { OPENING_HOURS, PHONE_DISPLAY, PHONE_HREF } from './contact-info';
import { HomeSection } from './home-section';

export const NOT_CONNECTED_TITLE = 'This form is not connected yet';

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  max-width: 48rem;
  margin: 0 auto;
  padding: 2rem 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    padding: 2.5rem;
  }
`;

const Field = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};

  label {
    font-weight: 600;
  }
  input,
  textarea {
    padding: 0.625rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }
  input {
    min-height: 44px;
  }
  textarea {
    min-height: 8rem;
    resize: vertical;
  }
`;

const Footer = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
`;

const Notice = styled.div`
  width: 100%;
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.text};
  text-align: center;

  strong {
    display: block;
  }
  a {
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: 700;
  }
`;

/**
 * Spec §2 Contact form block: full name, email, message and Send Message. The product has no server call for it, so
 * instead of pretending to send, Send Message says so and offers the phone line; what was typed stays in the fields.
 */
export function ContactSection() {
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <HomeSection id="contact" title="Contact Us" lead="Questions about a class? Write to us or call.">
      <Form aria-labelledby="contact-title" onSubmit={onSubmit}>
        <Field>
          <label htmlFor="contact-name">Full name</label>
          <input id="contact-name" name="name" autoComplete="name" />
        </Field>
        <Field>
          <label htmlFor="contact-email">Email</label>
          <input id="contact-email" name="email" type="email" autoComplete="email" />
        </Field>
        <Field $wide>
          <label htmlFor="contact-message">Message</label>
          <textarea id="contact-message" name="message" />
        </Field>
        <Footer>
          <Button type="submit">Send Message</Button>
          <div role="status">
            {submitted ? (
              <Notice>
                <strong>{NOT_CONNECTED_TITLE}</strong>
                Your message was not sent and is still in the form. Please call us at <a href={PHONE_HREF}>{PHONE_DISPLAY}</a> ({OPENING_HOURS}).
              </Notice>
            ) : null}
          </div>
        </Footer>
      </Form>
    </HomeSection>
  );
}
