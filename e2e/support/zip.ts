import { fromBuffer, type ZipFile } from 'yauzl';

/** Every entry of a ZIP, by its path, with its bytes: what an unzip program would give back. */
export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry) => {
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        entries.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      });
    });
    zip.readEntry();
  });
  return entries;
}

/** The JSON entry `path` of an unzipped export. */
export function jsonEntry(entries: Map<string, Buffer>, path: string): unknown {
  const bytes = entries.get(path);
  if (!bytes) throw new Error(`the ZIP has no ${path}; it has ${[...entries.keys()].join(', ')}`);
  return JSON.parse(bytes.toString('utf8'));
}
