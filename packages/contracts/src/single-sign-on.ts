import { z } from 'zod';
import { LoginResponse } from './auth.ts';
import { requiredString } from './validation.ts';

/** Whether the login page offers "Sign in with your firm's account". */
export const SingleSignOnStatusResponse = z.object({ data: z.object({ enabled: z.boolean() }) });
export type SingleSignOnStatusResponse = z.infer<typeof SingleSignOnStatusResponse>;

/** Where the user was going (a path of this product), to land there once signed in. */
export const OidcStartQuery = z.object({ returnTo: z.string().max(2000).optional() });
export type OidcStartQuery = z.infer<typeof OidcStartQuery>;

/** The provider's answer; openid-client reads the whole address, so other parameters (`iss`, `session_state`) pass. */
export const OidcCallbackQuery = z.looseObject({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
});
export type OidcCallbackQuery = z.infer<typeof OidcCallbackQuery>;

/** The single-use code the callback hands the web app in its address, swapped here for an access token. */
export const SsoTokenRequest = z.object({ code: requiredString('code', 200) });
export type SsoTokenRequest = z.infer<typeof SsoTokenRequest>;

export const SsoTokenResponse = LoginResponse.extend({ returnTo: z.string() });
export type SsoTokenResponse = z.infer<typeof SsoTokenResponse>;
