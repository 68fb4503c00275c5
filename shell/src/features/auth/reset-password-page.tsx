import { useForm } from 'react-hook-form';
import { useSearchParams } from '@classhub/routing';
import type { NewPasswordForm } from '@classhub/contracts';
import { ButtonLink, Form, SubmitRow, useDocumentTitle } from '@classhub/ui';
import { PasswordField } from '../../components/form/password-field';
import { useConfirmPasswordResetMutation } from './account-api';
import { newPasswordValidation as validation } from './account-resolvers';
import { AuthCard, AuthLead, AuthPage, AuthTitle, SignOutNotice, SwitchLink, SwitchText } from './auth-page.styles';
import { SubmitWithOutcome } from './submit-with-outcome';

/** /reset-password?token=…: the page the reset mail links to; the new password follows the shared rule. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirmReset, { data, error, isLoading }] = useConfirmPasswordResetMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({ resolver: validation.resolver, defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    await confirmReset({ token, password });
  });

  return (
    <AuthPage>
      <AuthCard aria-labelledby="reset-title">
        <AuthTitle id="reset-title">Choose a new password</AuthTitle>
        {data ? (
          <>
            <SignOutNotice role="status">{data.message}</SignOutNotice>
            <SubmitRow>
              <ButtonLink to="/login">Go to login</ButtonLink>
            </SubmitRow>
          </>
        ) : (
          <>
            <AuthLead>You will be signed out everywhere else; sign in with the new password afterwards.</AuthLead>
            <Form onSubmit={onSubmit} onFocus={validation.prefetch} noValidate>
              <PasswordField
                label="New password"
                autoComplete="new-password"
                registration={register('password')}
                error={errors.password?.message}
              />
              <PasswordField
                label="Confirm new password"
                autoComplete="new-password"
                registration={register('confirmPassword')}
                error={errors.confirmPassword?.message}
              />
              <SubmitWithOutcome label="Set the new password" busyLabel="Saving…" busy={isLoading} error={error} />
            </Form>
            <SwitchText>
              Link expired? <SwitchLink to="/forgot-password">Ask for a new one</SwitchLink>
            </SwitchText>
          </>
        )}
      </AuthCard>
    </AuthPage>
  );
}
