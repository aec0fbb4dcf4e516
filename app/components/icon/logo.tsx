export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 36 36">
      <rect width="36" height="36" rx="8" fill="var(--color-brand)" />
      <path
        d="M12 26V10h7a5 5 0 0 1 0 10h-7m7 0l5 6"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
