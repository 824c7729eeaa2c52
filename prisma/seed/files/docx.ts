// Demo DOCX: the smallest WordprocessingML package Word and LibreOffice open (content types, relationships,
// the document and its core properties), written with fixed dates so the bytes never change.
import { DEMO_NOTE, FILE_DATE, type DemoContent } from "./demo-content";
import { zipStored } from "./zip";

const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function paragraph(text: string, options: { bold?: boolean; size?: number; italic?: boolean } = {}) {
  const props = [
    options.bold ? "<w:b/>" : "",
    options.italic ? "<w:i/>" : "",
    options.size ? `<w:sz w:val="${options.size}"/>` : "",
  ].join("");
  return `<w:p><w:r>${props ? `<w:rPr>${props}</w:rPr>` : ""}<w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`;
}

export function demoDocx(content: DemoContent): Promise<Buffer> {
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const date = FILE_DATE.toISOString().replace(/\.\d{3}Z$/, "Z");
  const body = [
    paragraph(content.title, { bold: true, size: 36 }),
    paragraph(`Kind: ${content.kind}`),
    paragraph(`Name: ${content.person}`),
    ...(content.details ?? []).map((d) => paragraph(d)),
    paragraph(DEMO_NOTE, { italic: true }),
  ].join("");
  const parts: [string, string][] = [
    [
      "[Content_Types].xml",
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
        "</Types>",
    ],
    [
      "_rels/.rels",
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
        "</Relationships>",
    ],
    [
      "word/document.xml",
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
        body +
        '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>' +
        "</w:body></w:document>",
    ],
    [
      "docProps/core.xml",
      '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
        'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        `<dc:title>${xml(content.title)}</dc:title><dc:subject>${xml(content.kind)}</dc:subject>` +
        `<dc:creator>${xml(content.person)}</dc:creator><cp:keywords>demo data</cp:keywords>` +
        `<dcterms:created xsi:type="dcterms:W3CDTF">${date}</dcterms:created>` +
        `<dcterms:modified xsi:type="dcterms:W3CDTF">${date}</dcterms:modified>` +
        "</cp:coreProperties>",
    ],
  ];
  return zipStored(
    parts.map(([name, text]) => ({ name, data: Buffer.from(head + text, "utf8") })),
    FILE_DATE,
  );
}
