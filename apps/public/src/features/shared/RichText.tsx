import './shared.css';

/** HTML the server sanitized when it was saved (rich-text fields): rendered as is, never built here. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={['cp-rich-text', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
