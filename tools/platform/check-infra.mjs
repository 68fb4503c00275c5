// Tells the user, before anything starts, whether PostgreSQL and NATS answer where the config points.
import net from 'node:net';

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('timeout', () => socket.destroy() || resolve(false));
    socket.once('error', () => resolve(false));
  });
}

function hostPort(url, defaultPort) {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || defaultPort) };
}

export async function checkInfrastructure(env = process.env) {
  const needed = [
    { what: 'PostgreSQL', ...hostPort(env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/postgres', 5432) },
    { what: 'NATS', ...hostPort(env.NATS_URL ?? 'nats://127.0.0.1:4222', 4222) },
  ];
  const missing = [];
  for (const item of needed) {
    if (!(await reachable(item.host, item.port))) missing.push(`${item.what} is not answering on ${item.host}:${item.port}`);
  }
  return missing;
}
