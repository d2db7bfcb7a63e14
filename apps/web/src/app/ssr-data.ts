import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The id of the <script type="application/json"> a server-rendered page carries its data in. */
export const SSR_DATA_ID = 'ssr-data';

/** What the server hands the browser to hydrate its HTML with: the router's state and the answers the page showed. */
export interface SsrData {
  router: HydrationState;
  queries: DehydratedState;
}
