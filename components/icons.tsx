/** Small inline icons. All are decorative: the control or text beside them carries the name. */
type IconProps = { className?: string };

const base = { 'aria-hidden': true, focusable: false, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', viewBox: '0 0 24 24' } as const;

/*
 * Icons in server-rendered markup are empty spans drawn by CSS masks of the files in
 * public/icons/ (.icon in globals.css), in the text colour like the inline ones. Inline SVG would
 * be sent twice, in the HTML and again in the page's script payload. The client islands' icons
 * below stay inline: they are in the island's code either way.
 */
function maskIcon(iconClass: string) {
  return function MaskIcon({ className = '' }: IconProps) {
    return <span aria-hidden="true" className={`${iconClass} ${className}`} />;
  };
}

// Whole class names, so Tailwind finds them when it trims unused CSS.
export const PhoneIcon = maskIcon('icon icon-phone');
export const MailIcon = maskIcon('icon icon-mail');
export const MapPinIcon = maskIcon('icon icon-map-pin');
export const CheckIcon = maskIcon('icon icon-check');

export function MenuIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function ArrowUpIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </svg>
  );
}

/**
 * The brand mark: a launch on the water. It is the site icon file (app/icon.svg, exported as
 * /icon.svg), so the drawing lives once and stays out of every page's script payload.
 */
export function LaunchMark({ className }: IconProps) {
  // eslint-disable-next-line @next/next/no-img-element -- a 32 px SVG; next/image adds nothing here
  return <img src="/icon.svg" width={32} height={32} alt="" className={className} />;
}
