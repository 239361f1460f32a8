import { NARROWEST_SCREEN_PX } from '../../lib/site/constants';

/**
 * Widths the audit covers. 640 px is a 1280 px window at 200% zoom; 320 px is it at 400%. The
 * narrowest is the one the accessibility statement names (NARROWEST_SCREEN_PX).
 */
export const viewports = {
  axe: [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ],
  layout: [NARROWEST_SCREEN_PX, 375, 640, 768, 1024, 1440, 1920].map((width) => ({ width, height: 900 })),
};
