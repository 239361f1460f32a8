export interface HtmlElement {
  tag: string;
  attrs: Map<string, string>;
  text: string;
  start?: number;
  end?: number;
  startTagEnd?: number;
  endTagStart?: number;
}
export interface HtmlPage {
  name: string;
  html: string;
  elements: HtmlElement[];
}
export interface HtmlEdit {
  start?: number;
  end?: number;
  text: string;
}
export declare function exportedFiles(dir: string, matches?: (name: string) => boolean): string[];
export declare function htmlFiles(dir: string): string[];
export declare function pageFile(outDir: string, route: string): string | undefined;
export declare function pageCandidates(outDir: string, path: string): string[];
export declare function pageRoute(outDir: string, file: string): string;
export declare function pageRoutes(outDir: string): string[];
export declare function readHtml(html: string, name?: string): HtmlPage;
export declare function cssUrls(css: string, cssUrl: string): string[];
export declare function exportedStylesheets(outDir: string): { url: string; css: string }[];
export declare function fontFaces(css: string, cssUrl: string): { body: string; urls: string[]; localNames: string[] }[];
export declare function localSourceList(names: string[]): string;
export declare function urlFile(outDir: string, url: string): string;
export declare function startTagOf(page: HtmlPage, element: HtmlElement): string;
export declare function tokens(element: HtmlElement, name: string): string[];
export declare function isInlineScript(element: HtmlElement): boolean;
export declare function isJsonLd(element: HtmlElement): boolean;
export declare function inlineCode(page: HtmlPage): { tag: string; text: string }[];
export declare function closingTagOffset(page: HtmlPage, tag: string): number;
export declare function replaceElement(element: HtmlElement, text: string): HtmlEdit;
export declare function removeElement(element: HtmlElement): HtmlEdit;
export declare function insertAt(offset: number, text: string): HtmlEdit;
export declare function editHtml(html: string, edits: HtmlEdit[]): string;
