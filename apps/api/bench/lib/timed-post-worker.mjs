// The worker half of timed-post.ts, plain JavaScript so the thread needs no TypeScript loader: one
// keep-alive connection; for each message it sends one POST and answers with the status and the time
// from sending to the last byte of the answer.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function post(url, body, headers) {
  return new Promise((resolve) => {
    const req = request(url, { agent, method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', () => resolve(0));
    });
    req.once('error', () => resolve(0));
    req.end(JSON.stringify(body));
  });
}

parentPort?.on('message', async (message) => {
  if (message === 'close') {
    agent.destroy();
    parentPort?.close();
    return;
  }
  const started = performance.now();
  const status = await post(workerData.url, message.body, message.headers);
  parentPort?.postMessage({ status, ms: performance.now() - started });
});
