import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { publicPath } from './log-privacy';

const QUIETER_THAN_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * fastify's request log lines, made private (lib/log-privacy.ts): one line per answered request
 * at `info` with method, path (customer tokens blanked), host, status and time; never the
 * client's address, query string, body or an error's own message.
 */
export class PrivateRequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && QUIETER_THAN_INFO.has(reply.log.level)) return;
    const line = {
      method: request.method,
      path: publicPath(request.url),
      host: request.host,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ err: error }, 'request failed');
  }
}
