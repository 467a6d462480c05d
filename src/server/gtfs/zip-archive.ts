import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** The entries of a zip file by name, each readable as a stream (the zip is never unpacked to disk). */
export interface ZipArchive {
  names(): string[];
  open(name: string): Promise<Readable>;
  close(): void;
}

export function openZipArchive(path: string): Promise<ZipArchive> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error(`Cannot open ${path}`));
      const entries = new Map<string, yauzl.Entry>();
      zip.on('error', reject);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on('end', () =>
        resolve({
          names: () => [...entries.keys()],
          open: (name) =>
            new Promise((res, rej) => {
              const entry = entries.get(name);
              if (!entry) return rej(new Error(`${path} has no entry ${name}`));
              zip.openReadStream(entry, (err, stream) => (err || !stream ? rej(err) : res(stream)));
            }),
          close: () => zip.close(),
        }),
      );
      zip.readEntry();
    });
  });
}
