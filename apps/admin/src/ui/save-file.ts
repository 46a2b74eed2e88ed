/** Hands a downloaded file to the browser's save mechanism. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the click's navigation start before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
