import { useForm } from 'react-hook-form';
import type { PasswordResetRequest } from '@classhub/contracts';
import { Button, Form, FormError, SubmitRow, useDocumentTitle } from '@classhub/ui';
import { apiErrorMessage } from '@classhub/web-api';
import { TextField } from '../../components/form/text-field';
import { useRequestPasswordResetMutation } from './account-api';
import { forgotPasswordValidation as validation } from './account-resolvers';
import { AuthCard, AuthLead, AuthPage, AuthTitle, SignOutNotice, SwitchLink, SwitchText } from './auth-page.styles';

/**
 * /forgot-password: the address of the account; identity mails a single-use link if an account has it, and answers
 * the same either way (decision 0037), so the page says the same either way too.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [requestReset, { data, error, isLoading }] = useRequestPasswordResetMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({ resolver: validation.resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (body) => {
    await requestReset(body);
  });

  return (
    <AuthPage>
      <AuthCard aria-labelledby="forgot-title">
        <AuthTitle id="forgot-title">Forgot password?</AuthTitle>
        <AuthLead>
          Type the email address of your account and we will mail you a link to choose a new password.
        </AuthLead>
        {data ? <SignOutNotice role="status">{data.message}</SignOutNotice> : null}
        <Form onSubmit={onSubmit} onFocus={validation.prefetch} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={errors.email?.message}
          />
          <SubmitRow>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Sending…' : 'Send me a link'}
            </Button>
          </SubmitRow>
          {error ? <FormError role="alert">{apiErrorMessage(error)}</FormError> : null}
        </Form>
        <SwitchText>
          Remembered it? <SwitchLink to="/login">Login</SwitchLink>
        </SwitchText>
      </AuthCard>
    </AuthPage>
  );
}
