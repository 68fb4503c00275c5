import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { contactMessageRequestSchema, type ContactMessageRequest } from '@classhub/contracts';
import { Button, FormCard, FormError, FormField } from '@classhub/ui';
import { apiErrorMessage, apiFieldErrors } from '@classhub/web-api';
import { useCreateContactMessageMutation } from './contact.api';

// The card whole-page forms sit on, laid out as a two-column grid on wider screens.
const Form = styled(FormCard).attrs({ as: 'form' })`
  display: grid;
  gap: 1.25rem;
  max-width: 48rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Footer = styled(Wide)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
`;

const Sent = styled.p`
  width: 100%;
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.success};
  font-weight: 600;
  text-align: center;
`;

const FIELDS = ['name', 'email', 'message'] as const;
const isField = (field: string): field is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(field);
const EMPTY: ContactMessageRequest = { name: '', email: '', message: '' };

/**
 * The contact form (docs/product.md#contact-form): full name, email, message and Send Message. Checked here with the
 * rules the server applies, stored for the admins (POST /contact), and thanked; the server's refusal (a field, or too
 * many messages from here) shows under the form, which is named by the section's title (`labelledBy`).
 */
export default function ContactForm({ labelledBy }: { labelledBy: string }) {
  const [send, { isLoading }] = useCreateContactMessageMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageRequest>({ resolver: zodResolver(contactMessageRequestSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    setServerError(null);
    try {
      const { message } = await send(values).unwrap();
      reset(EMPTY);
      setSent(message);
    } catch (error) {
      for (const { field, message } of apiFieldErrors(error)) if (isField(field)) setError(field, { message });
      setServerError(apiErrorMessage(error));
    }
  });

  return (
    <Form aria-labelledby={labelledBy} onSubmit={onSubmit} noValidate>
      <FormField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Wide>
        <FormField label="Message" multiline error={errors.message?.message} {...register('message')} />
      </Wide>
      <Footer>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send Message'}
        </Button>
        <div role="status">{sent ? <Sent>{sent}</Sent> : null}</div>
        {serverError ? <FormError role="alert">{serverError}</FormError> : null}
      </Footer>
    </Form>
  );
}
