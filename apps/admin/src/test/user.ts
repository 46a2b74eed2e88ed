import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * A user for the console's tests. Keys and clicks follow each other without a timer between them
 * (jsdom needs none; the default waits a macrotask after each key): what a test types is still typed
 * key by key, with every event. Clicks skip the pointer-events check, which reads the computed style of
 * the target and every ancestor: the tests run without Emotion's rules (decision 0395), so it could only
 * ever see inline styles.
 */
const options = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never };

export const user = userEvent.setup(options);

/** The same user, whose file picker was told to show any file: a screen's own type check is reached. */
export const userPickingAnyFile = userEvent.setup({ ...options, applyAccept: false });
