import { jsonError } from '../lib/http.server';

// Any /api path no other route claims answers the API's JSON 404, whatever the method.
const notFound = () => jsonError(404, 'Not found');

export const loader = notFound;
export const action = notFound;
