import type { Response } from 'express';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../pages/page-html';

/** The API's JSON error shape, for what the web server answers under the API's paths itself. */
export function apiError(res: Response, status: number, code: string, message: string): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.json({ statusCode: status, code, message });
}

/** The API did not answer (502 from the proxy) or could not (503): the API's own words for it. */
export function apiUnavailable(res: Response, status: 502 | 503): void {
  apiError(res, status, 'SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE);
}
