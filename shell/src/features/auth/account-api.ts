import {
  declaredRequest,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type DeclaredResponse,
  type DeleteAccountRequest,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from '@classhub/contracts';
import { api } from '@classhub/web-query';

/** Accounts people look after themselves, by mail (decision 0037): the links, the password, the address, deletion. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<DeclaredResponse<'requestPasswordReset'>, PasswordResetRequest>({
      query: (body) => declaredRequest('requestPasswordReset', { body }),
    }),
    confirmPasswordReset: build.mutation<DeclaredResponse<'confirmPasswordReset'>, PasswordResetConfirm>({
      query: (body) => declaredRequest('confirmPasswordReset', { body }),
    }),
    confirmEmailVerification: build.mutation<DeclaredResponse<'confirmEmailVerification'>, string>({
      query: (token) => declaredRequest('confirmEmailVerification', { body: { token } }),
      invalidatesTags: ['User'],
    }),
    resendEmailVerification: build.mutation<DeclaredResponse<'resendEmailVerification'>, void>({
      query: () => declaredRequest('resendEmailVerification'),
    }),
    changePassword: build.mutation<DeclaredResponse<'changePassword'>, ChangePasswordRequest>({
      query: (body) => declaredRequest('changePassword', { body }),
    }),
    requestEmailChange: build.mutation<DeclaredResponse<'requestEmailChange'>, ChangeEmailRequest>({
      query: (body) => declaredRequest('requestEmailChange', { body }),
    }),
    deleteAccount: build.mutation<DeclaredResponse<'deleteAccount'>, DeleteAccountRequest>({
      query: (body) => declaredRequest('deleteAccount', { body }),
    }),
  }),
});

export const {
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useConfirmEmailVerificationMutation,
  useResendEmailVerificationMutation,
  useChangePasswordMutation,
  useRequestEmailChangeMutation,
  useDeleteAccountMutation,
} = accountApi;
