// The host's call room page /host/call/{callId}: its gate opens the room after the callStarted guard.
export { HostCallPage } from './ui/HostCallPage';
