import { Agent, request as httpRequest } from 'node:http';
import type { CookieClient } from './cookie-client';

export interface BigUploadResult {
  status?: number;
  body?: string;
  /** The network error (ECONNRESET, EPIPE…) met while sending or reading, if any. */
  error?: string;
  /** Whether every byte of the body was handed to the connection. */
  sentAll: boolean;
}

/**
 * POSTs a multipart body of `fileBytes` bytes to `path` over a plain node:http connection, the
 * way a browser does: the whole body is sent (with or without a Content-Length), whatever answer
 * comes early, on a keep-alive connection (or, with `close`, one that asks to be closed after
 * this request). Resolves once the connection is done with, with the answer and any network error.
 */
export function bigUpload(
  client: CookieClient,
  path: string,
  field: string,
  fileBytes: number,
  { chunked, close = false }: { chunked: boolean; close?: boolean },
): Promise<BigUploadResult> {
  const boundary = 'rozgar-big-upload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  const agent = new Agent({ keepAlive: !close, maxSockets: 1 });
  return new Promise((resolve) => {
    const result: BigUploadResult = { sentAll: false };
    const request = httpRequest(new URL(path, client.baseUrl), {
      method: 'POST',
      agent,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        origin: client.baseUrl,
        ...(close ? { connection: 'close' } : {}),
        ...(chunked ? {} : { 'content-length': String(head.length + fileBytes + tail.length) }),
      },
    });
    let responded = false;
    const done = () => {
      agent.destroy();
      resolve(result);
    };
    request.on('error', (error: NodeJS.ErrnoException) => {
      result.error ??= error.code ?? String(error);
      if (!responded) done();
    });
    request.once('response', (response) => {
      responded = true;
      result.status = response.statusCode;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.once('error', (error: NodeJS.ErrnoException) => {
        result.error ??= error.code ?? String(error);
      });
      response.once('close', () => {
        result.body = Buffer.concat(parts).toString();
        // The request may still be sending: wait until it is done (or failed).
        if (request.writableFinished || request.destroyed) done();
        else {
          request.once('finish', done);
          request.once('close', done);
        }
      });
    });
    request.once('finish', () => {
      result.sentAll = true;
    });
    void (async () => {
      request.write(head);
      for (let sent = 0; sent < fileBytes && !request.destroyed; sent += chunk.length) {
        const part = fileBytes - sent < chunk.length ? chunk.subarray(0, fileBytes - sent) : chunk;
        // Node's client stops passing on 'drain' once the answer is complete: wait on the socket.
        if (!request.write(part))
          await new Promise<void>((drained) => {
            const socket = request.socket;
            const proceed = () => {
              request.off('drain', proceed);
              request.off('close', proceed);
              socket?.off('drain', proceed);
              drained();
            };
            request.on('drain', proceed);
            request.on('close', proceed);
            socket?.on('drain', proceed);
          });
      }
      if (!request.destroyed) request.end(tail);
    })();
  });
}
