import { useForm } from 'react-hook-form';
import type { ChangePasswordRequest } from '@classhub/contracts';
import { Form } from '@classhub/ui';
import { PasswordField } from '../../components/form/password-field';
import { useChangePasswordMutation } from '../auth/account-api';
import { changePasswordValidation as validation } from '../auth/account-resolvers';
import { SubmitWithOutcome } from '../auth/submit-with-outcome';
import { SettingsCard, SettingsLead, SettingsTitle } from './account-settings.styles';

/** Change password: the current one, then the new one (the shared rule); every other browser is signed out. */
export function ChangePasswordForm() {
  const [changePassword, { data, error, isLoading }] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({
    resolver: validation.resolver,
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    if ('data' in (await changePassword(body))) reset();
  });

  return (
    <SettingsCard aria-labelledby="change-password-title">
      <SettingsTitle id="change-password-title">Change password</SettingsTitle>
      <SettingsLead>You stay signed in here; every other browser is signed out.</SettingsLead>
      <Form onSubmit={onSubmit} onFocus={validation.prefetch} noValidate>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          registration={register('newPassword')}
          error={errors.newPassword?.message}
        />
        <SubmitWithOutcome
          label="Change password"
          busyLabel="Saving…"
          busy={isLoading}
          done={data?.message}
          error={error}
        />
      </Form>
    </SettingsCard>
  );
}
