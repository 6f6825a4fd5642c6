import { open, readdir, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncDirectory } from './fsync-directory.js';

const JOURNAL_NAME = /^journal-(\d{10})\.bin$/;

export function journalFileName(generation: number): string {
  return `journal-${String(generation).padStart(10, '0')}.bin`;
}

export async function listJournalGenerations(dbpath: string): Promise<number[]> {
  const generations: number[] = [];
  for (const name of await readdir(dbpath)) {
    const match = JOURNAL_NAME.exec(name);
    if (match) generations.push(Number(match[1]));
  }
  return generations.sort((a, b) => a - b);
}

/** One append-only journal file, opened for appending. */
export class JournalFile {
  private constructor(
    readonly generation: number,
    readonly path: string,
    private readonly handle: FileHandle,
    /** Bytes written so far (durable or about to be). */
    public size: number,
  ) {}

  /** Opens (creating if needed, and making the creation durable) the journal of a generation. */
  static async open(dbpath: string, generation: number): Promise<JournalFile> {
    const path = join(dbpath, journalFileName(generation));
    const handle = await open(path, 'a');
    try {
      const { size } = await handle.stat();
      await fsyncDirectory(dbpath);
      return new JournalFile(generation, path, handle, size);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Appends `data` and makes it durable (write + fdatasync). */
  async appendDurably(data: Buffer): Promise<void> {
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await this.handle.write(data, written, data.length - written);
      written += bytesWritten;
    }
    this.size += data.length;
    await this.handle.datasync();
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}
