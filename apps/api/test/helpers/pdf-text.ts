import { inflateSync } from "node:zlib";

/**
 * The text a PDF shows, as far as these tests need it: every content stream inflated, and the strings of its text
 * operators (pdfkit writes WinAnsi bytes as hex, split where kerning applies) joined per operator. Not a general
 * PDF parser: enough to check what our own generator wrote.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue; // not deflated content (an image or font): skip
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...operator[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join("");
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}
