// The company's mark: an acacia against the setting sun. Same drawing as public/favicon.svg.
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <circle cx="32" cy="32" r="32" fill="#2e2a26" />
      <circle cx="32" cy="35" r="17" fill="#dc9a36" />
      <path d="M2.4 44A32 32 0 0 0 61.6 44C52 42.4 42.5 41.6 32 41.6S12 42.4 2.4 44z" fill="#1f1c19" />
      <path d="M6 43.2C14.5 41.6 23 40.9 32 40.9s17.5.7 26 2.3" stroke="#86511a" strokeWidth="1.6" fill="none" />
      <path d="M30.7 42l.8-12.6h1.6l.8 12.6z" fill="#1f1c19" />
      <path
        d="M31.9 31.2c-1.6-2.2-4.2-3.5-7.3-4.1M32.4 31c1.7-2.4 4.5-3.7 8-4.2M32.1 29.8l-.2-3.2"
        stroke="#1f1c19"
        strokeWidth="1.5"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M12 26.6c3.5-3 11.2-4.9 20.2-4.9s16.7 1.9 20.2 4.9c-4.6 1.6-11.9 2.4-20.2 2.4s-15.6-.8-20.2-2.4z"
        fill="#1f1c19"
      />
      {/* The ochre rim keeps the mark distinct on the dark footer and over hero pictures. */}
      <circle cx="32" cy="32" r="30.75" fill="none" stroke="#c98221" strokeWidth="2.5" />
    </svg>
  );
}
