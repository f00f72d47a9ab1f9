// Reads the subject and plain-text body of a MIME message as nodemailer writes it (text, or
// multipart/alternative with a text/plain part; quoted-printable or base64). Test support only.
export function parseMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject: (.*)$/im.exec(unfolded)?.[1] ?? '');
  let body = rest.join('\n\n');
  let partHead = unfolded;
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`);
    const plain = parts.find((p) => /content-type: text\/plain/i.test(p)) ?? parts[1] ?? '';
    const [ph = '', ...pb] = plain.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    partHead = ph;
    body = pb.join('\n\n');
  }
  if (/content-transfer-encoding: quoted-printable/i.test(partHead)) {
    body = Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  } else if (/content-transfer-encoding: base64/i.test(partHead)) {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { subject, text: body.trim() };
}

function decodeWords(s: string): string {
  return s.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
