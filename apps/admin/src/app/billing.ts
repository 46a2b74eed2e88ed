import { handleUnauthorized } from '@/api/client.ts';
import { ensureFreshSession } from '@/api/tokens.ts';

/** The form field that carries the access token to the billing endpoint (decision 0502). */
export const BILLING_TOKEN_FIELD = 'token';

const FORM_ID = 'billing-redirect';

/**
 * The billing redirect (spec 2 section 7): the access token posted as a form to the billing endpoint
 * (the server's BILLING_URL), which signs the user in there. A form post keeps the token out of the
 * address, the history and the logs a query string would reach.
 */
export async function openBilling(url: string): Promise<void> {
  const session = await ensureFreshSession();
  if (!session) {
    handleUnauthorized();
    return;
  }
  document.getElementById(FORM_ID)?.remove();
  const form = document.createElement('form');
  form.id = FORM_ID;
  form.method = 'POST';
  form.action = url;
  form.hidden = true;
  const token = document.createElement('input');
  token.type = 'hidden';
  token.name = BILLING_TOKEN_FIELD;
  token.value = session.access_token;
  form.append(token);
  document.body.append(form);
  form.submit();
}
