import { describe, expect, it } from 'vitest';
import { splitMaterials } from './split-materials';

describe('splitMaterials', () => {
  it('puts videos apart from documents, keeping their order', () => {
    const list = [
      { id: 1, title: 'PDF', hasFile: true, fileName: 'a.pdf' },
      { id: 2, title: 'Vídeo', hasFile: false, videoId: 'dQw4w9WgXcQ' },
      { id: 3, title: 'Otro PDF', hasFile: true, fileName: 'b.pdf', videoId: null },
    ];
    const { documents, videos } = splitMaterials(list);
    expect(documents.map((m) => m.id)).toEqual([1, 3]);
    expect(videos.map((m) => m.id)).toEqual([2]);
  });
});
