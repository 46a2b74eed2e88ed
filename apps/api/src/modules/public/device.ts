import Bowser from 'bowser';

export type TDeviceType = 'desktop' | 'mobile' | 'tablet';

/** Longer user agents are cut before parsing (no real browser sends more; the parser's work stays small). */
const USER_AGENT_MAX = 512;

/** desktop, mobile or tablet from the User-Agent (bowser); TVs, bots and unknown agents count as desktop. */
export function deviceTypeOf(userAgent: string | undefined): TDeviceType {
  const agent = userAgent?.slice(0, USER_AGENT_MAX).trim();
  if (!agent) return 'desktop';
  const type = Bowser.getParser(agent).getPlatformType(true);
  return type === 'mobile' || type === 'tablet' ? type : 'desktop';
}
