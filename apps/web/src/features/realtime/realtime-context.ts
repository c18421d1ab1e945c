import { createContext } from 'react';
import { connectRealtime, type ConnectRealtime } from './realtime-connection.ts';
import type { RealtimeHub } from './realtime-hub.ts';

/** The real connection, to the page's own origin. */
export const connectToOwnOrigin: ConnectRealtime = (token) => connectRealtime(token);

/** How the app opens its realtime connection; the app providers can substitute another (tests do). */
export const RealtimeConnectorContext = createContext<ConnectRealtime>(connectToOwnOrigin);

export const RealtimeHubContext = createContext<RealtimeHub | null>(null);
