import { describe, expect, it } from '@jest/globals';
import { detectAttachmentType } from '#server/attachments/attachment-type.ts';
import { ATTACHMENT_TYPE_NAMES } from '#shared/attachments.ts';
import { ATTACHMENT_SAMPLES, HTML_PAGE, zipOf } from '../../../helpers/attachment-files.ts';

describe('detectAttachmentType', () => {
  it.each(ATTACHMENT_TYPE_NAMES)('recognises a %s file by its bytes', (type) => {
    expect(detectAttachmentType(ATTACHMENT_SAMPLES[type])).toBe(type);
  });

  it('recognises a binary DXF and a STEP file after a byte-order mark', () => {
    expect(detectAttachmentType(Buffer.from('AutoCAD Binary DXF\r\n\x1a\x00\x00\x00'))).toBe('dxf');
    expect(detectAttachmentType(Buffer.from('\uFEFFISO-10303-21;\nHEADER;'))).toBe('step');
  });

  it('refuses an HTML page, whatever it is named, and text that is neither DXF nor STEP', () => {
    expect(detectAttachmentType(HTML_PAGE)).toBeUndefined();
    expect(detectAttachmentType(Buffer.from('SECTION\nnot a drawing'))).toBeUndefined();
    expect(detectAttachmentType(Buffer.alloc(0))).toBeUndefined();
  });

  it('refuses a zip that is no spreadsheet or document, and one whose directory is broken', () => {
    expect(detectAttachmentType(zipOf(['[Content_Types].xml', 'ppt/presentation.xml']))).toBeUndefined();
    expect(detectAttachmentType(zipOf(['xl/workbook.xml']))).toBeUndefined();
    const broken = Buffer.from(ATTACHMENT_SAMPLES.xlsx);
    broken.writeUInt32LE(broken.length, broken.length - 6);
    expect(detectAttachmentType(broken)).toBeUndefined();
  });
});
