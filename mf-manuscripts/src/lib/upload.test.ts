import { uploadProgress } from './upload';

describe('upload progress', () => {
  const file = new File([new Uint8Array(200)], 'paper.pdf');

  it('reports whole percentages of the total sent', () => {
    const seen: number[] = [];
    const onEvent = uploadProgress(file, (percent) => seen.push(percent));
    onEvent({ loaded: 50, total: 200 });
    onEvent({ loaded: 199, total: 200 });
    expect(seen).toEqual([25, 100]);
  });

  it("takes the file's size when the client knows no total, and never passes 100", () => {
    const seen: number[] = [];
    const onEvent = uploadProgress(file, (percent) => seen.push(percent));
    onEvent({ loaded: 100 });
    onEvent({ loaded: 400 });
    expect(seen).toEqual([50, 100]);
  });
});
