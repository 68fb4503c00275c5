import { useForm } from 'react-hook-form';
import type { PasswordResetRequest } from '@classhub/contracts';
import { Form, useDocumentTitle } from '@classhub/ui';
import { TextField } from '../../components/form/text-field';
import { useRequestPasswordResetMutation } from './account-api';
import { forgotPasswordValidation as validation } from './account-resolvers';
import { AuthCard, AuthLead, AuthPage, AuthTitle, SwitchLink, SwitchText } from './auth-page.styles';
import { SubmitWithOutcome } from './submit-with-outcome';

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
        <Form onSubmit={onSubmit} onFocus={validation.prefetch} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={errors.email?.message}
          />
          <SubmitWithOutcome
            label="Send me a link"
            busyLabel="Sending…"
            busy={isLoading}
            done={data?.message}
            error={error}
          />
        </Form>
        <SwitchText>
          Remembered it? <SwitchLink to="/login">Login</SwitchLink>
        </SwitchText>
      </AuthCard>
    </AuthPage>
  );
}
