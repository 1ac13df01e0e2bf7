/**
 * The standard PDF fonts (Helvetica, Times) only encode WinAnsi (Windows-1252). Everything drawn
 * goes through `winAnsi` first, so an unexpected character can never make pdf-lib throw.
 */
const CP1252_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

const REPLACEMENTS: Record<string, string> = {
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2212": "-",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2248": "~",
  "\u2192": "->",
  "\u2032": "'",
  "\u2033": '"',
  "\u03b1": "alpha",
  "\u03b2": "beta",
  "\u03b3": "gamma",
  "\u03ba": "kappa",
  "\u03bb": "lambda",
  "\u03bc": "\u00b5",
  "\u2082": "2",
  "\u2083": "3",
  "\u2009": " ",
  "\u202f": " ",
  "\u00a0": " ",
  // Letters with a stroke have no decomposition, so the accent fallback below cannot reach them.
  "\u0141": "L",
  "\u0142": "l",
  "\u0110": "D",
  "\u0111": "d",
  "\u0131": "i",
};

function encodable(cp: number): boolean {
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa1 && cp <= 0xff) || CP1252_EXTRAS.includes(String.fromCodePoint(cp));
}

export function winAnsi(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const cp = ch.codePointAt(0)!;
    if (encodable(cp)) out += ch;
    else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else if (ch === "\n" || ch === "\t") out += " ";
    else {
      // Fall back to the base letter of an accented character (ć -> c), else drop it.
      const base = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += [...base].every((c) => encodable(c.codePointAt(0)!)) ? base : "?";
    }
  }
  return out;
}

const CP1252_CODES = [
  0x80, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8e, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96,
  0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9e, 0x9f,
];
const EXTRA_CODE = new Map([...CP1252_EXTRAS].map((ch, i) => [ch, CP1252_CODES[i]]));

/**
 * A PDF literal string (with parentheses) of WinAnsi-encoded text, as a "binary" JS string whose
 * char codes are the bytes; the content stream is later turned into bytes with latin1.
 */
export function pdfLiteral(text: string): string {
  let out = "(";
  for (const ch of text) {
    if (ch === "(" || ch === ")" || ch === "\\") out += `\\${ch}`;
    else {
      const extra = EXTRA_CODE.get(ch);
      out += extra !== undefined ? String.fromCharCode(extra) : ch;
    }
  }
  return `${out})`;
}
