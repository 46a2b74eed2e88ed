/** Server-sanitized rich text (the simulation's HTML fields only; every other text is rendered as text). */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html || !html.trim()) return null;
  return <div className={`rich ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
