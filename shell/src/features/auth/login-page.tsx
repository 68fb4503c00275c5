import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from '@classhub/routing';
import type { LoginRequest } from '@classhub/contracts';
import { Button, Form, FormError, SubmitRow, useDocumentTitle } from '@classhub/ui';
import { signIn } from '@classhub/web-api';
import { useAppDispatch } from '../../app/store';
import { lazyResolver } from '../../components/form/lazy-resolver';
import { PasswordField } from '../../components/form/password-field';
import { TextField } from '../../components/form/text-field';
import {
  AuthCard,
  AuthLead,
  AuthPage,
  AuthTitle,
  ForgotLink,
  SignOutNotice,
  SwitchLink,
  SwitchText,
} from './auth-page.styles';
import { GoogleSignInButton } from './google-sign-in';
import { signOutNoticeFrom } from './login-redirect';
import { useFinishSignIn } from './use-finish-sign-in';

// The page every signed-out visitor is sent to loads without zod: its checks come when the form is first used.
const validation = lazyResolver<LoginRequest>(() =>
  import(/* webpackChunkName: "login-validation" */ './login-validation').then(({ loginResolver }) => loginResolver),
);

/**
 * /login (docs/product.md#login): email, password with show/hide, Login, a link to Register and 'Login with Google';
 * after the API signed the user out (docs/product.md#signing-in), why.
 */
export function LoginPage() {
  useDocumentTitle('Login');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const finish = useFinishSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  const notice = signOutNoticeFrom(location.state);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ resolver: validation.resolver, defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (credentials) => {
    setServerError(null);
    try {
      await dispatch(signIn(credentials));
      finish({ isNewUser: false });
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <AuthPage>
      <AuthCard aria-labelledby="login-title">
        <AuthTitle id="login-title">Login Now</AuthTitle>
        <AuthLead>Welcome back! Sign in to pick up your classes.</AuthLead>
        {notice ? <SignOutNotice role="status">{notice}</SignOutNotice> : null}
        <Form
          onSubmit={onSubmit}
          onFocus={validation.prefetch}
          noValidate
          aria-describedby={serverError ? 'login-error' : undefined}
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={errors.email?.message}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            registration={register('password')}
            error={errors.password?.message}
          />
          <ForgotLink to="/forgot-password">Forgot password?</ForgotLink>
          <SubmitRow>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Logging in…' : 'Login'}
            </Button>
          </SubmitRow>
          {serverError ? (
            <FormError id="login-error" role="alert">
              {serverError}
            </FormError>
          ) : null}
        </Form>
        <GoogleSignInButton onSignedIn={finish} />
        <SwitchText>
          New to ClassHub?{' '}
          <SwitchLink to="/register" state={location.state}>
            Register
          </SwitchLink>
        </SwitchText>
      </AuthCard>
    </AuthPage>
  );
}
