// The query cache of one server render. In the browser there is one cache for the whole visit (query-layout.tsx);
// on the server each request renders with its own, passed down through this context. Typed loosely so that the
// home page, which renders without the query library, does not load it.
import { createContext } from 'react';

export const RequestQueryClient = createContext<unknown>(null);
