import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import CFB from 'cfb';
import { Document, Packer, Paragraph } from 'docx';
import mongoose from 'mongoose';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { encodePng } from '../../app/lib/png.server';
import { User } from '../../app/models/user.server';
import { hashPassword } from '../../app/services/auth.server';
import type { CookieClient } from './cookie-client';
import type { TestApp } from './harness';

export const PASSWORD = 'Demo@12345';
let passwordHash: Promise<string> | undefined;
let accounts = 0;

export interface Account {
  id: string;
  email: string;
  name: string;
  client: CookieClient;
}

/** A new account of the role, logged in through POST /api/login. */
export async function loggedIn(
  app: TestApp,
  role: 'Job Seeker' | 'Recruiter' = 'Job Seeker',
  name = 'Kavya Menon',
): Promise<Account> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = `profile-${process.pid}-${++accounts}@example.com`;
  const user = await User.create({ email, password_hash: await passwordHash, role, name });
  const client = app.client();
  const response = await client.login(email, PASSWORD);
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return { id: String(user._id), email, name, client };
}

/** Sends a file in a multipart/form-data POST, with the client's cookies and own Origin. */
export function upload(
  client: CookieClient,
  path: string,
  field: string,
  content: Uint8Array,
  filename: string,
  type = 'application/octet-stream',
): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)], { type }), filename);
  return fetch(new URL(path, client.baseUrl), {
    method: 'POST',
    body: form,
    headers: {
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      origin: client.baseUrl,
    },
  });
}

/** The raw documents of a collection (GridFS's `<bucket>.files` and `.chunks` included). */
export function collection(name: string) {
  return mongoose.connection.db!.collection(name);
}

/** A real PNG image (8-bit RGB) of one colour. */
export function png(width = 4, height = 4, rgb: [number, number, number] = [220, 80, 40]): Buffer {
  return encodePng(width, height, () => rgb);
}

/** A real PDF with the given lines of text (pdf-lib, Helvetica). */
export async function pdf(lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage();
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 750 - i * 20, size: 12, font }));
  return Buffer.from(await document.save());
}

/** A real Word document (.docx, the `docx` package) with one paragraph per line. */
export async function docx(lines: string[]): Promise<Buffer> {
  const document = new Document({
    sections: [{ children: lines.map((line) => new Paragraph(line)) }],
  });
  return Packer.toBuffer(document);
}

/**
 * A classic Word 97–2003 document (.doc): an OLE compound file (written with `cfb`) holding a
 * WordDocument stream whose FIB points at a one-piece table of 8-bit text in the 1Table stream.
 */
export function doc(text: string): Buffer {
  const body = Buffer.from(`${text}\r`, 'latin1');
  const textOffset = 0x800;
  const word = Buffer.alloc(textOffset + body.length);
  word.writeUInt16LE(0xa5ec, 0x0000); // wIdent
  word.writeUInt16LE(0x00c1, 0x0002); // nFib (Word 97)
  word.writeUInt16LE(0x0200, 0x000a); // fWhichTblStm: the table is in "1Table"
  word.writeUInt32LE(textOffset, 0x0018); // fcMin
  word.writeUInt32LE(textOffset + body.length, 0x001c); // fcMac
  word.writeUInt32LE(body.length, 0x004c); // ccpText
  word.writeUInt32LE(0, 0x01a2); // fcClx: the piece table starts the table stream
  word.writeUInt32LE(21, 0x01a6); // lcbClx
  body.copy(word, textOffset);

  const table = Buffer.alloc(21);
  table.writeUInt8(0x02, 0); // clxt: a piece table follows
  table.writeUInt32LE(16, 1); // its size: two CPs and one piece descriptor
  table.writeUInt32LE(0, 5); // CP of the piece's start
  table.writeUInt32LE(body.length, 9); // CP of its end
  table.writeUInt16LE(0, 13); // piece descriptor flags
  table.writeUInt32LE(((textOffset * 2) | 0x40000000) >>> 0, 15); // fc: 8-bit text at textOffset
  table.writeUInt16LE(0, 19); // prm

  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'WordDocument', word);
  CFB.utils.cfb_add(container, '1Table', table);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Buffer);
}

/** A ZIP archive holding one stored (uncompressed) text file. */
export function zip(name = 'notes.txt', content = 'not a resume'): Buffer {
  const fileName = Buffer.from(name);
  const data = Buffer.from(content);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** A Windows executable's start: the MZ header pointing at a PE signature. */
export function exe(): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(0x014c, 0x84);
  return file;
}

/** `size` random bytes that begin like the given file (a big file of that type, for the limits). */
export function padded(start: Buffer, size: number): Buffer {
  return Buffer.concat([start, randomBytes(size - start.length)]);
}
