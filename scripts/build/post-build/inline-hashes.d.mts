import type { InlineHashes } from '../../../deploy/headers.mjs';
export declare function sha256(text: string): string;
export declare function inlineHashes(html: string, file?: string): InlineHashes;
export declare function siteInlineHashes(outDir: string): InlineHashes & { pages: number };
