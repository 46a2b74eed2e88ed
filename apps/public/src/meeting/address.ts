/** The residents' address of the meeting whose facilitator or results screen is at `location`. */
export function meetingJoinUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname.replace(/\/(?:facilitator|results)\/?$/, '')}`;
}
