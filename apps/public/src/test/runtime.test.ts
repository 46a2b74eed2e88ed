import { describe, expect, it } from 'vitest';

// The public site ships on Preact's compatibility layer (decision 0625); its tests must run on it too,
// libraries included, or they would pass on a React DOM residents never load.
describe('the runtime under test', () => {
  it('is preact/compat wherever React or React DOM is imported', async () => {
    const compat = await import('preact/compat');
    expect((await import('react')).useState).toBe(compat.useState);
    expect((await import('react-dom')).createPortal).toBe(compat.createPortal);
    expect((await import('react-dom/client')).createRoot).toBeTypeOf('function');
    expect((await import('react/jsx-runtime')).jsx).toBe((await import('preact/jsx-runtime')).jsx);
  });
});
