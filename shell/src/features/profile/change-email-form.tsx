import { useForm } from 'react-hook-form';
import type { ChangeEmailRequest } from '@classhub/contracts';
import { BreakableEmail, Form } from '@classhub/ui';
import { PasswordField } from '../../components/form/password-field';
import { TextField } from '../../components/form/text-field';
import { useRequestEmailChangeMutation } from '../auth/account-api';
import { changeEmailValidation as validation } from '../auth/account-resolvers';
import { SubmitWithOutcome } from '../auth/submit-with-outcome';
import { SettingsCard, SettingsLead, SettingsTitle } from './account-settings.styles';

/** Change email: confirmed from the new address; the account keeps the old one until that link is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [requestChange, { data, error, isLoading }] = useRequestEmailChangeMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangeEmailRequest>({ resolver: validation.resolver, defaultValues: { newEmail: '', password: '' } });

  const onSubmit = handleSubmit(async ({ newEmail, password }) => {
    // An account without a password (Google only) sends none; the server asks for a recent sign-in instead.
    if ('data' in (await requestChange({ newEmail, ...(password ? { password } : {}) }))) reset();
  });

  return (
    <SettingsCard aria-labelledby="change-email-title">
      <SettingsTitle id="change-email-title">Change email</SettingsTitle>
      <SettingsLead>
        Now{' '}
        <strong>
          <BreakableEmail email={currentEmail} />
        </strong>
        . We mail a link to the new address; it changes when you open it.
      </SettingsLead>
      <Form onSubmit={onSubmit} onFocus={validation.prefetch} noValidate>
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          registration={register('newEmail')}
          error={errors.newEmail?.message}
        />
        <PasswordField
          label="Your password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password?.message}
        />
        <SubmitWithOutcome
          label="Send the link"
          busyLabel="Sending…"
          busy={isLoading}
          done={data?.message}
          error={error}
        />
      </Form>
    </SettingsCard>
  );
}
