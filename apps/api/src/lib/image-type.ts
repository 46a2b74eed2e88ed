export type ImageExtension = 'png' | 'jpg' | 'gif';

const SIGNATURES: { extension: ImageExtension; bytes: readonly number[][] }[] = [
  { extension: 'png', bytes: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { extension: 'jpg', bytes: [[0xff, 0xd8, 0xff]] },
  {
    extension: 'gif',
    bytes: [
      [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
    ],
  },
];

/**
 * The image type the content really is (PNG, JPEG or GIF by their magic bytes), whatever the file name
 * or the declared content type claim; null for anything else.
 */
export function detectImageType(data: Uint8Array): ImageExtension | null {
  for (const { extension, bytes } of SIGNATURES) {
    if (bytes.some((signature) => signature.every((byte, index) => data[index] === byte))) return extension;
  }
  return null;
}
