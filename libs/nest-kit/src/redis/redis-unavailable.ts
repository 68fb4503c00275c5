import { HttpException, HttpStatus } from '@nestjs/common';

/** Runs a Redis-backed check; when Redis cannot answer, the caller gets a 503 saying what is unavailable, not a 500. */
export async function orUnavailable<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new HttpException(
      {
        statusCode: 503,
        error: 'Service Unavailable',
        message: `${what} is unavailable right now. Please try again shortly.`,
      },
      HttpStatus.SERVICE_UNAVAILABLE,
      { cause: error },
    );
  }
}
