import { useMemo } from 'react';
import { encode } from 'uqr';

/** The SVG path of a QR code's dark modules: one unit square per module, on a grid of `size`. */
export function qrPath(text: string): { size: number; path: string } {
  // M: 15 % of the code may be lost (a smudged screen, a glare on the projection) and still read.
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  const parts: string[] = [];
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { size, path: parts.join('') };
}

/**
 * A QR code of `text` as SVG (uqr encodes it: small and dependency-free), black on white whatever the
 * page's colours, so phones read it off a projector. `label` names it for screen readers.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
