import { formatFileSize } from './format-file-size';

describe('a file size', () => {
  it('counts bytes whole and larger units to one decimal', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(20 * 1024, 'en')).toBe('20 KB');
    expect(formatFileSize(12.5 * 1024, 'en')).toBe('12.5 KB');
    expect(formatFileSize(3.24 * 1024 * 1024, 'en')).toBe('3.2 MB');
  });

  it('stops at GB', () => {
    expect(formatFileSize(2048 * 1024 ** 3, 'en')).toBe('2,048 GB');
  });
});
