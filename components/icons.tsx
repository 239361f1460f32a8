/** Icons for server-rendered markup. All are decorative: the text beside them carries the name. */
type IconProps = { className?: string };

/*
 * One request for all of them: symbols in public/icons.svg, fetched while the HTML is parsed (a
 * CSS mask would only be fetched once the stylesheet had arrived, after the first paint's other
 * requests). The markup stays a one-line reference, so little is repeated in the page's script
 * payload. The client islands draw their few icons inline instead (components/island-icons.tsx):
 * those are in the island's code either way.
 */
function spriteIcon(symbol: 'phone' | 'mail' | 'map-pin' | 'check') {
  return function SpriteIcon({ className }: IconProps) {
    return (
      <svg aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
        <use href={`/icons.svg#${symbol}`} />
      </svg>
    );
  };
}

export const PhoneIcon = spriteIcon('phone');
export const MailIcon = spriteIcon('mail');
export const MapPinIcon = spriteIcon('map-pin');
export const CheckIcon = spriteIcon('check');

/**
 * The brand mark: a launch on the water. It is the site icon file (app/icon.svg, exported as
 * /icon.svg), so the drawing lives once and stays out of every page's script payload.
 */
export function LaunchMark({ className }: IconProps) {
  // eslint-disable-next-line @next/next/no-img-element -- a 32 px SVG; next/image adds nothing here
  return <img src="/icon.svg" width={32} height={32} alt="" className={className} />;
}
