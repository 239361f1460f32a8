// Invoker Commands (HTML, Baseline 2025), which React passes through as plain attributes but
// whose names its types do not know yet.
import 'react';

declare module 'react' {
  // T must match the declaration this merges into, though these attributes do not use it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | `--${string}`;
  }
}
