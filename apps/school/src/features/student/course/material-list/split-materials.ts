export interface MaterialListItem {
  id: number;
  title: string;
  /** The 11-character video id of a video material. */
  videoId?: string | null;
  hasFile: boolean;
  fileName?: string | null;
}

/** Spec section 2: documents (files) on one side, embedded videos on the other. A video is never a document. */
export function splitMaterials<M extends MaterialListItem>(
  materials: readonly M[],
): { documents: M[]; videos: M[] } {
  return {
    documents: materials.filter((m) => !m.videoId),
    videos: materials.filter((m) => Boolean(m.videoId)),
  };
}
