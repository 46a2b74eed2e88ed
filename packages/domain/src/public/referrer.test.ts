import { describe, expect, it } from 'vitest';
import { classifyReferrer, REFERRER_SOURCES, SOCIAL_NETWORKS } from './referrer.ts';

describe('classifyReferrer', () => {
  it.each([
    [undefined, 'direct', null, null],
    [null, 'direct', null, null],
    ['', 'direct', null, null],
    ['not a url', 'direct', null, null],
    ['file:///home/me/budget.html', 'direct', null, null],
    ['https://www.google.com/', 'search', 'google.com', null],
    ['https://www.google.co.uk/search?q=budget', 'search', 'google.co.uk', null],
    ['https://google.de/', 'search', 'google.de', null],
    ['https://www.bing.com/search?q=x', 'search', 'bing.com', null],
    ['https://duckduckgo.com/', 'search', 'duckduckgo.com', null],
    ['https://search.yahoo.com/', 'search', 'search.yahoo.com', null],
    ['https://mail.google.com/mail/u/0/', 'email', 'mail.google.com', null],
    ['https://outlook.live.com/mail/0/', 'email', 'outlook.live.com', null],
    ['https://webmail.springfield.gov/', 'email', 'webmail.springfield.gov', null],
    ['https://mail.yahoo.com/d/folders/1', 'email', 'mail.yahoo.com', null],
    ['https://l.facebook.com/l.php?u=x', 'social', 'l.facebook.com', 'facebook'],
    ['https://m.facebook.com/', 'social', 'm.facebook.com', 'facebook'],
    ['https://t.co/abc', 'social', 't.co', 'x'],
    ['https://x.com/someone', 'social', 'x.com', 'x'],
    ['https://www.instagram.com/', 'social', 'instagram.com', 'instagram'],
    ['https://www.linkedin.com/feed/', 'social', 'linkedin.com', 'linkedin'],
    ['https://out.reddit.com/t3_x', 'social', 'out.reddit.com', 'reddit'],
    ['https://nextdoor.com/news_feed/', 'social', 'nextdoor.com', 'nextdoor'],
    ['https://WWW.Springfield.GOV/news', 'website', 'springfield.gov', null],
    ['http://localnews.example/story', 'website', 'localnews.example', null],
    ['android-app://com.google.android.gm/', 'email', 'com.google.android.gm', null],
    ['android-app://com.facebook.katana/', 'social', 'com.facebook.katana', 'facebook'],
    ['android-app://org.unknown.app/', 'direct', null, null],
  ])('%s is %s', (referrer, source, host, network) => {
    expect(classifyReferrer(referrer)).toEqual({ host, source, social_network: network });
  });

  it('does not mistake look-alike hosts for a network or an engine', () => {
    expect(classifyReferrer('https://notfacebook.com/').source).toBe('website');
    expect(classifyReferrer('https://google.com.evil.example/').source).toBe('website');
    expect(classifyReferrer('https://mygoogle.com/').source).toBe('website');
  });

  it("counts the public site's own pages as direct", () => {
    const own = ['commonpurse.test'];
    expect(classifyReferrer('https://springfield.commonpurse.test/parks', own)).toEqual({
      host: null,
      source: 'direct',
      social_network: null,
    });
    expect(classifyReferrer('https://commonpurse.test/s/springfield/parks', own).source).toBe('direct');
    expect(classifyReferrer('https://othercommonpurse.test/', own).source).toBe('website');
  });

  it('stores only known values', () => {
    for (const referrer of ['https://t.co/', 'https://bing.com/', 'https://a.example/', '']) {
      const found = classifyReferrer(referrer);
      expect(REFERRER_SOURCES).toContain(found.source);
      if (found.social_network) expect(Object.keys(SOCIAL_NETWORKS)).toContain(found.social_network);
    }
  });
});
