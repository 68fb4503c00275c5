import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from '@classhub/routing';
import { registerFormSchema, type RegisterForm } from '@classhub/contracts';
import { Button, Form, FormError, SubmitRow, useDocumentTitle } from '@classhub/ui';
import { AuthRequestError, registerAccount } from '@classhub/web-api';
import { useAppDispatch } from '../../app/store';
import { RequiredLegend } from '../../components/form/form.styles';
import { PasswordField } from '../../components/form/password-field';
import { TextField } from '../../components/form/text-field';
import { AuthCard, AuthLead, AuthPage, AuthTitle, SwitchLink, SwitchText } from './auth-page.styles';
import { GoogleSignInButton } from './google-sign-in';
import { useFinishSignIn } from './use-finish-sign-in';

const FIELDS = ['name', 'email', 'photo', 'password'] as const;
type RegisterField = (typeof FIELDS)[number];
const isRegisterField = (field: string): field is RegisterField => (FIELDS as readonly string[]).includes(field);

/**
 * /register (docs/product.md#register): name, email, an optional photo URL (initials stand in without one), password
 * and its confirmation, checked by the shared schema the identity service also uses, each field as it is left; a
 * mismatch shows 'Password are not match' and nothing is sent.
 */
export function RegisterPage() {
  useDocumentTitle('Register');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const finish = useFinishSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', photo: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ name, email, photo, password }) => {
    setServerError(null);
    try {
      const { isNewUser } = await dispatch(registerAccount({ name, email, photo: photo ?? '', password }));
      finish({ isNewUser });
    } catch (error) {
      if (error instanceof AuthRequestError) {
        for (const { field, message } of error.fieldErrors) {
          if (isRegisterField(field)) setError(field, { message });
        }
      }
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <AuthPage>
      <AuthCard aria-labelledby="register-title">
        <AuthTitle id="register-title">Register Now</AuthTitle>
        <AuthLead>Create your ClassHub account and start learning today.</AuthLead>
        <Form onSubmit={onSubmit} noValidate>
          <RequiredLegend>Fields marked * are required.</RequiredLegend>
          <TextField
            label="Name"
            autoComplete="name"
            required
            registration={register('name')}
            error={errors.name?.message}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            registration={register('email')}
            error={errors.email?.message}
          />
          <TextField
            label="Photo URL"
            type="url"
            inputMode="url"
            placeholder="https://…"
            hint="Optional: without a photo, your initials are shown."
            registration={register('photo')}
            error={errors.photo?.message}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            registration={register('password')}
            error={errors.password?.message}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            required
            registration={register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          <SubmitRow>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Registering…' : 'Register'}
            </Button>
          </SubmitRow>
          {serverError ? <FormError role="alert">{serverError}</FormError> : null}
        </Form>
        <GoogleSignInButton onSignedIn={finish} />
        <SwitchText>
          Already have an account?{' '}
          <SwitchLink to="/login" state={location.state}>
            Login
          </SwitchLink>
        </SwitchText>
      </AuthCard>
    </AuthPage>
  );
}
