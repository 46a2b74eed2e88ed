export const secondsFromNow = (seconds: number, now = new Date()) => new Date(now.getTime() + seconds * 1000);
