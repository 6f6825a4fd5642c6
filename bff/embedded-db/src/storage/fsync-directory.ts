import { open } from 'node:fs/promises';

/** Makes a file creation, rename or removal inside `directory` durable. */
export async function fsyncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
