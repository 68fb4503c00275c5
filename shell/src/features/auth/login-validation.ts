// The sign-in form's checks, in a chunk of their own (`login-validation`, with zod's core): fetched when the form is
// first focused or sent, not with the page (components/form/lazy-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@classhub/contracts';

export const loginResolver = zodResolver(loginRequestSchema);
