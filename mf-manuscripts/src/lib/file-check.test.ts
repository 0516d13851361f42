import { renderMessage } from '@colophon/shared/contracts';
import { checkManuscriptFile, extensionOf, type FileProblem } from './file-check';

const bytes = (...values: number[]) => new Uint8Array(values) as Uint8Array<ArrayBuffer>;
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00);
const EXE = bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00);

const file = (name: string, head: Uint8Array<ArrayBuffer>, type = '') =>
  new File([head], name, { type });

/** The check's answer with its message as the English reader sees it. */
const checked = async (picked: File, maxBytes?: number) => {
  const problem: FileProblem | null = await checkManuscriptFile(picked, maxBytes);
  return problem && { ...problem, message: renderMessage(problem.message, 'en') };
};

describe('the manuscript file check', () => {
  it.each([
    ['paper.pdf', PDF],
    ['PAPER.PDF', PDF],
    ['paper.doc', OLE],
    ['paper.docx', ZIP],
  ])('accepts %s with the right first bytes', async (name, head) => {
    await expect(checked(file(name, head))).resolves.toBeNull();
  });

  it.each([
    ['image.png', PDF],
    ['paper', PDF],
    ['paper.pdf', EXE],
    ['paper.docx', PDF],
    ['paper.doc', ZIP],
  ])('refuses %s', async (name, head) => {
    await expect(checked(file(name, head))).resolves.toEqual({
      kind: 'type',
      message: 'The manuscript file must be a PDF, DOC or DOCX document',
    });
  });

  it('refuses an empty file as missing', async () => {
    await expect(checked(file('paper.pdf', bytes()))).resolves.toMatchObject({
      kind: 'empty',
      message: 'The manuscript file is required',
    });
  });

  it('refuses a file above the limit', async () => {
    const big = new File([PDF, new Uint8Array(2 * 1024 * 1024)], 'big.pdf');
    await expect(checked(big, 1024 * 1024)).resolves.toEqual({
      kind: 'size',
      message: 'The manuscript file may not be greater than 1 MB.',
      maxMegabytes: 1,
    });
  });

  it('reads the extension in lower case', () => {
    expect(extensionOf('A.Report.DOCX')).toBe('.docx');
    expect(extensionOf('README')).toBe('');
  });
});
