// The running tag status collections, live (doc 1 §4): the websocket on WS_PORT (message type 1 carries the
// store list); when it is not open after 1 second, or closes, the list is polled every 5 seconds until a new
// socket opens (a reconnect is tried at each poll).
import { useEffect, useState } from 'react';
import { collectingSocketUrl, type CollectingStore } from './api';
import { tagCalls } from '../generated/client';

export const SOCKET_OPEN_TIMEOUT_MS = 1000;
export const COLLECTING_POLL_MS = 5000;
export const COLLECTING_MESSAGE_TYPE = 1;

export function parseCollectingMessage(data: unknown): CollectingStore[] | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as { type?: unknown; storeList?: unknown };
    return message.type === COLLECTING_MESSAGE_TYPE && Array.isArray(message.storeList)
      ? (message.storeList as CollectingStore[])
      : undefined;
  } catch {
    return undefined;
  }
}

export function useCollectingStores(): CollectingStore[] {
  const [stores, setStores] = useState<CollectingStore[]>([]);

  useEffect(() => {
    let disposed = false;
    let socket: WebSocket | undefined;
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    let openTimer: ReturnType<typeof setTimeout> | undefined;
    const url = collectingSocketUrl();

    const poll = () => {
      tagCalls
        .collectingStores()
        .then(({ storeList }) => !disposed && setStores(storeList))
        .catch(() => undefined); // the next poll tries again
    };
    const startPolling = () => {
      if (pollTimer || disposed) return;
      poll();
      pollTimer = setInterval(() => {
        poll();
        if (!socket || socket.readyState === WebSocket.CLOSED) connect();
      }, COLLECTING_POLL_MS);
    };
    const stopPolling = () => {
      clearInterval(pollTimer);
      pollTimer = undefined;
    };
    const connect = () => {
      if (disposed) return;
      const current = new WebSocket(url);
      socket = current;
      openTimer = setTimeout(() => {
        if (current.readyState !== WebSocket.OPEN) startPolling();
      }, SOCKET_OPEN_TIMEOUT_MS);
      current.onopen = () => stopPolling();
      current.onmessage = (event: MessageEvent) => {
        const list = parseCollectingMessage(event.data);
        if (list && !disposed) setStores(list);
      };
      current.onclose = () => {
        if (socket === current) startPolling();
      };
      current.onerror = () => undefined; // onclose follows
    };

    connect();
    return () => {
      disposed = true;
      clearTimeout(openTimer);
      stopPolling();
      const current = socket;
      socket = undefined;
      current?.close();
    };
  }, []);

  return stores;
}
