import { PDFParse } from 'pdf-parse';

/** Extracted text with line breaks undone: words that wrapped (at a space or a hyphen) read as one line. */
export const unwrapped = (text: string) => text.replace(/-\s+/g, '-').replace(/\s+/g, ' ');

/** The text a PDF reader extracts from a document, and its page count. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}
