import { request } from '@/api/http.ts';
import type { TForgotForm, TResetForm } from '@commonpurse/domain';

interface TStatusAnswer {
  status: 'success';
}

/** POST /v1/forgot: sends a reset link (the answer is the same whether or not the address has an account). */
export const postForgot = (body: TForgotForm) =>
  request<TStatusAnswer>('/v1/forgot', { method: 'POST', body });

/** POST /v1/reset: sets the new password with the token from the e-mail. */
export const postReset = (body: TResetForm) => request<TStatusAnswer>('/v1/reset', { method: 'POST', body });
