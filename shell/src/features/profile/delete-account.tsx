import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@classhub/routing';
import { Button, ConfirmDialog, Form, FormError, SubmitRow, toast } from '@classhub/ui';
import { apiErrorMessage, signOut } from '@classhub/web-api';
import { useAppDispatch } from '../../app/store';
import { PasswordField } from '../../components/form/password-field';
import { useDeleteAccountMutation } from '../auth/account-api';
import { SettingsCard, SettingsLead, SettingsTitle } from './account-settings.styles';

/**
 * Delete my account, after the password and an "Are you sure?" (docs/product.md#deleting-an-account says what stays:
 * payments for the books, seats already taken).
 */
export function DeleteAccount() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteAccount, { error, isLoading }] = useDeleteAccountMutation();
  const [asking, setAsking] = useState<string | null>(null);
  const { register, handleSubmit } = useForm<{ password: string }>({ defaultValues: { password: '' } });

  const onSubmit = handleSubmit(({ password }) => setAsking(password));
  const confirm = async () => {
    const password = asking ?? '';
    setAsking(null);
    const result = await deleteAccount(password ? { password } : {});
    if (!('data' in result)) return;
    toast.success('Account deleted', result.data?.message);
    await dispatch(signOut());
    void navigate('/');
  };

  return (
    <SettingsCard aria-labelledby="delete-account-title">
      <SettingsTitle id="delete-account-title">Delete my account</SettingsTitle>
      <SettingsLead>
        Your profile and sign-in go for good. Payments stay in ClassHub&apos;s books and classes you joined keep your
        seat, no longer linked to you.
      </SettingsLead>
      <Form onSubmit={onSubmit} noValidate>
        <PasswordField label="Your password" autoComplete="current-password" registration={register('password')} />
        <SubmitRow>
          <Button type="submit" $variant="secondary" disabled={isLoading}>
            {isLoading ? 'Deleting…' : 'Delete my account'}
          </Button>
        </SubmitRow>
        {error ? <FormError role="alert">{apiErrorMessage(error)}</FormError> : null}
      </Form>
      {asking !== null ? (
        <ConfirmDialog
          title="Delete your account?"
          text="This cannot be undone: you will be signed out and cannot sign in with this account again."
          confirmLabel="Yes, delete it"
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </SettingsCard>
  );
}
