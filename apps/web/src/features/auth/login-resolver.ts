import { LoginRequest } from '@dd/contracts';
import { zodResolver } from '../../lib/zod-resolver.ts';

/** The login form's resolver, loaded on the form's first use (login-page.tsx), so the page is drawn before zod arrives. */
export const loginResolver = zodResolver(LoginRequest);
