/** The portal mark: a roundel in the national colours (decorative; the link carries the name). */
export function Logo({ size = 44 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" className="logo">
      <defs>
        <clipPath id="logo-clip">
          <circle cx="24" cy="24" r="22" />
        </clipPath>
      </defs>
      <g clipPath="url(#logo-clip)">
        <rect x="0" y="0" width="48" height="16" fill="#FF9933" />
        <rect x="0" y="16" width="48" height="16" fill="#FFFFFF" />
        <rect x="0" y="32" width="48" height="16" fill="#138808" />
      </g>
      <circle cx="24" cy="24" r="22" fill="none" stroke="#0B2E59" strokeWidth="2.5" />
      <text x="24" y="29.5" textAnchor="middle" fontFamily="Georgia, 'Noto Serif', serif" fontSize="15" fontWeight="700" fill="#0B2E59">
        JS
      </text>
    </svg>
  );
}
