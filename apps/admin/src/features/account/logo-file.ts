import { ACCOUNT_MESSAGES as M, LOGO_LIMITS } from '@commonpurse/domain';

/** Why a file cannot be the logo, judged before uploading (the server judges the content). */
export function logoFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(LOGO_LIMITS.extensions as readonly string[]).includes(extension)) return M.logoTypeInvalid;
  if (file.size > LOGO_LIMITS.maxBytes) return M.logoTooLarge;
  return null;
}
