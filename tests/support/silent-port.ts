// Like an SMTP server that hangs: a worker holds its job until the greeting timeout, which lets a
// test kill the server at exactly that moment.
import { once } from "node:events";
import { createServer, type Socket } from "node:net";

export async function silentPort(port: number) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  });
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return {
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
