import { describe, expect, it } from '@jest/globals';
import { attachmentName } from '#server/attachments/attachment-name.ts';

describe('attachmentName', () => {
  it('keeps a visitor’s own name, Cyrillic included, without its folders', () => {
    expect(attachmentName('C:\\Users\\bat\\Өрмийн хошуу 311.pdf', 'pdf')).toBe('Өрмийн хошуу 311.pdf');
    expect(attachmentName('../../etc/drawing.STEP', 'step')).toBe('drawing.STEP');
  });

  it('drops control characters and quotes, and gives a name its type’s extension', () => {
    expect(attachmentName('bad"\r\nname', 'png')).toBe('badname.png');
    expect(attachmentName('scan.pdf', 'jpeg')).toBe('scan.pdf.jpg');
    expect(attachmentName('...', 'dxf')).toBe('attachment.dxf');
  });

  it('keeps at most 120 characters, shortening the name and keeping its extension', () => {
    expect(attachmentName(`${'я'.repeat(300)}.xlsx`, 'xlsx')).toHaveLength(120);
    expect(attachmentName(`${'я'.repeat(300)}.xlsx`, 'xlsx').endsWith('я.xlsx')).toBe(true);
  });
});
