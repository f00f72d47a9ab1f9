import { get, type IncomingMessage } from 'node:http';

export interface StalledDownload {
  res: IncomingMessage;
  /** Settles when the server closes the answer: whether it arrived whole, and the bytes read. */
  ended: Promise<{ complete: boolean; bytes: number }>;
}

/**
 * A download whose reader takes the first bytes, then stops reading (the socket's buffers fill and the server
 * must wait): resolves with the answer paused; `res.resume()` reads on.
 */
export function stalledDownload(url: string, token: string): Promise<StalledDownload> {
  return new Promise((resolve, reject) => {
    const req = get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      const ended = new Promise<{ complete: boolean; bytes: number }>((done) => {
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.once('close', () => done({ complete: res.complete, bytes }));
        res.on('error', () => undefined);
      });
      res.once('data', () => {
        res.pause();
        resolve({ res, ended });
      });
    });
    req.on('error', reject);
  });
}
