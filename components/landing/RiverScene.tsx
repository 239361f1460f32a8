/** Our own illustration of a launch on the river at dawn. Decorative: the hero text says it all. */
export function RiverScene({ className }: { className?: string }) {
  return (
    <svg aria-hidden focusable={false} viewBox="0 0 480 320" className={className} preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="0.6" stopColor="#fdba74" />
          <stop offset="1" stopColor="#fb923c" />
        </linearGradient>
        <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f766e" />
          <stop offset="1" stopColor="#062422" />
        </linearGradient>
      </defs>
      <rect width="480" height="200" fill="url(#sky)" />
      <circle cx="360" cy="120" r="42" fill="#fff7ed" opacity="0.9" />
      {/* Far bank with palms */}
      <path d="M0 178c60-10 120-6 180-2s140 6 200-4 80-6 100-4v32H0z" fill="#14532d" />
      <g fill="#166534">
        <path d="M64 176v-30M64 146c-8-6-18-6-24 0M64 146c8-6 18-6 24 0M64 146c-4-8-12-12-20-10M64 146c4-8 12-12 20-10" stroke="#14532d" strokeWidth="3" fill="none" strokeLinecap="round" />
        <path d="M420 174v-26M420 148c-7-5-16-5-21 0M420 148c7-5 16-5 21 0M420 148c-3-7-10-10-17-9M420 148c3-7 10-10 17-9" stroke="#14532d" strokeWidth="3" fill="none" strokeLinecap="round" />
      </g>
      <rect y="196" width="480" height="124" fill="url(#water)" />
      {/* The launch */}
      <g>
        <path d="M92 236h276l-26 30H120z" fill="#f8fafc" />
        <path d="M92 236h276l-4 6H96z" fill="#b91c1c" />
        <rect x="122" y="206" width="208" height="30" rx="3" fill="#f1f5f9" />
        <rect x="150" y="184" width="150" height="22" rx="3" fill="#e2e8f0" />
        <rect x="196" y="168" width="60" height="16" rx="3" fill="#0e5f59" />
        <g fill="#0b3936">
          <rect x="132" y="214" width="18" height="12" rx="2" />
          <rect x="160" y="214" width="18" height="12" rx="2" />
          <rect x="188" y="214" width="18" height="12" rx="2" />
          <rect x="216" y="214" width="18" height="12" rx="2" />
          <rect x="244" y="214" width="18" height="12" rx="2" />
          <rect x="272" y="214" width="18" height="12" rx="2" />
          <rect x="300" y="214" width="18" height="12" rx="2" />
          <rect x="162" y="190" width="16" height="10" rx="2" />
          <rect x="190" y="190" width="16" height="10" rx="2" />
          <rect x="244" y="190" width="16" height="10" rx="2" />
          <rect x="272" y="190" width="16" height="10" rx="2" />
        </g>
        <rect x="236" y="150" width="6" height="18" fill="#0b3936" />
        <path d="M242 152h22l-6 5 6 5h-22z" fill="#16a34a" />
        <circle cx="251" cy="157" r="3" fill="#dc2626" />
      </g>
      <g stroke="#aee2d9" strokeWidth="3" strokeLinecap="round" fill="none" opacity="0.7">
        <path d="M40 284c14 0 14-6 28-6s14 6 28 6" />
        <path d="M150 298c14 0 14-6 28-6s14 6 28 6" />
        <path d="M300 288c14 0 14-6 28-6s14 6 28 6" />
        <path d="M390 304c14 0 14-6 28-6s14 6 28 6" />
        <path d="M110 270c20 0 30 4 50 4s30-4 50-4 30 4 50 4 30-4 50-4 30 4 50 4" opacity="0.5" />
      </g>
    </svg>
  );
}
