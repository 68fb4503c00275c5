import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  NewPasswordForm,
  PasswordResetRequest,
} from '@classhub/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';
import { lazyResolver } from '../../components/form/lazy-resolver';

type Validation = typeof import('./account-validation');

const load = () => import(/* webpackChunkName: "account-validation" */ './account-validation');

function resolverOf<T extends FieldValues>(pick: (module: Validation) => unknown) {
  return lazyResolver<T>(() => load().then((module) => pick(module) as Resolver<T>));
}

/** The account forms' resolvers: zod and the schemas come on the form's first focus, not with the page. */
export const forgotPasswordValidation = resolverOf<PasswordResetRequest>((module) => module.forgotPasswordResolver);
export const newPasswordValidation = resolverOf<NewPasswordForm>((module) => module.newPasswordResolver);
export const changePasswordValidation = resolverOf<ChangePasswordRequest>((module) => module.changePasswordResolver);
export const changeEmailValidation = resolverOf<ChangeEmailRequest>((module) => module.changeEmailResolver);
