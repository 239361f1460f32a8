/** Widths the audit covers. 640 px is a 1280 px window at 200% zoom; 320 px is it at 400%. */
export const viewports = {
  axe: [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ],
  layout: [320, 375, 640, 768, 1024, 1440, 1920].map((width) => ({ width, height: 900 })),
};
