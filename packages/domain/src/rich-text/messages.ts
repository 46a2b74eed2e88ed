/** The rich-text editor (spec 1 section 5 "Other rules"). */
export const RICH_TEXT_LIMITS = {
  /** An inserted image is embedded as a data URL; longer than this many characters is refused. */
  imageDataUrlMaxChars: 6_400_000,
} as const;

export const RICH_TEXT_MESSAGES = {
  imageTooLarge: 'The image you selected is too large. Please select an image file under 5 MB.',
  notAnImage: 'Only images can be uploaded here. Please select a different file and try again!',
  // Not in the spec (it says only that alt text is required, and names no video host).
  altRequired: 'Please describe the image: alt text is required.',
  linkRequired: 'Please enter the link address.',
  videoInvalid: 'Please enter the address of a YouTube video.',
} as const;
