import { AppError } from '../../http/app-error.ts';

/**
 * A refused change, with its message under the field it concerns: 422 for a rule of the data, 403 for a
 * capability, licence or trial rule (whose message is also the answer's message, so a console that only
 * shows `message` still says why).
 */
export function refusal(status: 403 | 422, field: string, message: string): AppError {
  const fieldErrors = { [field]: [message] };
  return status === 422 ? AppError.invalid(fieldErrors) : new AppError(403, message, { fieldErrors });
}
