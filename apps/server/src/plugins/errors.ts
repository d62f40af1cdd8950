import type { ApiError, ErrorCode } from '@padel/contracts';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../lib/errors';

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const FRIENDLY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send JSON.',
};

/** The one place errors become `{message, code, issues?}` answers (see docs/api.md#errors). */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error instanceof TooManyRequestsError) {
          void reply.header('retry-after', String(error.retryAfterSeconds));
        }
        const body: ApiError = { ...error.details, message: error.message, code: error.code };
        if (error.issues) body.issues = error.issues;
        return reply.status(error.statusCode).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) => ({
          path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)]
            .filter(Boolean)
            .join('.'),
          message: v.message ?? 'Invalid value',
        }));
        const body: ApiError = {
          message: issues[0]?.message ?? 'Invalid request',
          code: 'VALIDATION_FAILED' satisfies ErrorCode,
          issues,
        };
        return reply.status(400).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status < 500) {
        return reply.status(status).send({
          message: (error.code && FRIENDLY_MESSAGES[error.code]) ?? error.message,
          code: STATUS_CODES[status] ?? ('BAD_REQUEST' satisfies ErrorCode),
        } satisfies ApiError);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL' satisfies ErrorCode,
      } satisfies ApiError);
    });
  },
  { name: 'errors' },
);
