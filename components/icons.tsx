/** The site's icons. All are decorative: the text or control beside them carries the name. */
type IconProps = { className?: string };

/*
 * One request for all of them: symbols in public/icons.svg, fetched while the HTML is parsed (a
 * CSS mask would only be fetched once the stylesheet had arrived). The markup is a one-line
 * reference, so little is repeated in the page's script payload or the islands' code.
 */
function spriteIcon(symbol: 'phone' | 'mail' | 'map-pin' | 'check' | 'menu' | 'close' | 'arrow-up') {
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
export const MenuIcon = spriteIcon('menu');
export const CloseIcon = spriteIcon('close');
export const ArrowUpIcon = spriteIcon('arrow-up');

/**
 * The brand mark: a launch on the water. It is the site icon file (app/icon.svg, exported as
 * /icon.svg), so the drawing lives once and stays out of every page's script payload.
 */
export function LaunchMark({ className }: IconProps) {
  // eslint-disable-next-line @next/next/no-img-element -- a 32 px SVG; next/image adds nothing here
  return <img src="/icon.svg" width={32} height={32} alt="" className={className} />;
}
