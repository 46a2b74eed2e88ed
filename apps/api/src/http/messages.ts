/** The API's own protocol messages (the user-facing form messages live in packages/domain). */
export const API_MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  invalidData: 'The given data was invalid.',
  serverError: 'Server error.',
  noPublisher: 'Your account does not manage any publisher.',
  malformedTokenRequest: 'The token request is missing a parameter or is malformed.',
  unsupportedGrantType: 'The grant type is not supported.',
  malformedUpload: 'The upload was cut off or is not a well-formed multipart body.',
  crossSiteForm: 'A token request in a form must come from this site.',
  refreshTokenInvalid: 'The refresh token is invalid, expired or already used.',
} as const;
