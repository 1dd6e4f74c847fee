// jsdom ships no types: the part of its API (a browser's DOMParser) the tests use to read served XML and HTML.
declare module 'jsdom' {
  export interface ParsedElement {
    readonly tagName: string;
    readonly textContent: string | null;
    getAttribute(name: string): string | null;
    getElementsByTagName(name: string): ArrayLike<ParsedElement>;
    getElementsByTagNameNS(namespace: string, name: string): ArrayLike<ParsedElement>;
    querySelectorAll(selectors: string): ArrayLike<ParsedElement>;
  }

  export interface ParsedDocument extends ParsedElement {
    readonly documentElement: ParsedElement;
  }

  export class JSDOM {
    constructor(html?: string);
    readonly window: {
      DOMParser: new () => { parseFromString(text: string, type: 'application/xml' | 'text/html'): ParsedDocument };
    };
  }
}
