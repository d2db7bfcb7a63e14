import type { Params } from 'react-router';

/**
 * What a route's module tells the server about the page it renders (the route's `handle`, loaded with
 * the module). `found`: false for an address the route matches but nothing is at ("/loan/boat"): the
 * page says so, and the server answers 404 rather than a soft 404 with 200.
 */
export interface PageHandle {
  found?: (params: Params) => boolean;
}
