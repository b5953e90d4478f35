import { createServer, type Socket } from 'node:net';

/**
 * A minimal SMTP server for tests: speaks enough of RFC 5321 (EHLO, MAIL, RCPT, DATA, QUIT) for
 * nodemailer to deliver, and keeps each message's raw text.
 */
export async function startSmtpSink() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let mail = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 sink ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        mail.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        received.push(mail);
        mail = { from: '', to: [], data: '' };
        inData = false;
        say('250 queued');
      }
      let at = buffer.indexOf('\r\n');
      while (!inData && at >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        switch (line.slice(0, 4).toUpperCase()) {
          case 'MAIL':
            mail.from = line;
            say('250 ok');
            break;
          case 'RCPT':
            mail.to.push(line);
            say('250 ok');
            break;
          case 'DATA':
            inData = true;
            say('354 go on');
            break;
          case 'QUIT':
            say('221 bye');
            socket.end();
            break;
          default:
            say('250 ok');
        }
        at = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
