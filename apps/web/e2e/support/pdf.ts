import {
  decodePDFRawStream,
  PDFArray,
  type PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from 'pdf-lib';

/** A PDF's pages and the text printed on each, read back from its bytes. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages();
  return { pages: pages.length, text: pages.map((page) => pageText(doc, page.node)) };
}

const lookup = (doc: PDFDocument, obj: PDFObject | undefined) =>
  obj instanceof PDFRef ? doc.context.lookup(obj) : obj;

function streamText(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFStream)) return '';
  const bytes = stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
  return Buffer.from(bytes).toString('latin1');
}

/** A font's ToUnicode map: glyph code (hex) to text. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const text = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, uni] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(code.toLowerCase(), text(uni));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, uni] of block[1].matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const start = Number.parseInt(uni, 16);
      for (let c = Number.parseInt(lo, 16); c <= Number.parseInt(hi, 16); c++)
        map.set(
          c.toString(16).padStart(lo.length, '0'),
          String.fromCodePoint(start + c - Number.parseInt(lo, 16)),
        );
    }
  return map;
}

/**
 * The text a page shows: each `Tj`/`TJ` string of its content decoded through its font's
 * ToUnicode map (Chromium writes glyph ids with such maps), runs joined with spaces.
 */
function pageText(doc: PDFDocument, node: PDFDict): string {
  const resources = lookup(doc, node.get(PDFName.of('Resources'))) as PDFDict | undefined;
  const fonts = lookup(doc, resources?.get(PDFName.of('Font'))) as PDFDict | undefined;
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = lookup(doc, ref) as PDFDict;
    maps.set(name.asString(), unicodeMap(streamText(lookup(doc, font.get(PDFName.of('ToUnicode'))))));
  }
  const contents = lookup(doc, node.get(PDFName.of('Contents')));
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => lookup(doc, r)) : [contents];
  const content = streams.map(streamText).join('\n');
  let font = new Map<string, string>();
  const out: string[] = [];
  for (const [, fontName, strings] of content.matchAll(
    /(\/[\w.+-]+)\s+[\d.]+\s+Tf|((?:<[0-9a-fA-F]*>|\[[^\]]*\])\s*T[jJ])/g,
  )) {
    if (fontName) {
      font = maps.get(fontName) ?? new Map();
      continue;
    }
    const codes = [...strings.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1].toLowerCase());
    const width = [...font.keys()][0]?.length ?? 4;
    out.push(
      codes
        .flatMap((hex) => hex.match(new RegExp(`.{${width}}`, 'g')) ?? [])
        .map((code) => font.get(code) ?? '')
        .join(''),
    );
  }
  return out.join(' ');
}
