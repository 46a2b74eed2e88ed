// Small inline icons (no icon font): decorative, hidden from assistive technology.
const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

export const PlusIcon = () => (
  <svg {...common}>
    <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
  </svg>
);

export const MinusIcon = () => (
  <svg {...common}>
    <path d="M5 11h14v2H5z" fill="currentColor" />
  </svg>
);

export const LockIcon = () => (
  <svg {...common}>
    <path
      d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 1 1 6 0v3z"
      fill="currentColor"
    />
  </svg>
);

export const InfoIcon = () => (
  <svg {...common}>
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2zm0-8h-2V7h2z" fill="currentColor" />
  </svg>
);
