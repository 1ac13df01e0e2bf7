// Documents whose own properties name their author, as a word processor or a PDF maker leaves them
// (ADR 054): a PDF's Info dictionary, XMP packet and comment; a DOCX's core and app properties,
// comments and tracked changes; an ODT's meta.xml and comments. And what a test reads of their
// bytes: every stream or entry inflated, so that a name cannot hide in compressed data.
import zlib from "node:zlib";
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";

type Bytes = Uint8Array<ArrayBuffer>;

const xmp = (name: string) =>
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">On blind review</rdf:li></rdf:Alt></dc:title><dc:creator><rdf:Seq><rdf:li>${name}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** A one-page PDF whose Info Author, Creator and Producer, XMP packet (compressed) and a comment name `name`. */
export async function pdfNaming(name: string): Promise<Bytes> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([595, 842]);
  doc.setTitle("On blind review");
  doc.setAuthor(name);
  doc.setCreator(`Writer of ${name}`);
  doc.setProducer(`${name}'s PDF maker`);
  const metadata = doc.context.flateStream(xmp(name), { Type: "Metadata", Subtype: "XML" });
  doc.catalog.set(PDFName.of("Metadata"), doc.context.register(metadata));
  const comment = doc.context.obj({
    Type: "Annot",
    Subtype: "Text",
    Rect: [50, 700, 70, 720],
    T: PDFString.of(name),
    Contents: PDFString.of("Cite our earlier paper here"),
  });
  page.node.set(PDFName.of("Annots"), doc.context.obj([doc.context.register(comment)]));
  return new Uint8Array(await doc.save({ useObjectStreams: true }));
}

/** A PDF's bytes as text, with every Flate stream inflated after them. */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const inflated: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      inflated.push(zlib.inflateSync(Buffer.from(bytes.subarray(start))).toString("latin1"));
    } catch {
      try {
        // Trailing bytes after the zlib stream make inflateSync fail; read what inflates.
        inflated.push(
          zlib
            .inflateSync(Buffer.from(bytes.subarray(start)), { finishFlush: zlib.constants.Z_SYNC_FLUSH })
            .toString("latin1"),
        );
      } catch {
        // Not a Flate stream.
      }
    }
  }
  return [raw, ...inflated].join("\n");
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

function zip(entries: Record<string, string>): Bytes {
  const files = Object.fromEntries(Object.entries(entries).map(([path, text]) => [path, strToU8(text)]));
  return new Uint8Array(zipSync(files, { level: 6 }));
}

/** A DOCX whose core and app properties, people.xml, a comment and a tracked change name `name`. */
export function docxNaming(name: string): Bytes {
  return zip({
    "[Content_Types].xml":
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "_rels/.rels":
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    "word/document.xml": `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body><w:p><w:r><w:t>On blind review</w:t></w:r><w:ins w:id="1" w:author="${name}" w:date="2026-01-01T00:00:00Z"><w:r><w:t>added</w:t></w:r></w:ins></w:p></w:body></w:document>`,
    "word/comments.xml": `<?xml version="1.0" encoding="UTF-8"?><w:comments ${W}><w:comment w:id="0" w:author="${name}" w:initials="AA"><w:p><w:r><w:t>Cite our earlier paper</w:t></w:r></w:p></w:comment></w:comments>`,
    "word/people.xml": `<?xml version="1.0" encoding="UTF-8"?><w15:people xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"><w15:person w15:author="${name}"><w15:presenceInfo w15:providerId="None" w15:userId="${name}"/></w15:person></w15:people>`,
    "docProps/core.xml": `<?xml version="1.0" encoding="UTF-8"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>On blind review</dc:title><dc:creator>${name}</dc:creator><cp:lastModifiedBy>${name}</cp:lastModifiedBy></cp:coreProperties>`,
    "docProps/app.xml": `<?xml version="1.0" encoding="UTF-8"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Office Word</Application><Company>${name} Lab</Company><Manager>${name}</Manager></Properties>`,
    "docProps/custom.xml": `<?xml version="1.0" encoding="UTF-8"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Owner"><vt:lpwstr>${name}</vt:lpwstr></property></Properties>`,
  });
}

/** An ODT whose meta.xml and a comment name `name`. */
export function odtNaming(name: string): Bytes {
  const office = 'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"';
  const dc = 'xmlns:dc="http://purl.org/dc/elements/1.1/"';
  const files: Zippable = {
    mimetype: [strToU8("application/vnd.oasis.opendocument.text"), { level: 0 }],
    "META-INF/manifest.xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/></manifest:manifest>',
    ),
    "content.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${office} ${dc} xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text><text:p>On blind review<office:annotation><dc:creator>${name}</dc:creator><text:p>Cite our earlier paper</text:p></office:annotation></text:p></office:text></office:body></office:document-content>`,
    ),
    "meta.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><office:document-meta ${office} ${dc} xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"><office:meta><dc:title>On blind review</dc:title><meta:initial-creator>${name}</meta:initial-creator><dc:creator>${name}</dc:creator><meta:user-defined meta:name="Owner">${name}</meta:user-defined></office:meta></office:document-meta>`,
    ),
  };
  return new Uint8Array(zipSync(files, { level: 6 }));
}

/** Every entry of a ZIP package, inflated, as text (with its name). */
export function unzippedText(bytes: Uint8Array): string {
  return Object.entries(unzipSync(bytes))
    .map(([path, data]) => `${path}\n${strFromU8(data)}`)
    .join("\n");
}

/** The names of a ZIP package's entries, in order. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  return Object.keys(unzipSync(bytes));
}
